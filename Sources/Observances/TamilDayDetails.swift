import Astronomy
import CivilTime
import Foundation
import Panchang

/// A Gowri part with its time.
public struct GowriPeriod: Sendable, Hashable {
    /// Which Gowri.
    public let gowri: Gowri
    /// Whether it falls in the daytime (else the night).
    public let isDay: Bool
    /// When.
    public let window: TimeWindow
}

/// A Tamil yogam in force over part of the day.
public struct TamilYogamPeriod: Sendable, Hashable {
    /// The yogam.
    public let yogam: TamilYogam
    /// The nakshatra that gives it.
    public let nakshatra: Int
    /// Its part of the Hindu day.
    public let window: TimeWindow
}

/// People of a janma rasi under Chandrashtamam: the Moon in the eighth sign from their own.
public struct ChandrashtamamPeriod: Sendable, Hashable {
    /// The birth moon sign affected (0 = Mesha).
    public let janmaRasi: Int
    /// The Moon's sign then.
    public let moonSign: Int
    /// Its part of the Hindu day.
    public let window: TimeWindow

    /// Tamil rasi names in Latin letters, Mesham first.
    public static let rasiNames = [
        "Mesham", "Rishabam", "Mithunam", "Kadagam", "Simmam", "Kanni", "Thulam", "Viruchigam", "Dhanusu", "Magaram",
        "Kumbam", "Meenam",
    ]
    /// The affected rasi's Tamil name.
    public var rasiName: String { ChandrashtamamPeriod.rasiNames[janmaRasi] }
}

/// The Tamil details of one day (seed 004): Gowri panchangam, Nalla Neram, the Tamil yogam and
/// Chandrashtamam.
public struct TamilDayDetails: Sendable, Hashable {
    /// The 8 day and 8 night Gowri parts, in order.
    public let gowri: [GowriPeriod]
    /// Gowri Nalla Neram: the good Gowri parts less any overlap with Rahu Kalam and Yamagandam.
    public let gowriNallaNeram: [TimeWindow]
    /// Nalla Neram: the daytime good Gowri parts less Rahu Kalam, Yamagandam and Kuligai (Gulika).
    public let nallaNeram: [TimeWindow]
    /// Tamil yogams from sunrise to the next sunrise.
    public let yogam: [TamilYogamPeriod]
    /// Chandrashtamam from sunrise to the next sunrise.
    public let chandrashtamam: [ChandrashtamamPeriod]
}

/// How the Gowri day is measured (calendar-rules.md §5.5 CONFIG).
public enum GowriClock: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the day's sunrise and sunset (default).
    case sunrise
    /// From fixed 06:00 and 18:00 local time, as many Tamil wall calendars print it; Rahu Kalam,
    /// Yamagandam and Kuligai follow the same clock.
    case fixedSixAM
}

extension CalendarSpan {
    /// The Tamil details of a civil day; nil outside the span. `ephemeris` gives the Moon for
    /// Chandrashtamam; `clock` chooses sunrise-based (default) or fixed 06:00 Gowri parts.
    public func tamilDetails(_ date: CivilDate, ephemeris: Ephemeris, clock: GowriClock = .sunrise)
        -> TamilDayDetails?
    {
        guard let f0 = frame(date) else { return nil }
        let w = date.weekday.rawValue
        let zone = location.timeZone
        let (rise, set, next): (Date, Date, Date) =
            clock == .sunrise
            ? (f0.sunrise, f0.sunset, f0.nextSunrise)
            : (
                date.instant(hour: 6, minute: 0, second: 0, in: zone),
                date.instant(hour: 18, minute: 0, second: 0, in: zone),
                date.adding(days: 1).instant(hour: 6, minute: 0, second: 0, in: zone)
            )
        let timings: DayTimings? =
            clock == .sunrise
            ? f0.day.timings
            : DayTimings(weekday: date.weekday, sunrise: rise, sunset: set, nextSunrise: next, previousSunset: nil)
        let f = (sunrise: rise, sunset: set, nextSunrise: next, day: f0.day)
        let day = f.sunset.timeIntervalSince(f.sunrise) / 8
        let night = f.nextSunrise.timeIntervalSince(f.sunset) / 8
        var periods: [GowriPeriod] = []
        for (i, g) in Gowri.dayParts(weekday: w).enumerated() {
            let s = f.sunrise.addingTimeInterval(Double(i) * day)
            periods.append(GowriPeriod(gowri: g, isDay: true, window: TimeWindow(start: s, end: s + day)))
        }
        for (i, g) in Gowri.nightParts(weekday: w).enumerated() {
            let s = f.sunset.addingTimeInterval(Double(i) * night)
            periods.append(GowriPeriod(gowri: g, isDay: false, window: TimeWindow(start: s, end: s + night)))
        }
        let rahuYama = [timings?.rahuKalam, timings?.yamagandam].compactMap { $0 }
        let good = periods.filter(\.gowri.isGood)
        let gowriNalla = TimeWindow.merged(good.flatMap { TimeWindow.subtract(rahuYama, from: $0.window) })
        let nalla = TimeWindow.merged(
            good.filter(\.isDay).flatMap {
                TimeWindow.subtract(rahuYama + [timings?.gulikaKalam].compactMap { $0 }, from: $0.window)
            })
        // The span's nakshatras, not the day's own: under another lunar reckoning
        // (`replacingLunarAngas(with:)`, the Vakya almanac) the yogam follows its nakshatra.
        var yogams: [TamilYogamPeriod] = []
        for n in nakshatras where n.end > f0.sunrise && n.start < f0.nextSunrise {
            let s = max(n.start, f0.sunrise)
            let e = min(n.end, f0.nextSunrise)
            guard e > s else { continue }
            yogams.append(
                TamilYogamPeriod(
                    yogam: TamilYogam(weekday: w, nakshatra: n.index), nakshatra: n.index,
                    window: TimeWindow(start: s, end: e)))
        }
        return TamilDayDetails(
            gowri: periods, gowriNallaNeram: gowriNalla, nallaNeram: nalla, yogam: yogams,
            chandrashtamam: MoonSigns.periods(
                from: f0.sunrise, to: f0.nextSunrise, ephemeris: ephemeris,
                ayanamsa: conventions.panchang.ayanamsa))
    }
}

