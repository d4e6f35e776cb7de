import Astronomy
import CivilTime
import Foundation

/// Computes panchangs: single days, whole ranges (a city-year in one call), anga transitions,
/// new and full moons and sankrantis. Pure: place, dates and conventions are parameters.
public struct PanchangCalculator: Sendable {
    /// Longest range served by one call: 200 years.
    public static let maximumDays = 73_050

    /// The positions used.
    public let ephemeris: Ephemeris
    /// Sunrise definition and ayanamsa.
    public let conventions: PanchangConventions
    let clock: LunarClock

    /// A calculator over `ephemeris` under `conventions` (defaults documented on `PanchangConventions`).
    public init(ephemeris: Ephemeris, conventions: PanchangConventions = PanchangConventions()) {
        self.ephemeris = ephemeris
        self.conventions = conventions
        clock = LunarClock(ephemeris: ephemeris, ayanamsa: conventions.ayanamsa)
    }

    /// A calculator over the bundled DE440 tables.
    public static func bundled(conventions: PanchangConventions = PanchangConventions()) throws(PanchangError)
        -> PanchangCalculator
    {
        do {
            return PanchangCalculator(ephemeris: try Ephemeris.bundled(), conventions: conventions)
        } catch {
            throw .astronomy(error)
        }
    }

    /// The panchang of one civil day at `location`.
    public func day(_ date: CivilDate, at location: Location) throws(PanchangError) -> PanchangDay {
        try days(from: date, through: date, at: location)[0]
    }

    /// The panchang of every civil day from `first` through `last` at `location`.
    ///
    /// Work is shared between days: each sunrise is computed once (it ends one day and starts the
    /// next) and each anga's transitions are found once for the whole range.
    public func days(from first: CivilDate, through last: CivilDate, at location: Location) throws(PanchangError)
        -> [PanchangDay]
    {
        guard first <= last else { throw .emptyRange(from: first, to: last) }
        for date in [first, last] where !(1000...2999).contains(date.year) { throw .outsideYears(date) }
        let count = first.days(until: last) + 1
        guard count <= PanchangCalculator.maximumDays else {
            throw .rangeTooLong(days: count, limit: PanchangCalculator.maximumDays)
        }
        let zone = location.timeZone
        // Local midnights from the day before `first` to two days after `last`.
        let midnights = (0...(count + 3)).map { first.adding(days: $0 - 1).start(in: zone) }
        let bounds = midnights.map(JulianDay.ut)
        do {
            try ephemeris.check(tt: bounds[0] - 3)
            try ephemeris.check(tt: bounds[bounds.count - 1] + 3)
        } catch {
            throw .astronomy(error)
        }
        let finder = RiseSetFinder(ephemeris: ephemeris, latitude: location.latitude, longitude: location.longitude)
        // Sun events for days first−1 … last+1 (index 0 = first−1).
        var sunrises: [Double?] = []
        var sunsets: [Double?] = []
        var nutations: [Nutation] = []
        for i in 0...(count + 1) {
            let (a, b) = (bounds[i], bounds[i + 1])
            // Nutation is evaluated every third day: sidereal time moves by under 0.02″ meanwhile.
            let noon = (a + b) / 2
            nutations.append(i % 3 == 0 ? Nutation(tt: noon + DeltaT.days(ut: noon)) : nutations[i - 1])
            let rise = finder.crossing(
                .rise, of: .sun, convention: conventions.sunrise, from: a, to: b,
                nutation: nutations[i], near: i > 0 ? sunrises[i - 1].map { $0 + 1 } : nil)
            let set = finder.crossing(
                .set, of: .sun, convention: conventions.sunrise, from: a, to: b,
                nutation: nutations[i], near: i > 0 ? sunsets[i - 1].map { $0 + 1 } : nil)
            sunrises.append(rise)
            sunsets.append(set)
        }
        let windowStarts = (0...(count + 1)).map { sunrises[$0] ?? bounds[$0] }
        let timelines = self.timelines(fromUT: windowStarts[1] - 2, toUT: windowStarts[count + 1] + 2)

        var result: [PanchangDay] = []
        result.reserveCapacity(count)
        var lastMoonrise: Double?
        var lastMoonset: Double?
        for d in 0..<count {
            let i = d + 1
            let date = first.adding(days: d)
            let (a, b) = (bounds[i], bounds[i + 1])
            let moonrise = finder.crossing(
                .rise, of: .moon, convention: .standard, from: a, to: b, nutation: nutations[i],
                near: lastMoonrise.map { $0 + 1.0351 })
            let moonset = finder.crossing(
                .set, of: .moon, convention: .standard, from: a, to: b, nutation: nutations[i],
                near: lastMoonset.map { $0 + 1.0351 })
            lastMoonrise = moonrise ?? lastMoonrise.map { $0 + 1.0351 }
            lastMoonset = moonset ?? lastMoonset.map { $0 + 1.0351 }
            let (from, to) = (windowStarts[i], windowStarts[i + 1])
            func instant(_ jd: Double?) -> Date? { jd.map(JulianDay.date(ut:)) }
            // Without a sunrise the window runs from local midnight: the exact instant, not its
            // Julian-day round trip, which lands tens of microseconds early (23:59:59 of the
            // day before on a clock that drops seconds).
            let windowStart = sunrises[i].map(JulianDay.date(ut:)) ?? midnights[i]
            let windowEnd = sunrises[i + 1].map(JulianDay.date(ut:)) ?? midnights[i + 1]
            var timings: DayTimings?
            if let sr = sunrises[i], let ss = sunsets[i], ss > sr {
                timings = DayTimings(
                    weekday: date.weekday, sunrise: JulianDay.date(ut: sr), sunset: JulianDay.date(ut: ss),
                    nextSunrise: instant(sunrises[i + 1]), previousSunset: instant(sunsets[i - 1]))
            }
            result.append(
                PanchangDay(
                    date: date, sunrise: instant(sunrises[i]), sunset: instant(sunsets[i]),
                    moonrise: instant(moonrise), moonset: instant(moonset), nextSunrise: instant(sunrises[i + 1]),
                    windowStart: windowStart, windowEnd: windowEnd, vara: Vara(date),
                    tithi: timelines.tithi.spans(from: from, to: to),
                    nakshatra: timelines.nakshatra.spans(from: from, to: to),
                    yoga: timelines.yoga.spans(from: from, to: to), karana: timelines.karana.spans(from: from, to: to),
                    timings: timings))
        }
        return result
    }
}
