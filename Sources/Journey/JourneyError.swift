import Foundation

/// Why the Journey refused: an answer out of range, a day already answered, a day start that is
/// not a time of day.
public enum JourneyError: Error, Equatable, Sendable, CustomStringConvertible {
    case noSuchOption(Int)
    case alreadyAnswered(day: String)
    case badDayStart(Int)
    case unknownBadge(String)
    case journeyOff

    public var description: String {
        switch self {
        case .noSuchOption(let n): "There is no answer \(n); choose one of the four."
        case .alreadyAnswered(let day): "The challenge of \(day) was already answered."
        case .badDayStart(let minute): "A day can start between 00:00 and 12:00, not at minute \(minute)."
        case .journeyOff:
            "The Journey is off; turn it on in the Dharmic Companion's Settings to answer the daily challenge."
        case .unknownBadge(let id): "There is no badge called “\(id.count > 40 ? String(id.prefix(40)) + "…" : id)”."
        }
    }
}
