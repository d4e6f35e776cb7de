import Foundation
import Observances
import Vakya

/// The amanta lunar months by the Vakya reckoning: opened by the Vakya new moons (Vararuci's Moon
/// overtaking the Ārya Sun, `VakyaPanchang.newMoons`) and named by the Ārya saṅkrāntis within them
/// (the month in which the Sun enters Meṣa is Vaiśākha; none entered is an adhika month), the same
/// rule `LunarCalendar` applies to the ephemeris's new moons and saṅkrāntis.
public enum VakyaLunarMonths {
    /// The months opened from `from` to `to` (the last one found only closes a month); empty before
    /// the Vakyakarana's khaṇḍa (1281 CE). With a place's `sunrises` the Moon runs by rule of three
    /// between them, as the span's tithis do; outside them, between the tabulated sunrises.
    public static func months(from: Date, to: Date, sunrises: [Date] = []) throws(TamilError) -> [LunarMonthSpan] {
        do {
            let local = sunrises.isEmpty ? nil : VakyaLocalSunrises(sunrises).closure
            let newMoons = try VakyaPanchang.newMoons(from: from, to: to, sunrises: local)
            let ingresses = try AryaSun.sankrantis(
                from: from.addingTimeInterval(-80 * 86_400), to: to.addingTimeInterval(80 * 86_400))
            return LunarCalendar.months(newMoons: newMoons, ingresses: ingresses.map { ($0.sign, $0.instant) })
        } catch {
            if case .beforeKhanda = error { return [] }
            throw .engine(error.description)
        }
    }
}
