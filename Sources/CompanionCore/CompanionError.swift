import Observances

/// What the Dharmic Companion's core refuses, each with a message for people.
public enum CompanionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A year outside `CalendarEngine.years`.
    case yearOutOfRange(Int)
    /// A reckoning the engines could not compute for the span asked (the Vakya almanac's message).
    case engine(String)

    public var description: String {
        switch self {
        case .yearOutOfRange(let y):
            "the year \(y) is outside \(CalendarRange.years.lowerBound)–\(CalendarRange.years.upperBound), the years this calendar serves"
        case .engine(let message): message
        }
    }
}
