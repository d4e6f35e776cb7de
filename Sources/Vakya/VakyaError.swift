import Foundation

/// What can go wrong reckoning by the Vakya almanac.
public enum VakyaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A Kali day before the Moon's khaṇḍa (1,600,984, in 1281 CE), where the dhruva scheme is not defined.
    case beforeKhanda(kaliDay: Int)
    /// A search for a saṅkrānti or an anga's end did not converge.
    case searchFailed(String)
    /// A reckoning name that is neither `vakya` nor `drik`.
    case unknownReckoning(String)

    public var description: String {
        switch self {
        case .beforeKhanda(let day):
            "Kali day \(day) is before the Vakyakarana's khaṇḍa (Kali day \(VakyaMoon.khanda)); the Vakya Moon is not defined there"
        case .searchFailed(let what): "The Vakya search for \(what) did not converge"
        case .unknownReckoning(let text):
            "\"\(text)\" is not a reckoning: use vakya (the Vakya almanac) or drik (Thirukanitham)"
        }
    }
}