extension TimeWindow {
    /// Windows in order with touching or overlapping ones joined (two good Gowri parts in a row are
    /// one Nalla Neram).
    static func merged(_ windows: [TimeWindow]) -> [TimeWindow] {
        var out: [TimeWindow] = []
        for w in windows.sorted(by: { $0.start < $1.start }) {
            if let last = out.last, w.start.timeIntervalSince(last.end) < 1 {
                out[out.count - 1] = TimeWindow(start: last.start, end: max(last.end, w.end))
            } else {
                out.append(w)
            }
        }
        return out
    }

    /// Pieces shorter than this are rounding noise, not time: a Gowri part and the Rahu Kalam that
    /// covers it are both eighths of the same daytime, computed along different paths, so their
    /// "equal" ends differ by a fraction of a microsecond (issue 20: "2:47 PM – 2:47 PM").
    static let negligible: TimeInterval = 1

    /// `window` less every part covered by `cuts`, as ordered pieces; what a cut leaves shorter than
    /// `negligible` is no piece at all.
    static func subtract(_ cuts: [TimeWindow], from window: TimeWindow) -> [TimeWindow] {
        var pieces = [window]
        for c in cuts {
            pieces = pieces.flatMap { p -> [TimeWindow] in
                guard c.end > p.start, c.start < p.end else { return [p] }
                var out: [TimeWindow] = []
                if c.start.timeIntervalSince(p.start) >= negligible {
                    out.append(TimeWindow(start: p.start, end: c.start))
                }
                if p.end.timeIntervalSince(c.end) >= negligible { out.append(TimeWindow(start: c.end, end: p.end)) }
                return out
            }
        }
        return pieces
    }
}

/// The Moon's sidereal sign over an interval, by bisection on its longitude.
enum MoonSigns {
    static func sign(at t: Date, ephemeris: Ephemeris, ayanamsa: Ayanamsa) -> Int {
        let tt = JulianDay.tt(t)
        let deg = ephemeris.meanEclipticPlace(.moon, tt: tt).longitude * 180 / .pi - ayanamsa.meanDegrees(tt: tt)
        let x = (deg.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        return Int(x / 30) % 12
    }

    /// Chandrashtamam periods over [a, b): the Moon in sign m afflicts janma rasi m − 7 (the 8th
    /// sign counted inclusively). The Moon stays ≈ 2.3 days in a sign, so at most one change.
    static func periods(from a: Date, to b: Date, ephemeris: Ephemeris, ayanamsa: Ayanamsa) -> [ChandrashtamamPeriod] {
        let s0 = sign(at: a, ephemeris: ephemeris, ayanamsa: ayanamsa)
        let s1 = sign(at: b, ephemeris: ephemeris, ayanamsa: ayanamsa)
        func period(_ m: Int, _ from: Date, _ to: Date) -> ChandrashtamamPeriod {
            ChandrashtamamPeriod(janmaRasi: (m + 5) % 12, moonSign: m, window: TimeWindow(start: from, end: to))
        }
        guard s0 != s1 else { return [period(s0, a, b)] }
        var lo = a
        var hi = b
        while hi.timeIntervalSince(lo) > 1 {
            let mid = lo.addingTimeInterval(hi.timeIntervalSince(lo) / 2)
            if sign(at: mid, ephemeris: ephemeris, ayanamsa: ayanamsa) == s0 { lo = mid } else { hi = mid }
        }
        return [period(s0, a, hi), period(s1, hi, b)]
    }
}
