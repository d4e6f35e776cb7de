import Foundation

/// The Sun of the (first) Ārya-siddhānta, the authority for the Tamil and Malayalam solar year
/// (Sewell & Dikshit, *The Indian Calendar*, Art. 21): 4,320,000 revolutions in 1,577,917,500 civil
/// days, mean Sun at 0° at the Kali epoch, apogee fixed at 78°, epicycle 13°30′ (of 360°).
public enum AryaSun {
    /// Civil days in a sidereal solar year: 1,577,917,500 / 4,320,000 = 365 d 15 gh 31 p 15 vp.
    public static let yearDays = 1_577_917_500.0 / 4_320_000.0
    /// The Sun's apogee, degrees.
    public static let apogee = 78.0
    /// The epicycle, degrees of a 360° circle; its ratio to the radius is 13.5/360.
    public static let epicycle = 13.5
    /// Ujjain's longitude (75°46′ E), the meridian of the Kali day's mean sunrise.
    public static let ujjainLongitude = 75.7683

    /// **Empirical.** Minutes subtracted from "6:00 local mean time at Ujjain" to place the Kali
    /// epoch: fitted to nine published Vakya saṅkrānti times 2012–2025 (mean −20.8 min, sd 0.6 min).
    /// Its cause (an epoch or meridian convention) is not established; see docs/vakya.md.
    public static let empiricalClockOffsetMinutes = -20.8

    /// The instant the Sun's Kali count starts: JD 588465.5 + 6 h − Ujjain's longitude + the offset.
    public static let epoch: Date = KaliDay.instant(
        julianDay: KaliDay.epochJulianDay + 0.25 - ujjainLongitude / 360 + empiricalClockOffsetMinutes / 1440)

    /// Mean motion, degrees per day.
    public static let meanMotion = 360 / yearDays

    /// The mean longitude at an instant, degrees in [0, 360).
    public static func meanLongitude(at instant: Date) -> Double {
        Angle.normalized(instant.timeIntervalSince(epoch) / 86_400 * meanMotion)
    }

    /// The true longitude at an instant, degrees in [0, 360): mean − arcsin((13.5/360)·sin(mean − apogee)),
    /// the sine-table equation of centre of the Ārya-siddhānta.
    public static func trueLongitude(at instant: Date) -> Double {
        let mean = meanLongitude(at: instant)
        let equation = asin(epicycle / 360 * sin((mean - apogee) * .pi / 180)) * 180 / .pi
        return Angle.normalized(mean - equation)
    }

    /// The instant the true Sun enters `sign` (0 = Mesha) nearest to `near` (within half a year).
    public static func sankranti(sign: Int, near: Date) throws(VakyaError) -> Date {
        let target = Double(sign) * 30
        var t = near
        for _ in 0..<40 {
            let gap = Angle.signed(trueLongitude(at: t) - target)
            if abs(gap) < 1e-9 { return t }
            t = t.addingTimeInterval(-gap / meanMotion * 86_400)
        }
        guard abs(Angle.signed(trueLongitude(at: t) - target)) < 1e-6 else {
            throw .searchFailed("the saṅkrānti of sign \(sign) near \(near)")
        }
        return t
    }

    /// Every saṅkrānti from `from` to `to`, in order.
    public static func sankrantis(from: Date, to: Date) throws(VakyaError) -> [Sankranti] {
        var result: [Sankranti] = []
        var sign = Int(trueLongitude(at: from) / 30)
        var guess = from
        while true {
            sign = (sign + 1) % 12
            let gap = Angle.normalized(Double(sign) * 30 - trueLongitude(at: guess))
            let instant = try sankranti(sign: sign, near: guess.addingTimeInterval(gap / meanMotion * 86_400))
            if instant > to { break }
            if instant >= from { result.append(Sankranti(sign: sign, instant: instant)) }
            guess = instant.addingTimeInterval(86_400)
        }
        return result
    }
}

/// The Sun entering a sign by the Ārya-siddhānta.
public struct Sankranti: Sendable, Hashable, Codable {
    /// 0 = Mesha … 11 = Meena.
    public let sign: Int
    public let instant: Date
}
