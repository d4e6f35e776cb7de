import Foundation
import Panchang

/// Builds the amanta lunar months from new moons and sankrantis (calendar-rules.md §3.1:
/// the name follows the Sun's sign at the opening new moon, as pyjhora and jyotisha compute it;
/// the comparison is at the instant of the new moon, so month names do not depend on the place).
public enum LunarCalendar {
    /// The lunar months opened by `newMoons` (sorted; the last one only closes a month), given every
    /// sankranti from before the first new moon to after the last.
    public static func months(newMoons: [Date], sankrantis: [Sankranti]) -> [LunarMonthSpan] {
        months(newMoons: newMoons, ingresses: sankrantis.map { ($0.sign, $0.instant) })
    }

    /// The same from bare ingresses: the sign entered (0 = Mesha) and when, sorted.
    public static func months(newMoons: [Date], ingresses sankrantis: [(sign: Int, instant: Date)]) -> [LunarMonthSpan]
    {
        guard newMoons.count >= 2 else { return [] }
        func sign(at t: Date) -> Int {
            var lo = 0
            var hi = sankrantis.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if sankrantis[mid].instant <= t { lo = mid + 1 } else { hi = mid }
            }
            if lo == 0 { return ((sankrantis.first?.sign ?? 1) + 11) % 12 }
            return sankrantis[lo - 1].sign
        }
        var result: [LunarMonthSpan] = []
        for (a, b) in zip(newMoons, newMoons.dropFirst()) {
            let r = sign(at: a)
            let s = sign(at: b)
            let count = (s - r + 12) % 12
            let number = (r + 1) % 12 + 1
            // The year's Chaitra opened about (number − 1) lunations before; its Gregorian year fixes
            // the Shaka year (Gregorian − 78 from Chaitra Shukla Pratipada, §3.3).
            let chaitra = a.addingTimeInterval(-Double(number - 1) * 29.530_59 * 86_400)
            let year = gregorianYear(chaitra)
            result.append(
                LunarMonthSpan(
                    month: LunarMonth(number: number, isAdhika: count == 0), start: a, end: b, openingSign: r,
                    sankrantiCount: count, shakaYear: year - 78))
        }
        return result
    }

    /// The Gregorian year of an instant in UTC (a lunation's instant is place-free; a month opening
    /// within hours of New Year does not occur for Chaitra, which opens in March or April).
    static func gregorianYear(_ t: Date) -> Int {
        let jdn = Int((t.timeIntervalSince1970 / 86_400).rounded(.down)) + 2_440_588
        let a = jdn + 32044
        let b = (4 * a + 3) / 146097
        let c = a - 146097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        return 100 * b + d - 4800 + m / 10
    }
}
