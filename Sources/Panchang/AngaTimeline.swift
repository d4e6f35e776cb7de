import Astronomy
import Foundation

/// All transitions of one anga kind over an interval, with the value in force at its start;
/// answers "which value at t" and "which spans over [a, b)" for consecutive days cheaply.
struct AngaTimeline: Sendable {
    let kind: AngaKind
    /// Value (1-based) in force at `start`.
    let initial: Int
    let start: Double
    /// Transitions: value that begins, UT Julian day; sorted.
    let transitions: [(index: Int, ut: Double)]

    /// Index of the last transition at or before `ut`, or −1.
    func position(at ut: Double) -> Int {
        var lo = 0
        var hi = transitions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if transitions[mid].ut <= ut { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }

    /// The value in force at `ut`.
    func value(at ut: Double) -> Int {
        let p = position(at: ut)
        return p < 0 ? initial : transitions[p].index
    }

    /// The spans in force over [from, to), each with its full start and end.
    func spans(from: Double, to: Double) -> [AngaSpan] {
        var p = position(at: from)
        var result: [AngaSpan] = []
        while true {
            let index = p < 0 ? initial : transitions[p].index
            let begin = p < 0 ? start : transitions[p].ut
            guard p + 1 < transitions.count else { break }
            let end = transitions[p + 1].ut
            result.append(
                AngaSpan(kind: kind, index: index, start: JulianDay.date(ut: begin), end: JulianDay.date(ut: end)))
            if end >= to { break }
            p += 1
        }
        return result
    }
}
