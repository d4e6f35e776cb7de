import CivilTime
import Foundation
import Observances
import Panchang
import Places
import Vakya

/// The Tamil Calendar's engine door: the observance calculator and the city catalog, with the
/// months already computed at each place kept in a small cache, so a day or a week is a lookup.
public final class TamilCalendar: @unchecked Sendable {
    public let calculator: ObservanceCalculator
    public let places: PlaceCatalog

    /// One computed Gregorian month (with a week either side) at one place.
    public struct Month: Sendable {
        public let span: CalendarSpan
        public let observances: [Observance]
        public let byDay: [CivilDate: [Observance]]
    }

    private struct Key: Hashable {
        let location: Location
        let year: Int
        let month: Int
        let reckoning: Reckoning
    }

    /// Months kept (least recently used dropped first); a month is ≈ 150 computed days, a few
    /// hundred kilobytes.
    public static let cacheSize = 96
    private let cache = ComputedCache<Key, Month>(capacity: cacheSize)

    /// The popular cities for quick selection, resolved once.
    public let popular: [Place]

    public init(calculator: ObservanceCalculator, places: PlaceCatalog) {
        self.calculator = calculator
        self.places = places
        popular = places.popular()
    }

    /// The Tamil conventions: amanta month names, Tamil solar months and the Tamil Hanuman Jayanti
    /// (Margazhi Amavasai); Ekadasi and the other fasts by the Smarta rule.
    public static let conventions: ObservanceConventions = {
        var c = ObservanceConventions()
        c.monthSystem = .amanta
        c.solarCalendar = .tamil
        c.hanumanJayanti = .tamil
        return c
    }()

    public static func bundled() throws -> TamilCalendar {
        TamilCalendar(
            calculator: try ObservanceCalculator.bundled(conventions: conventions), places: try PlaceCatalog.bundled())
    }

    /// The computed month holding `date` at `location`, its Tamil months (and the festivals fixed to
    /// them) by `reckoning`.
    public func month(of date: CivilDate, at location: Location, reckoning: Reckoning = .drik) throws(TamilError)
        -> Month
    {
        let key = Key(location: location, year: date.year, month: date.month, reckoning: reckoning)
        return try cache.value(for: key) { () throws(TamilError) -> Month in
            try computeMonth(of: date, at: location, reckoning: reckoning)
        }
    }

    private func computeMonth(of date: CivilDate, at location: Location, reckoning: Reckoning) throws(TamilError)
        -> Month
    {
        guard CalendarRange.computableYears.contains(date.year) else { throw .outsideYears(date.description) }
        let first = try! CivilDate(year: date.year, month: date.month, day: 1)
        let last = try! CivilDate(
            year: date.year, month: date.month, day: CivilDate.daysIn(month: date.month, year: date.year))
        let drik: CalendarSpan
        do {
            drik = try calculator.span(from: first.adding(days: -9), through: last.adding(days: 7), at: location)
        } catch {
            throw .engine(error.description)
        }
        let span = try TamilReckoning.apply(reckoning, to: drik)
        let observances = calculator.observances(in: span)
        return Month(span: span, observances: observances, byDay: Dictionary(grouping: observances, by: \.date))
    }

    /// Everything the Tamil Calendar shows for one civil day at one place. `tamilDatesAt`, when
    /// given (e.g. `TamilCalendar.chennai`), is where the Tamil date is reckoned instead of
    /// `location`, for people abroad who keep Tamil Nadu's Tamil dates; everything else stays local.
    public func day(
        _ date: CivilDate, at location: Location, tamilDatesAt: Location? = nil, reckoning: Reckoning = .drik
    ) throws(TamilError) -> TamilDay {
        let m = try month(of: date, at: location, reckoning: reckoning)
        guard let frame = m.span.frame(date),
            let details = m.span.tamilDetails(date, ephemeris: calculator.panchang.ephemeris)
        else { throw .engine("\(date) was not computed") }
        var tamilDate = m.span.tamilDate(date)
        if let elsewhere = tamilDatesAt {
            tamilDate = try month(of: date, at: elsewhere, reckoning: reckoning).span.tamilDate(date)
        }
        return TamilDay(
            date: date, location: location, frame: frame, tamilDate: tamilDate, details: details,
            observances: m.byDay[date] ?? [], navaratri: navaratriDay(date, in: m),
            sun: TamilSunDay.of(frame.day, at: location, ephemeris: calculator.panchang.ephemeris),
            angas: try TamilDayAngas.vakya(frame, in: m.span) ?? TamilDayAngas(drik: frame.day))
    }

    /// Consecutive days from `first`.
    public func days(
        from first: CivilDate, count: Int, at location: Location, tamilDatesAt: Location? = nil,
        reckoning: Reckoning = .drik
    ) throws(TamilError) -> [TamilDay] {
        var result: [TamilDay] = []
        for i in 0..<count {
            result.append(
                try day(first.adding(days: i), at: location, tamilDatesAt: tamilDatesAt, reckoning: reckoning))
        }
        return result
    }

    /// Observances from `first` through `last` (at most a few months), in date order.
    public func observances(
        from first: CivilDate, through last: CivilDate, at location: Location, reckoning: Reckoning = .drik
    ) throws(TamilError) -> [Observance] {
        var result: [Observance] = []
        var cursor = try! CivilDate(year: first.year, month: first.month, day: 1)
        while cursor <= last {
            let m = try month(of: cursor, at: location, reckoning: reckoning)
            result += m.observances.filter {
                $0.date >= first && $0.date <= last && $0.date.year == cursor.year && $0.date.month == cursor.month
            }
            cursor = cursor.adding(days: CivilDate.daysIn(month: cursor.month, year: cursor.year))
        }
        return result
    }

    /// 1…9 when `date` is one of the nine nights of Navaratri (from the festival's first day).
    private func navaratriDay(_ date: CivilDate, in month: Month) -> Int? {
        for o in month.observances where o.id == "navaratri" {
            let n = o.date.days(until: date)
            if (0..<9).contains(n) { return n + 1 }
        }
        return nil
    }
}
