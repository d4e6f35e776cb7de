import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore

/// One Gregorian year of calendar data at one place under one tradition: the span (panchang of
/// every day with lunar and solar dates) and every observance, indexed by day.
public struct CalendarYear: Sendable {
    public let year: Int
    public let span: CalendarSpan
    public let observances: [Observance]
    public let byDate: [CivilDate: [Observance]]
}

/// The Dharmic Companion's calendar: the bundled ephemeris and festival catalog loaded once, and
/// computed years kept in a small cache (a city-year takes milliseconds in release, but every page
/// of a visit reads the same year). Build one at start-up and share it; it is safe across threads.
///
/// The cache (`ComputedCache`) holds at most `capacity` (24) years, dropping the least recently
/// used first; a cold year is computed outside its lock, once however many requests ask for it at
/// the same moment, while requests for other years go on. A year is keyed by the place's latitude, longitude and time-zone identifier, the tradition, the fasting
/// rule, the Tamil reckoning (all three in `CalendarReckoning`) and the Gregorian year.
public final class CalendarEngine: @unchecked Sendable {
    /// The years the calendar serves: `CalendarRange.years`. Inputs are checked against it at the
    /// edge; `year(_:at:reckoning:)` computes any year the engine can, so a look-ahead from
    /// 2900-12-31 into 2901 works.
    public static let years = CalendarRange.years
    /// Years kept in the cache (a visit reads one or two; a few places and traditions fit).
    public static let capacity = 24

    /// The calculator under the default conventions; each reckoning reuses its panchang and catalog.
    public let base: ObservanceCalculator

    private struct Key: Hashable {
        let latitude: Double
        let longitude: Double
        let timeZoneIdentifier: String
        let reckoning: CalendarReckoning
        let year: Int
    }

    private let cache = ComputedCache<Key, CalendarYear>(capacity: capacity)

    /// An engine over `base` with an empty cache.
    public init(base: ObservanceCalculator) {
        self.base = base
    }

    /// An engine over the bundled ephemeris and festival catalog.
    public static func bundled() throws -> CalendarEngine {
        CalendarEngine(base: try ObservanceCalculator.bundled())
    }

    /// The calculator for one reckoning, sharing the base's panchang and catalog.
    public func calculator(_ reckoning: CalendarReckoning) -> ObservanceCalculator {
        ObservanceCalculator(panchang: base.panchang, conventions: reckoning.conventions, catalog: base.catalog)
    }

    /// The year's data, computed once per place, reckoning and year; throws
    /// `CompanionError.yearOutOfRange` outside `CalendarRange.computableYears`.
    public func year(_ year: Int, at location: Location, reckoning: CalendarReckoning) throws -> CalendarYear {
        guard CalendarRange.computableYears.contains(year) else { throw CompanionError.yearOutOfRange(year) }
        let key = Key(
            latitude: location.latitude, longitude: location.longitude,
            timeZoneIdentifier: location.timeZoneIdentifier, reckoning: reckoning, year: year)
        return try cache.value(for: key) { () throws -> CalendarYear in
            try compute(year, at: location, reckoning: reckoning)
        }
    }

    private func compute(_ year: Int, at location: Location, reckoning: CalendarReckoning) throws -> CalendarYear {
        let calculator = calculator(reckoning)
        let first = try CivilDate(year: year, month: 1, day: 1)
        let last = try CivilDate(year: year, month: 12, day: 31)
        let computedSpan = try calculator.span(from: first, through: last, at: location)
        let span: CalendarSpan
        do {
            span = try TamilReckoning.apply(reckoning.tamil, to: computedSpan)
        } catch {
            throw CompanionError.engine(error.description)
        }
        let observances = calculator.observances(in: span)
        return CalendarYear(
            year: year, span: span, observances: observances, byDate: Dictionary(grouping: observances, by: \.date))
    }

    /// The observances from `first` through `last` (inclusive), across years.
    public func observances(
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

    /// Whether `observance` is one of the catalog's festivals (not a monthly or weekly observance).
    public func isFestival(_ observance: Observance) -> Bool { base.catalog.festival(observance.id) != nil }
}
