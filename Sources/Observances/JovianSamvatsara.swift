import Foundation

/// The samvatsara by Jupiter's mean motion (the Bārhaspatya reckoning), as North Indian panchangs
/// name the Vikram Samvat year (calendar-rules.md §3.4).
///
/// A Jovian year is the time mean Jupiter takes to cross one sign, about 361 days, so every 85 or 86
/// years one name falls wholly inside a solar year and is skipped: this is why the North Indian name
/// runs 13 or 14 places ahead of the South Indian count (VS 2082 began as Kalayukta while the South
/// called 2025–26 Vishvavasu). Computed with Sewell and Dikshit's rule for the Sūrya-Siddhānta with
/// the bīja (*The Indian Calendar*, 1896, Art. 59 c): for the expired Kali year K, the samvatsara
/// current at the Mesha sankranti is (⌊(117 K − 60) / 10000⌋ + K + 27) mod 60, counted from
/// Prabhava as 1, and it ends (10000 − remainder) × 361 / 10000 days plus 15 palas after that
/// sankranti; each following one lasts 361.026721 days (Art. 54).
///
/// The sankranti is taken as the mean Lahiri Mesha sankranti (anchored on 2025-04-13 21:51 UT, the
/// Sūrya-Siddhānta year of 365.258756 days), so a change of name can differ by a day from a printed
/// panchang that uses the Siddhānta's own sankranti.
public struct JovianSamvatsara: Sendable, Hashable {
    /// The name.
    public let samvatsara: Samvatsara
    /// When it began and ends.
    public let start: Date
    public let end: Date

    /// Days in a Jovian year by the Sūrya-Siddhānta (Sewell and Dikshit, Art. 54).
    static let yearDays = 361.026_721
    /// Days in a sidereal solar year by the Sūrya-Siddhānta.
    static let solarYearDays = 365.258_756
    /// The Lahiri Mesha sankranti of Kali year 5126 (2025-04-13 21:51 UT), the anchor of the mean sankrantis.
    static let anchorKaliYear = 5126
    static let anchor = Date(timeIntervalSince1970: 1_744_581_060)

    /// The samvatsara current at `instant`.
    public static func current(at instant: Date) -> JovianSamvatsara {
        // The solar (Meshadi) year holding the instant, counted as expired Kali years.
        let kali = anchorKaliYear + Int((instant.timeIntervalSince(anchor) / 86_400 / solarYearDays).rounded(.down))
        let year = SolarYear(kali: kali)
        let passed = year.endings.filter { $0 <= instant }
        let start = passed.last ?? SolarYear(kali: kali - 1).endings.last ?? year.mesha
        let end = year.endings.first { $0 > instant } ?? SolarYear(kali: kali + 1).endings[0]
        return JovianSamvatsara(
            samvatsara: Samvatsara(number: year.numberAtMesha + passed.count), start: start, end: end)
    }

    /// One solar year by the rule: the samvatsara current at its Mesha sankranti, and the instants
    /// within the year at which a samvatsara ends.
    struct SolarYear {
        let mesha: Date
        let numberAtMesha: Int
        let endings: [Date]

        init(kali: Int) {
            mesha = JovianSamvatsara.meshaSankranti(kali)
            let next = JovianSamvatsara.meshaSankranti(kali + 1)
            let product = 117 * kali - 60
            let quotient = Int((Double(product) / 10_000).rounded(.down))
            let remainder = product - quotient * 10_000
            numberAtMesha = quotient + kali + 27
            // 15 palas are a quarter of a ghatika: 6 minutes.
            var end = mesha.addingTimeInterval(Double(10_000 - remainder) * 361 / 10_000 * 86_400 + 6 * 60)
            var endings: [Date] = []
            while end < next {
                endings.append(end)
                end = end.addingTimeInterval(JovianSamvatsara.yearDays * 86_400)
            }
            self.endings = endings
        }
    }

    /// The mean Mesha sankranti that opens expired Kali year `kali`.
    static func meshaSankranti(_ kali: Int) -> Date {
        anchor.addingTimeInterval(Double(kali - anchorKaliYear) * solarYearDays * 86_400)
    }
}

/// The North Indian names of one Vikram Samvat year: the samvatsara current when the year opens and,
/// when one begins before it ends, the next. Panchangs differ in which they call the year's own
/// (for VS 2082 some print Kalayukta, current at Chaitra Shukla Pratipada; others Siddharthi, which
/// began on 25 April 2025), so both are given.
public struct NorthIndianYearNames: Sendable, Hashable {
    /// The samvatsara current at the opening of the year.
    public let atStart: JovianSamvatsara
    /// The samvatsara that begins during the year, if one does.
    public let beginning: JovianSamvatsara?

    /// The names of the year that opens at `start` and ends at `end` (e.g. the Chaitra new moons).
    public init(from start: Date, to end: Date) {
        atStart = JovianSamvatsara.current(at: start)
        beginning = atStart.end < end ? JovianSamvatsara.current(at: atStart.end) : nil
    }
}

extension Samvatsara {
    /// The samvatsara numbered `number` in the cycle, wrapped into 1…60 (1 = Prabhava).
    init(number: Int) {
        self.init(startingIn: 1987 + (number - 1))
    }
}
