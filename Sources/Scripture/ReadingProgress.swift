import Foundation

/// How far a reader is in one text, derived from their facts.
public struct TextProgress: Sendable, Hashable {
    public let textID: String
    /// The units marked read.
    public let readRefs: Set<String>
    public let total: Int
    /// Where to pick up: the last unit opened if it is unread, else the first unread unit after the
    /// last one read (wrapping to the first unread); nil before any reading.
    public let resumeRef: String?
    public let lastActivity: Date?

    public var readCount: Int { readRefs.count }
    public var fraction: Double { total == 0 ? 0 : Double(readCount) / Double(total) }
    public var isComplete: Bool { total > 0 && readCount >= total }
    public var hasStarted: Bool { lastActivity != nil }
}

/// A reader's progress in every text, derived from their stored facts.
public struct ReadingProgress: Sendable {
    private let byText: [String: TextProgress]

    public init(facts: [ReadingFact], library: ScriptureLibrary) {
        let grouped = Dictionary(grouping: facts, by: \.textID)
        let resetAll = facts.filter { $0.kind == .reset && $0.textID == ReadingFact.everyText }.map(\.at).max()
        var byText: [String: TextProgress] = [:]
        for text in library.texts {
            let own = grouped[text.id] ?? []
            let reset = ([resetAll] + own.filter { $0.kind == .reset }.map(\.at)).compactMap { $0 }.max()
            let live = reset.map { cut in own.filter { $0.at > cut && $0.kind != .reset } } ?? own
            byText[text.id] = Self.progress(of: text, facts: live)
        }
        self.byText = byText
    }

    /// The progress in `text` (empty if never opened).
    public func of(_ text: ScriptureText) -> TextProgress {
        byText[text.id]
            ?? TextProgress(textID: text.id, readRefs: [], total: text.units.count, resumeRef: nil, lastActivity: nil)
    }

    /// The text read most recently, for "Continue reading".
    public var mostRecent: TextProgress? {
        byText.values.filter(\.hasStarted).max { ($0.lastActivity ?? .distantPast) < ($1.lastActivity ?? .distantPast) }
    }

    static func progress(of text: ScriptureText, facts: [ReadingFact]) -> TextProgress {
        let known = facts.filter { text.position(of: $0.ref) != nil }.sorted { $0.at < $1.at }
        let read = Set(known.filter { $0.kind == .read }.map(\.ref))
        var resume: String?
        if let last = known.last(where: { $0.kind == .opened || $0.kind == .read }) {
            if !read.contains(last.ref) {
                resume = last.ref
            } else {
                resume = Self.firstUnread(in: text, after: last.ref, read: read) ?? last.ref
            }
        }
        return TextProgress(
            textID: text.id, readRefs: read, total: text.units.count, resumeRef: resume, lastActivity: known.last?.at)
    }

    /// The first unit after `ref` not yet read, wrapping round to the start.
    static func firstUnread(in text: ScriptureText, after ref: String, read: Set<String>) -> String? {
        guard let start = text.position(of: ref) else { return nil }
        let n = text.units.count
        for step in 1...max(n, 1) {
            let unit = text.units[(start + step) % n]
            if !read.contains(unit.ref) { return unit.ref }
        }
        return nil
    }
}
