import CivilTime
import Foundation

extension RiseSetFinder {
    /// A finder for an observer at `location` (its elevation is not used).
    public init(ephemeris: Ephemeris, location: Location) {
        self.init(ephemeris: ephemeris, latitude: location.latitude, longitude: location.longitude)
    }

    /// The crossing on the local civil day `date` in `timeZone` — from its midnight to the next,
    /// so 23- and 25-hour days count as they are — or nil when there is none that day.
    public func crossing(
        _ kind: HorizonCrossing, of body: Body, convention: RiseSetConvention,
        on date: CivilDate, in timeZone: TimeZone
    ) -> Date? {
        let start = JulianDay.ut(date.start(in: timeZone))
        let end = JulianDay.ut(date.adding(days: 1).start(in: timeZone))
        return crossing(kind, of: body, convention: convention, from: start, to: end).map(JulianDay.date(ut:))
    }
}
