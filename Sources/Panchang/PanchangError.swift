import Astronomy
import CivilTime

/// Everything that can go wrong when a panchang is asked for.
public enum PanchangError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The astronomy underneath failed (e.g. a date outside the ephemeris' years).
    case astronomy(AstronomyError)
    /// A range whose end comes before its start.
    case emptyRange(from: CivilDate, to: CivilDate)
    /// A day outside the years 1000–2999.
    case outsideYears(CivilDate)
    /// A range longer than the engine serves in one call.
    case rangeTooLong(days: Int, limit: Int)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .astronomy(let error): error.description
        case .emptyRange(let from, let to): "the range ends (\(to)) before it starts (\(from))"
        case .outsideYears(let date): "\(date) is outside the years 1000–2999 the engine serves"
        case .rangeTooLong(let days, let limit): "a range of \(days) days is longer than the \(limit) days allowed"
        }
    }
}
