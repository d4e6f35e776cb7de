/// What the Dharmic Companion's core refuses, each with a message for people.
public enum CompanionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A year outside `CalendarEngine.years`.
    case yearOutOfRange(Int)

    public var description: String {
        switch self {
        case .yearOutOfRange(let y): "the year \(y) is outside 1100–2900, the years this calendar serves"
        }
    }
}
