import CivilTime
import Foundation

/// Sunrise and sunset by the NOAA approximation (good to about a minute), enough for the Vakya
/// tests without pulling the ephemeris into this test target.
enum NOAASun {
    /// Sunrise (`rising`) or sunset of a civil day at a place, as an instant.
    static func event(_ day: CivilDate, at place: Location, rising: Bool) -> Date {
        let n = Double(try! CivilDate(year: day.year, month: 1, day: 1).days(until: day) + 1)
        let g = 2 * Double.pi / 365 * (n - 1)
        let eqt =
            229.18
            * (0.000075 + 0.001868 * cos(g) - 0.032077 * sin(g) - 0.014615 * cos(2 * g) - 0.040849 * sin(2 * g))
        let decl =
            0.006918 - 0.399912 * cos(g) + 0.070257 * sin(g) - 0.006758 * cos(2 * g) + 0.000907 * sin(2 * g)
            - 0.002697 * cos(3 * g) + 0.00148 * sin(3 * g)
        let lat = place.latitude * .pi / 180
        let ha = acos(cos(90.833 * .pi / 180) / (cos(lat) * cos(decl)) - tan(lat) * tan(decl)) * 180 / .pi
        // Minutes after 0 h UT of the day; the civil day's noon at the place is near 720 − 4·longitude.
        let utcMinutes = 720 - 4 * (place.longitude + (rising ? ha : -ha)) - eqt
        return day.start(in: .gmt).addingTimeInterval(utcMinutes * 60)
    }

    static func sunset(_ day: CivilDate, at place: Location) -> Date { event(day, at: place, rising: false) }

    /// The place's sunrises around an instant, as `VakyaMoon.LocalSunrises` wants them.
    static func sunrises(at place: Location) -> @Sendable (Date) -> (rise: Date, next: Date)? {
        { instant in
            let day = CivilDate(instant, in: place.timeZone)
            let rises = (-1...1).map { event(day.adding(days: $0), at: place, rising: true) }
            guard let i = rises.lastIndex(where: { $0 <= instant }), i + 1 < rises.count else { return nil }
            return (rises[i], rises[i + 1])
        }
    }
}
