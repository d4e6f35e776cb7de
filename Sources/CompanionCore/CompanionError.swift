import CivilTime
import Observances

/// What the Dharmic Companion's core refuses, each with a message for people.
public enum CompanionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A year outside `CalendarEngine.years`.
    case yearOutOfRange(Int)
    /// A reckoning the engines could not compute for the span asked (the Vakya almanac's message).
    case engine(String)
    /// An id that is neither a festival of the catalog nor a monthly observance.
    case unknownObservance(String)
    /// The observance does not fall on the day asked (at that place, under that reckoning).
    case notOnDate(id: String, date: CivilDate)
    /// A day the computed year has no panchang of.
    case noPanchang(CivilDate)

    public var description: String {
        switch self {
        case .yearOutOfRange(let y):
            "the year \(y) is outside \(CalendarRange.years.lowerBound)–\(CalendarRange.years.upperBound), the years this calendar serves"
        case .engine(let message): message
        case .unknownObservance(let id):
            "no festival or observance “\(id.count > 40 ? String(id.prefix(40)) + "…" : id)” is known"
        case .notOnDate(let id, let date): "\(id) does not fall on \(date) here"
        case .noPanchang(let date): "\(date) has no panchang at this place"
        }
    }
}
