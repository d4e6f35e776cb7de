import CivilTime
import Foundation

/// A counter's state derived from its entries: total, today's increment and history.
///
/// The total never leaves `0...target`; an addition beyond what remains counts only up to the
/// target (the seed's rule), and the history line says how much was counted.
public struct CounterState: Sendable, Hashable {
    /// One effective entry with what it did to the total.
    public struct Line: Sendable, Hashable {
        public let entry: JapaEntry
        /// How much the total changed (an addition capped at the target counts less).
        public let counted: Int
        /// The total after this entry.
        public let runningTotal: Int
    }

    public let target: Int
    /// Effective entries, oldest first (undone entries removed).
    public let lines: [Line]

    /// The current total, `0...target`.
    public var total: Int { lines.last?.runningTotal ?? 0 }

    /// The amount of the latest addition, kept until the next one (no daily reset, per the seed);
    /// 0 after a reset.
    public var todayIncrement: Int {
        for line in lines.reversed() {
            switch line.entry.kind {
            case .addition: return line.entry.amount
            case .reset: return 0
            case .correction, .undo: continue
            }
        }
        return 0
    }

    /// Circles still to chant.
    public var remaining: Int { target - total }

    /// Progress from 0 to 1.
    public var progress: Double { target > 0 ? Double(total) / Double(target) : 0 }

    /// Whether the target is reached.
    public var isComplete: Bool { total >= target }

    /// Whether the latest effective entry is the addition that brought the total to the target:
    /// the moment to celebrate, once (a later addition, a correction or an undo ends it).
    public var latestAdditionCompleted: Bool {
        guard let last = lines.last, last.entry.kind == .addition else { return false }
        return last.counted > 0 && last.runningTotal == target
    }

    /// Whether there is an entry that undo would take back.
    public var canUndo: Bool { !lines.isEmpty }

    /// Replays `entries` (oldest first) against `target`.
    public init(target: Int, entries: [JapaEntry]) {
        self.target = target
        var stack: [Line] = []
        for entry in entries {
            let before = stack.last?.runningTotal ?? 0
            switch entry.kind {
            case .addition:
                let after = min(target, before + max(0, entry.amount))
                stack.append(Line(entry: entry, counted: after - before, runningTotal: after))
            case .correction:
                let after = min(target, max(0, entry.amount))
                stack.append(Line(entry: entry, counted: after - before, runningTotal: after))
            case .reset:
                stack.append(Line(entry: entry, counted: -before, runningTotal: 0))
            case .undo:
                _ = stack.popLast()
            }
        }
        self.lines = stack
    }

    /// Circles counted on each day from `first` through `last` inclusive (additions only), zero
    /// on days without any, so a chart's axis shows every day of the period.
    public func circles(from first: CivilDate, through last: CivilDate) -> [(day: CivilDate, circles: Int)] {
        guard first <= last else { return [] }
        let sums = Dictionary(circlesByDay.map { ($0.day, $0.circles) }, uniquingKeysWith: +)
        return (0...first.days(until: last)).map { offset in
            let day = first.adding(days: offset)
            return (day, sums[day] ?? 0)
        }
    }

    /// Circles counted on each local day (additions only), oldest day first.
    public var circlesByDay: [(day: CivilDate, circles: Int)] {
        var sums: [CivilDate: Int] = [:]
        for line in lines where line.entry.kind == .addition {
            sums[line.entry.day, default: 0] += line.counted
        }
        return sums.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
