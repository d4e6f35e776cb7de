import CivilTime
import Foundation
import Observances
import Panchang

/// One Gregorian year of calendar data at one place under one tradition: the span (panchang of
/// every day with lunar and solar dates) and every observance, indexed by day.
struct CalendarYear: Sendable {
    let year: Int
    let span: CalendarSpan
    let observances: [Observance]
    let byDate: [CivilDate: [Observance]]
}

/// The calendar engine as the web app uses it: the bundled ephemeris and festival catalog loaded
/// once, and computed years kept in a small cache (a city-year takes milliseconds in release, but
/// every page of a visit reads the same year).
final class CalendarEngine: @unchecked Sendable {
    /// The years the pages accept (the engine serves 1001–2998; a year needs its neighbours).
    static let years = 1100...2900

    let base: ObservanceCalculator
    private let lock = NSLock()
    private var cache: [String: CalendarYear] = [:]
    private var order: [String] = []
    private static let capacity = 24

    init() throws {
        base = try ObservanceCalculator.bundled()
    }

    /// The shared engine, loaded on first use.
    static let shared: Result<CalendarEngine, any Error> = Result { try CalendarEngine() }

    func calculator(_ reckoning: CalendarReckoning) -> ObservanceCalculator {
        ObservanceCalculator(panchang: base.panchang, conventions: reckoning.conventions, catalog: base.catalog)
    }

    /// The year's data, computed once per place, reckoning and year.
    func year(_ year: Int, at location: Location, reckoning: CalendarReckoning) throws -> CalendarYear {
        guard Self.years.contains(year) else { throw CalendarInputError.yearOutOfRange(year) }
        let key =
            "\(location.latitude),\(location.longitude),\(location.timeZoneIdentifier),"
            + "\(reckoning.tradition.rawValue),\(reckoning.fasting.rawValue),\(year)"
        lock.lock()
        if let hit = cache[key] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let calculator = calculator(reckoning)
        let first = try CivilDate(year: year, month: 1, day: 1)
        let last = try CivilDate(year: year, month: 12, day: 31)
        let span = try calculator.span(from: first, through: last, at: location)
        let observances = calculator.observances(in: span)
        let computed = CalendarYear(
            year: year, span: span, observances: observances, byDate: Dictionary(grouping: observances, by: \.date))
        lock.lock()
        defer { lock.unlock() }
        if cache[key] == nil {
            cache[key] = computed
            order.append(key)
            if order.count > Self.capacity { cache[order.removeFirst()] = nil }
        }
        return computed
    }

    /// The observances from `first` through `last` (inclusive), across years.
    func observances(
        from first: CivilDate, through last: CivilDate, at location: Location, reckoning: CalendarReckoning
    )
        throws -> [Observance]
    {
        guard first <= last else { return [] }
        var result: [Observance] = []
        for y in first.year...last.year {
            result += try year(y, at: location, reckoning: reckoning).observances.filter {
                $0.date >= first && $0.date <= last
            }
        }
        return result
    }
}

/// Input the calendar pages and API refuse, each with a message for people (mapped to 4xx).
enum CalendarInputError: Error, Equatable, CustomStringConvertible {
    case yearOutOfRange(Int)
    case badDate(String)
    case badMonth(String)
    case badNumber(name: String, text: String)
    case outOfRange(name: String, text: String)
    case unknownTradition(String)
    case unknownPath(String)
    case unknownFasting(String)
    case unknownContent(String)
    case unknownFestival(String)
    case unknownPlace(String)
    case badTime(String)
    case rangeTooLong(Int)
    case queryTooLong
    case missing(String)
    /// The observance does not fall on the asked day; the message is already in the person's language.
    case notOnDate(String)

    var description: String {
        switch self {
        case .yearOutOfRange(let y): "the year \(y) is outside 1100–2900, the years this calendar serves"
        case .badDate(let t): "“\(Self.clip(t))” is not a date; use YYYY-MM-DD, e.g. 2026-11-08"
        case .badMonth(let t): "“\(Self.clip(t))” is not a month; use YYYY-MM, e.g. 2026-11"
        case .badNumber(let n, let t): "\(n) must be a number, not “\(Self.clip(t))”"
        case .outOfRange(let n, let t): "\(n) “\(Self.clip(t))” is out of range"
        case .unknownTradition(let t):
            "unknown tradition “\(Self.clip(t))”; choose purnimant, amavasyant, gujarati, bengali, tamil or malayalam"
        case .unknownPath(let t): "unknown dharma path “\(Self.clip(t))”"
        case .unknownFasting(let t): "unknown fasting rule “\(Self.clip(t))”; choose smarta, vaishnava or iskcon"
        case .unknownContent(let t): "unknown sync content “\(Self.clip(t))”; choose festivals, tithis or full"
        case .unknownFestival(let t): "no festival or observance “\(Self.clip(t))” is known"
        case .unknownPlace(let t): "no city “\(Self.clip(t))” is known"
        case .badTime(let t): "“\(Self.clip(t))” is not a time; use HH:MM, e.g. 07:00"
        case .rangeTooLong(let d): "the range is \(d) days long; ask for at most 400 days"
        case .queryTooLong: "the search text is too long (at most 100 characters)"
        case .missing(let n): "\(n) is required"
        case .notOnDate(let message): message
        }
    }

    /// Echoed text is cut short, so an error never repeats a huge input.
    static func clip(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}
