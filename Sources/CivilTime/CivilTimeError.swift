/// Everything that can be wrong with a day, a place or a time zone given to the engines.
public enum CivilTimeError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformedDate(String)
    case invalidDate(String)
    case invalidLatitude(Double)
    case invalidLongitude(Double)
    case invalidElevation(Double)
    case unknownTimeZone(String)
    /// A made-at instant that is not ISO 8601 with a zone (see `MadeAt`).
    case malformedInstant(String)
    /// A made-at instant later than the receiver's clock allows.
    case instantInFuture(String)
    /// A made-at instant older than the receiver accepts.
    case instantTooOld(String, maximumDays: Int)

    public var description: String {
        switch self {
        case .malformedDate(let text): "“\(text)” is not a date in the form YYYY-MM-DD"
        case .invalidDate(let text): "\(text) is not a day of the calendar"
        case .invalidLatitude(let value): "latitude \(value) is outside −90…90"
        case .invalidLongitude(let value): "longitude \(value) is outside −180…180"
        case .invalidElevation(let value): "elevation \(value) m is outside −500…9000"
        case .unknownTimeZone(let name): "“\(name)” is not a known IANA time zone"
        case .malformedInstant(let text):
            "“\(text)” is not an instant in ISO 8601 with a zone, such as 2026-11-25T04:00:00Z"
        case .instantInFuture(let text):
            "the instant \(text) is in the future (this device's clock may be wrong); nothing was recorded"
        case .instantTooOld(let text, let days):
            "the instant \(text) is more than \(days) days ago; writes older than that are not recorded"
        }
    }
}
