import Observances

/// What the Dharmic Companion's core refuses, each with a message for people.
public enum CompanionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A year outside `CalendarEngine.years`.
    case yearOutOfRange(Int)

    public var description: String {
        switch self {
        case .yearOutOfRange(let y):
            "the year \(y) is outside \(CalendarRange.years.lowerBound)–\(CalendarRange.years.upperBound), the years this calendar serves"
        }
    }
}
