/// The four angas that change with the Moon (vara, the fifth, follows the civil day).
public enum AngaKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lunar day: elongation / 12°, 1…30 (1 Shukla Pratipada, 15 Purnima, 30 Amavasya).
    case tithi
    /// Lunar mansion: sidereal Moon / 13°20′, 1…27 (1 Ashwini).
    case nakshatra
    /// Sidereal Sun + Moon / 13°20′, 1…27 (1 Vishkambha).
    case yoga
    /// Half tithi: elongation / 6°, 1…60 (1 Kimstughna, 2–57 movable from Bava, 58 Shakuni,
    /// 59 Chatushpada, 60 Naga).
    case karana

    /// How many values the anga takes in one cycle.
    public var count: Int {
        switch self {
        case .tithi: 30
        case .nakshatra, .yoga: 27
        case .karana: 60
        }
    }

    /// Degrees of the underlying angle per value.
    public var span: Double { 360 / Double(count) }

    /// The name of value `index` (1-based), as in docs/calendar-rules.md §2.
    public func name(_ index: Int) -> String {
        let i = (index - 1) % count
        switch self {
        case .tithi:
            if i == 14 { return "Purnima" }
            if i == 29 { return "Amavasya" }
            return (i < 15 ? "Shukla " : "Krishna ") + AngaNames.tithi[i % 15]
        case .nakshatra: return AngaNames.nakshatra[i]
        case .yoga: return AngaNames.yoga[i]
        case .karana:
            switch i {
            case 0: return "Kimstughna"
            case 57: return "Shakuni"
            case 58: return "Chatushpada"
            case 59: return "Naga"
            default: return AngaNames.movableKarana[(i - 1) % 7]
            }
        }
    }
}

/// Sanskrit names, transliterated as docs/calendar-rules.md §2 spells them.
enum AngaNames {
    static let tithi = [
        "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami",
        "Navami", "Dashami", "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi", "Purnima",
    ]
    static let nakshatra = [
        "Ashwini", "Bharani", "Krittika", "Rohini", "Mrigashira", "Ardra", "Punarvasu", "Pushya",
        "Ashlesha", "Magha", "Purva Phalguni", "Uttara Phalguni", "Hasta", "Chitra", "Swati",
        "Vishakha", "Anuradha", "Jyeshtha", "Mula", "Purva Ashadha", "Uttara Ashadha", "Shravana",
        "Dhanishta", "Shatabhisha", "Purva Bhadrapada", "Uttara Bhadrapada", "Revati",
    ]
    static let yoga = [
        "Vishkambha", "Priti", "Ayushman", "Saubhagya", "Shobhana", "Atiganda", "Sukarma", "Dhriti",
        "Shula", "Ganda", "Vriddhi", "Dhruva", "Vyaghata", "Harshana", "Vajra", "Siddhi", "Vyatipata",
        "Variyana", "Parigha", "Shiva", "Siddha", "Sadhya", "Shubha", "Shukla", "Brahma", "Indra",
        "Vaidhriti",
    ]
    static let movableKarana = ["Bava", "Balava", "Kaulava", "Taitila", "Gara", "Vanija", "Vishti"]
}
