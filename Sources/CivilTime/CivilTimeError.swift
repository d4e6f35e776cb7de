/// Everything that can be wrong with a day, a place or a time zone given to the engines.
public enum CivilTimeError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformedDate(String)
    case invalidDate(String)
    case invalidLatitude(Double)
    case invalidLongitude(Double)
    case invalidElevation(Double)
    case unknownTimeZone(String)

    public var description: String {
        switch self {
        case .malformedDate(let text): "“\(text)” is not a date in the form YYYY-MM-DD"
        case .invalidDate(let text): "\(text) is not a day of the calendar"
        case .invalidLatitude(let value): "latitude \(value) is outside −90…90"
        case .invalidLongitude(let value): "longitude \(value) is outside −180…180"
        case .invalidElevation(let value): "elevation \(value) m is outside −500…9000"
        case .unknownTimeZone(let name): "“\(name)” is not a known IANA time zone"
        }
    }
}
