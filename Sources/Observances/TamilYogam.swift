import Foundation

/// The Tamil "yogam" of a day (Amirthadi yogam): a weekday × nakshatra table (calendar-rules.md §2.4
/// — not the 27 nitya yogas); every pair not listed is Siddha. Each cell is the majority of the
/// published tables: PyJHora's two [S4] (its basic list, from tuningmymelody.blogspot.com, and the
/// Sringeri 2024–25 Tamil panchanga), the Ungal Vazhkkai Vazhikatti almanac (as transcribed in
/// public code), happylife.in (Sunday) and neerkondar.blogspot.com (Monday). Where the Sringeri
/// table stands alone (14 cells) it is outvoted; docs/observances.md lists the cells.
public enum TamilYogam: String, Sendable, Hashable, Codable, CaseIterable {
    /// Amirtha yogam: most auspicious.
    case amirtha
    /// Siddha yogam: auspicious.
    case siddha
    /// Marana yogam: inauspicious.
    case marana
    /// Prabalarishta yogam: inauspicious.
    case prabalarishta

    /// The yogam of nakshatra `nakshatra` (1…27) on a weekday (0 = Sunday).
    public init(weekday: Int, nakshatra: Int) {
        if TamilYogam.amirthaTable[weekday].contains(nakshatra) {
            self = .amirtha
        } else if TamilYogam.maranaTable[weekday].contains(nakshatra) {
            self = .marana
        } else if TamilYogam.prabalarishtaTable[weekday].contains(nakshatra) {
            self = .prabalarishta
        } else {
            self = .siddha
        }
    }

    /// Whether the yogam is auspicious.
    public var isAuspicious: Bool { self == .amirtha || self == .siddha }
    /// English name, e.g. "Amirtha Yogam".
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + " Yogam" }
    /// Tamil name.
    public var tamil: String {
        switch self {
        case .amirtha: "அமிர்த யோகம்"
        case .siddha: "சித்த யோகம்"
        case .marana: "மரண யோகம்"
        case .prabalarishta: "பிரபலாரிஷ்ட யோகம்"
        }
    }

    // Nakshatra numbers (1 = Ashwini) per weekday, Sunday first.
    static let amirthaTable: [Set<Int>] = [
        [12, 19, 21, 22, 26, 27], [4, 5, 7, 15, 22], [4, 12, 19, 26], [3, 11, 12, 20, 21, 25], [1, 7, 10, 15],
        [1, 13, 19], [4, 10, 24],
    ]
    static let maranaTable: [Set<Int>] = [
        [10, 16, 17, 18, 23], [3, 10, 16, 20, 21, 25], [6, 16, 18, 24, 25], [1, 13, 19, 27], [3, 4, 5, 6, 12, 24],
        [4, 8, 9, 10, 18, 22], [9, 12, 13, 14, 25],
    ]
    // One a weekday: Bharani, Chitra, Uttara Ashadha, Dhanishta, Jyeshtha, Purva Ashadha, Revati.
    static let prabalarishtaTable: [Set<Int>] = [[2], [14], [21], [23], [18], [20], [27]]
}
