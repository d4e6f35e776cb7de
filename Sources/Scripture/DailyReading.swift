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

    /// The units the briefing will offer on the next `days` days if one is read each day: the
    /// next unit, then each unread one after it in order (wrapping), fewer when fewer are unread.
    public static func schedule(in text: ScriptureText, progress: TextProgress, days: Int) -> [ScriptureUnit] {
        guard days > 0, let first = next(in: text, progress: progress), let start = text.position(of: first.ref) else {
            return []
        }
        var out: [ScriptureUnit] = []
        let n = text.units.count
        for step in 0..<n where out.count < days {
            let unit = text.units[(start + step) % n]
            if !progress.readRefs.contains(unit.ref) { out.append(unit) }
        }
        return out
    }
}
