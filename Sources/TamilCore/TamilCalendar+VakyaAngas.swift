import CivilTime
import Foundation
import Vakya

extension TamilCalendar {
    /// Sunrises looked at for one day's Vakya angas: that day's and the next four (an anga in force
    /// at sunrise ends within about 27 hours of it, so the last one is never reached).
    static let vakyaSunriseCount = 5

    /// The Vakya almanac's angas at the sunrise of `date` at `location`, reduced to the place's own
    /// sunrises (the drik engine's, the same the page shows); nil where the Sun does not rise that
    /// day or before the khaṇḍa. `reckoning` only picks the cached month to read the sunrises from.
    public func vakyaAngas(on date: CivilDate, at location: Location, reckoning: Reckoning = .vakya)
        throws(TamilError) -> VakyaDayAngas?
    {
        let m = try month(of: date, at: location, reckoning: reckoning)
        var sunrises: [Date] = []
        for i in 0..<Self.vakyaSunriseCount {
            guard let frame = m.span.frame(date.adding(days: i)) else { break }
            if let rise = frame.day.sunrise { sunrises.append(rise) }
        }
        guard let sunrise = m.span.frame(date)?.day.sunrise else { return nil }
        return try VakyaDayAngas.at(sunrise: sunrise, localSunrises: sunrises)
    }
}
