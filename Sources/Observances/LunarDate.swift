import CivilTime
import Foundation
import Panchang

/// Shukla (bright, waxing) or Krishna (dark, waning) half of a lunar month.
public enum Paksha: String, Sendable, Hashable, Codable {
    case shukla, krishna

    /// The paksha of tithi 1…30.
    public init(tithi: Int) { self = tithi <= 15 ? .shukla : .krishna }

    /// "Shukla" or "Krishna".
    public var name: String { self == .shukla ? "Shukla" : "Krishna" }
    /// Tamil: வளர்பிறை (Valarpirai) or தேய்பிறை (Theipirai).
    public var tamil: String { self == .shukla ? TamilNames.paksha[0] : TamilNames.paksha[1] }
}

/// The lunar date of a Hindu day, taken at its sunrise (calendar-rules.md §2, §3).
public struct LunarDate: Sendable, Hashable {
    /// The amanta month.
    public let month: LunarMonth
    /// Tithi at sunrise, 1…30.
    public let tithi: Int
    /// Shaka (Shalivahana) year, Chaitradi.
    public let shakaYear: Int
    /// Whether the month before the next is skipped (this month holds two sankrantis).
    public let precedesKshaya: Bool

    /// The paksha of the sunrise tithi.
    public var paksha: Paksha { Paksha(tithi: tithi) }
    /// The tithi's number within its paksha, 1…15.
    public var tithiInPaksha: Int { (tithi - 1) % 15 + 1 }
    /// Vikram Samvat (Chaitradi, North India): Shaka + 135.
    public var vikramSamvat: Int { shakaYear + 135 }
    /// Vikram Samvat as Gujarat counts it (Kartikadi, calendar-rules.md §3.3): the year turns at
    /// Kartika Shukla Pratipada, the day after Diwali, so from Chaitra to Ashvina it is one behind the
    /// Chaitradi count (VS 2082 began in Gujarat on 22 October 2025). An adhika Kartika counts with Kartika.
    public var vikramSamvatKartikadi: Int { month.number >= 8 ? vikramSamvat : vikramSamvat - 1 }
    /// The samvatsara of the lunisolar year (from Ugadi).
    public var samvatsara: Samvatsara { Samvatsara(startingIn: shakaYear + 78) }
    /// Month name under a month system.
    public func monthName(_ system: MonthSystem) -> String { month.name(system, tithi: tithi) }
}

extension CalendarSpan {
    /// The lunar date of a civil day, at its sunrise.
    public func lunarDate(_ date: CivilDate) -> LunarDate? {
        guard let f = frame(date), let month = lunarMonth(at: f.sunrise), let t = tithi(at: f.sunrise) else {
            return nil
        }
        return LunarDate(
            month: month.month, tithi: t.index, shakaYear: month.shakaYear, precedesKshaya: month.precedesKshaya)
    }

    /// The Tamil date of a civil day: solar month and day, weekday, the samvatsara (from
    /// Chithirai 1) and the Thiruvalluvar year (CE + 31 from Thai 1).
    public func tamilDate(_ date: CivilDate) -> TamilDate? {
        guard let s = solarDate(date, calendar: .tamil) else { return nil }
        // The last Thai 1 was this Gregorian year, except in the part of Margazhi that falls in January.
        let thaiYear = s.month == 9 && date.month == 1 ? date.year - 1 : date.year
        let thiruvalluvar = thaiYear + 31
        return TamilDate(
            solar: s, weekday: date.weekday, samvatsara: Samvatsara(startingIn: s.yearStartedIn),
            thiruvalluvarYear: thiruvalluvar)
    }
}

/// A day in the Tamil calendar (calendar-rules.md §4.2).
public struct TamilDate: Sendable, Hashable {
    /// Month (Chithirai = 1) and day.
    public let solar: SolarDate
    /// The weekday.
    public let weekday: Weekday
    /// The year's name, changing at Chithirai 1.
    public let samvatsara: Samvatsara
    /// Thiruvalluvar Aandu, changing at Thai 1.
    public let thiruvalluvarYear: Int

    /// E.g. "Thai 1, Visuvavasu (Nyayiru)".
    public var description: String {
        "\(solar.monthName) \(solar.day), \(samvatsara.tamilLatin) (\(TamilNames.weekdayLatin[weekday.rawValue]))"
    }
    /// E.g. "தை 1, விசுவாவசு, ஞாயிறு".
    public var tamil: String {
        "\(solar.nativeMonthName) \(solar.day), \(samvatsara.tamil), \(TamilNames.weekday[weekday.rawValue])"
    }
}
