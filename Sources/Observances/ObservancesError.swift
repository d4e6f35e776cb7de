import CivilTime
import Panchang

/// Everything that can go wrong when calendars or observances are asked for.
public enum ObservancesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The panchang underneath failed (a year outside the engine's range, for instance).
    case panchang(PanchangError)
    /// The festival catalog could not be read or is inconsistent.
    case catalog(String)
    /// A year outside the range the calendars serve (1001–2998: the margins need the years around it).
    case outsideYears(Int)
    /// A day asked for outside the span that was computed.
    case dayNotComputed(CivilDate)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .panchang(let error): error.description
        case .catalog(let message): "the festival catalog is broken: \(message)"
        case .outsideYears(let year): "\(year) is outside the years 1001–2998 the calendars serve"
        case .dayNotComputed(let date): "\(date) is outside the computed span"
        }
    }
}
