import Observances

/// What can go wrong asking the Tamil Calendar for days.
public enum TamilError: Error, Sendable, Equatable, CustomStringConvertible {
    case outsideYears(String)
    case engine(String)

    public var description: String {
        switch self {
        case .outsideYears(let date): "\(date) is outside \(CalendarRange.description), the days this calendar serves"
        case .engine(let message): message
        }
    }
}
