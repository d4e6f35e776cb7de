import Foundation

/// How a Tamil calendar is reckoned: by the Vakya almanac (Tamil Nadu's government lists, most Tamil
/// temples, the Pambu Panchangam) or by drik-ganita (Thirukanitham, the modern ephemeris).
public enum Reckoning: String, Sendable, Hashable, Codable, CaseIterable {
    case vakya
    case drik

    /// Parses `vakya` or `drik` (case-insensitive; `thirukanitham` is accepted for drik).
    public init(parsing text: String) throws(VakyaError) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "vakya", "vakyam", "vakkiyam": self = .vakya
        case "drik", "thirukanitham", "thirukanitha": self = .drik
        default: throw .unknownReckoning(text)
        }
    }

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .vakya: "Vakya"
        case .drik: "Thirukanitham (drik)"
        }
    }
}
