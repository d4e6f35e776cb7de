import Foundation

/// A lunar month as the amanta reckoning numbers it (calendar-rules.md §3.1): 1 = Chaitra …
/// 12 = Phalguna, named after the sign the Sun enters during it; a month in which the Sun enters
/// no sign is adhika (leap) and takes the next month's name.
public struct LunarMonth: Sendable, Hashable, Codable {
    /// 1 = Chaitra … 12 = Phalguna.
    public let number: Int
    /// Whether this is the adhika (intercalary) month of that name.
    public let isAdhika: Bool

    /// A month by number and adhika flag.
    public init(number: Int, isAdhika: Bool = false) {
        self.number = number
        self.isAdhika = isAdhika
    }

    /// The Sanskrit name, "Adhika " prefixed for a leap month.
    public var name: String { (isAdhika ? "Adhika " : "") + LunarMonth.names[number - 1] }

    /// The number (1 = Chaitra) a day of tithi `tithi` (1…30) is labelled with under `system`: in
    /// purnimanta the Krishna paksha takes the following month's name (calendar-rules.md §3.2), except
    /// in an adhika month, which keeps its new-moon bounds and its name in both halves (2023's Adhika
    /// Shravana ran from the new moon of 18 July to that of 16 August in the North as in the South,
    /// between the Krishna and Shukla halves of a 59-day Shravana).
    public func labelNumber(_ system: MonthSystem, tithi: Int) -> Int {
        system == .purnimanta && tithi > 15 && !isAdhika ? number % 12 + 1 : number
    }

    /// The name under `system` for a day of tithi `tithi` (1…30).
    public func name(_ system: MonthSystem, tithi: Int) -> String {
        (isAdhika ? "Adhika " : "") + LunarMonth.names[labelNumber(system, tithi: tithi) - 1]
    }

    /// Chaitra … Phalguna.
    public static let names = [
        "Chaitra", "Vaishakha", "Jyeshtha", "Ashadha", "Shravana", "Bhadrapada", "Ashvina", "Kartika",
        "Margashirsha", "Pausha", "Magha", "Phalguna",
    ]
    /// Hindi (Devanagari) names, Chaitra first.
    public static let hindiNames = [
        "चैत्र", "वैशाख", "ज्येष्ठ", "आषाढ़", "श्रावण", "भाद्रपद", "आश्विन", "कार्तिक", "मार्गशीर्ष", "पौष", "माघ", "फाल्गुन",
    ]
}

/// One lunar month between two new moons, with what decides its name.
public struct LunarMonthSpan: Sendable, Hashable {
    /// The month and whether it is adhika.
    public let month: LunarMonth
    /// The new moon that opens it and the one that closes it.
    public let start: Date
    public let end: Date
    /// Sidereal sign of the Sun (0 = Mesha) at the opening new moon.
    public let openingSign: Int
    /// Sankrantis inside the month: 0 for adhika, 1 normally, 2 when a month name is skipped (kshaya).
    public let sankrantiCount: Int
    /// The Shaka year (lunisolar, Chaitradi) the month belongs to.
    public let shakaYear: Int

    /// Whether the month holds two sankrantis, so that the name after it is skipped (kshaya).
    public var precedesKshaya: Bool { sankrantiCount >= 2 }
    /// Vikram Samvat (Chaitradi): Shaka + 135.
    public var vikramSamvat: Int { shakaYear + 135 }
    /// The South Indian samvatsara of the lunisolar year (from Ugadi): (Shaka + 11) mod 60.
    public var samvatsara: Samvatsara { Samvatsara(startingIn: shakaYear + 78) }
}
