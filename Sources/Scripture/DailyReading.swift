/// The Daily Briefing's rule: the next unit of the chosen daily text.
public enum DailyReading {
    /// The unit to read next in `text`: the first unread after the last one read (from the start
    /// before any), nil once every unit is read.
    public static func next(in text: ScriptureText, progress: TextProgress) -> ScriptureUnit? {
        guard !progress.isComplete, let first = text.units.first else { return nil }
        guard !progress.readRefs.isEmpty else { return first }
        let lastRead = text.units.last { progress.readRefs.contains($0.ref) } ?? first
        let ref = ReadingProgress.firstUnread(in: text, after: lastRead.ref, read: progress.readRefs)
        return ref.flatMap { try? text.unit($0) }
    }
}
