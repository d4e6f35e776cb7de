import Foundation
import Panchang

/// The eight Gowri (Gauri) panchangam divisions (calendar-rules.md §5.5), named after the weekday
/// lords, plus Visham for Rahu's part.
public enum Gowri: String, Sendable, Hashable, Codable, CaseIterable {
    case uthi, amirtham, rogam, laabam, dhanam, sugam, soram, visham

    /// Whether the part is good (Nalla Neram).
    public var isGood: Bool { ![.rogam, .soram, .visham].contains(self) }
    /// English transliteration.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// Tamil name.
    public var tamil: String {
        switch self {
        case .uthi: "உத்தி"
        case .amirtham: "அமிர்தம்"
        case .rogam: "ரோகம்"
        case .laabam: "லாபம்"
        case .dhanam: "தனம்"
        case .sugam: "சுகம்"
        case .soram: "சோரம்"
        case .visham: "விஷம்"
        }
    }

    /// Lords in weekday order (Sun … Sat) give Uthi, Amirtham, Rogam, Laabam, Dhanam, Sugam, Soram.
    static let byLord: [Gowri] = [.uthi, .amirtham, .rogam, .laabam, .dhanam, .sugam, .soram]
    /// Rahu Kalam's eighth of the daytime per weekday (calendar-rules.md §5.1), which is Visham.
    static let rahuPart = [8, 2, 7, 5, 6, 4, 3]

    /// The eight day parts of weekday `w` (0 = Sunday): part 1 is the day's lord, then weekday order,
    /// with the Rahu Kalam part as Visham taking no lord (Gowri panchangam derivation [S14]; the
    /// Sunday and Monday rows match the published table [S16]).
    public static func dayParts(weekday w: Int) -> [Gowri] {
        var lord = w
        return (1...8).map { part in
            if part == rahuPart[w] { return .visham }
            defer { lord = (lord + 1) % 7 }
            return byLord[lord]
        }
    }

    /// The eight night parts of weekday `w` (0 = Sunday), sunset to sunrise, as published: Drik
    /// Panchang's and Prokerala's Tamil Gowri panchangam (read through public code that reproduces
    /// them; docs/observances.md names it). Each row is the weekday's own day cycle begun at the lord
    /// four weekdays on (Sunday night opens with Jupiter's Dhanam). hindu-blog's Sunday night [S16]
    /// runs the same cycle one part later; the kaala-chakra derivation [S14], shipped before, put
    /// Visham elsewhere on most nights (calendar-rules.md §5.5).
    public static func nightParts(weekday w: Int) -> [Gowri] { nightTable[w] }

    static let nightTable: [[Gowri]] = [
        [.dhanam, .sugam, .soram, .visham, .uthi, .amirtham, .rogam, .laabam],
        [.sugam, .soram, .uthi, .amirtham, .visham, .rogam, .laabam, .dhanam],
        [.soram, .uthi, .visham, .amirtham, .rogam, .laabam, .dhanam, .sugam],
        [.uthi, .amirtham, .rogam, .laabam, .dhanam, .sugam, .soram, .visham],
        [.amirtham, .visham, .rogam, .laabam, .dhanam, .sugam, .soram, .uthi],
        [.rogam, .laabam, .dhanam, .sugam, .soram, .uthi, .visham, .amirtham],
        [.laabam, .dhanam, .sugam, .soram, .uthi, .visham, .amirtham, .rogam],
    ]
}
