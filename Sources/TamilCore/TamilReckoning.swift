import CivilTime
import Foundation
import Observances
import Vakya

/// Applies a reckoning to a computed span: by the Vakya almanac the Tamil months begin at the
/// Ārya-siddhānta saṅkrāntis (South Indian sunset rule at the span's place), so the Tamil date and
/// every festival fixed to a Tamil solar date (Pongal, Puthandu, Aadi Perukku…) follow it, and the
/// tithis and nakshatras are the almanac's at the place's own sunrises (`VakyaLunarAngas`), so
/// Ekadasi, Pradosham, Sankatahara Chaturthi, Amavasai, Pournami, Krittikai and the lunar
/// festivals follow it too, and the amanta months are the almanac's (`VakyaLunarMonths`), so an
/// adhika month and the month of a lunar festival follow it; by drik the span is returned as computed.
public enum TamilReckoning {
    public static func apply(_ reckoning: Reckoning, to span: CalendarSpan) throws(TamilError) -> CalendarSpan {
        guard reckoning == .vakya, let firstFrame = span.frames.first, let lastFrame = span.frames.last else {
            return span
        }
        let zone = span.location.timeZone
        let starts: [VakyaMonthStart]
        do {
            starts = try VakyaMonthRule.sunset.monthStarts(
                from: firstFrame.sunrise, to: lastFrame.nextSunrise, in: zone,
                sunset: { day in span.frame(day)?.sunset ?? day.start(in: zone).addingTimeInterval(18 * 3_600) })
        } catch {
            throw .engine(error.description)
        }
        let solar = span.replacingSolarStarts(
            of: .tamil, with: starts.map { (sign: $0.month - 1, sankranti: $0.sankranti, firstDay: $0.firstDay) })
        do {
            // The amanta months by the Vakya new moons and Ārya saṅkrāntis: in 5 years of 1950–2050
            // they place an adhika month elsewhere than the ephemeris (docs/vakya.md).
            let months = try VakyaLunarMonths.months(
                from: firstFrame.day.windowStart.addingTimeInterval(-40 * 86_400),
                to: lastFrame.day.windowEnd.addingTimeInterval(40 * 86_400),
                sunrises: span.frames.compactMap(\.day.sunrise))
            return try solar.replacingLunarAngas(with: VakyaLunarAngas()).replacingLunarMonths(with: months)
        } catch let error as TamilError {
            throw error
        } catch {
            throw .engine("\(error)")
        }
    }
}
