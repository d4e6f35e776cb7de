import Foundation

/// The Vakyakarana Moon (Vakyakarana I.9–14a, ed. Kuppanna Sastri & Sarma 1962, pp. 253–4): the
/// True Moon at the mean sunrise of each Kali day, from a khaṇḍa, three period dhruvas and the 248
/// candravākyas; between sunrises it is interpolated linearly, as the almanacs do by rule of three.
public enum VakyaMoon {
    /// The khaṇḍa (a Kali day) and the True Moon at its sunrise, 7 r 2°0′7″.
    public static let khanda = 1_600_984
    public static let khandaMoon = Angle.rdms(7, 2, 0, 7)
    /// Period dhruvas: whole periods of days and the Moon's gain over each (beyond whole revolutions).
    public static let periods: [(days: Int, dhruva: Double)] = [
        (12_372, Angle.rdms(9, 27, 48, 10)),
        (3_031, Angle.rdms(11, 7, 31, 1)),
        (248, Angle.rdms(0, 27, 44, 6)),
    ]
    /// The daily motion the vinadi correction is measured against, 13°11′.
    public static let referenceMotion = Angle.rdms(0, 13, 11)

    /// **Empirical.** Seconds after 0 h UT of the Kali-day Julian Day at which the tabulated
    /// sunrise falls: 12 minutes, the offset with which the Devil7 implementation reproduces the
    /// Srirangam Vakya almanac's nakshatra ends (tested here against the same five ends).
    public static let empiricalSunriseOffset: TimeInterval = 12 * 60

    /// Candravākya n (0…248) in degrees; 0 is the empty remainder.
    public static func vakya(_ n: Int) -> Double { n == 0 ? 0 : table[n - 1] }

    static let table: [Double] = candravakyaTable.map { entry in
        let parts = entry.split(separator: " ").map { Int($0)! }
        return Angle.rdms(parts[0], parts[1], parts[2])
    }

    /// The steps of the computation for one Kali day: the quotients of the three periods and the
    /// remainder that picks the vākya.
    public struct Reduction: Sendable, Equatable {
        public let quotients: [Int]
        public let remainder: Int
    }

    /// Divides (ahargaṇa − khaṇḍa) by 12,372, 3,031 and 248 in turn.
    public static func reduce(kaliDay: Int) throws(VakyaError) -> Reduction {
        guard kaliDay >= khanda else { throw .beforeKhanda(kaliDay: kaliDay) }
        var rest = kaliDay - khanda
        var quotients: [Int] = []
        for period in periods {
            quotients.append(rest / period.days)
            rest %= period.days
        }
        return Reduction(quotients: quotients, remainder: rest)
    }

    /// The True Moon, degrees in [0, 360), at the mean sunrise of a Kali day.
    public static func trueLongitude(kaliDay: Int) throws(VakyaError) -> Double {
        let r = try reduce(kaliDay: kaliDay)
        var moon = khandaMoon + vakya(r.remainder)
        for (q, period) in zip(r.quotients, periods) { moon += Double(q) * period.dhruva }
        // The day's motion out of the vākya table; remainder 0 steps in from the previous cycle's end.
        let motion = Angle.normalized(
            r.remainder == 0 ? vakya(248) - vakya(247) : vakya(r.remainder) - vakya(r.remainder - 1))
        // The vinadi correction for the accumulated dhruva error: 32 vinadis per 248-day period and
        // −8 per 3,031-day period, scaled by how far the day's motion is from 13°11′.
        let q2 = r.quotients[1]
        let q3 = r.quotients[2]
        let vinadis = Double(q3 == 0 ? -8 * q2 : 32 * q3 - 8 * q2)
        moon += (motion - referenceMotion) * vinadis / 3600
        return Angle.normalized(moon)
    }

    /// The instant of the tabulated mean sunrise opening a Kali day.
    public static func sunrise(kaliDay: Int) -> Date {
        KaliDay.instant(julianDay: KaliDay.epochJulianDay + Double(kaliDay)).addingTimeInterval(empiricalSunriseOffset)
    }

    /// The Kali day whose tabulated sunrise begins the day holding `instant`, with the fraction elapsed.
    public static func kaliDay(at instant: Date) -> (day: Int, fraction: Double) {
        let elapsed = KaliDay.elapsed(at: instant, offset: empiricalSunriseOffset)
        let day = Int(elapsed.rounded(.down))
        return (day, elapsed - Double(day))
    }

    /// A place's sunrises: for an instant, the sunrise opening its day there and the next sunrise
    /// (nil where the Sun does not rise). The engine takes them as a parameter; it computes none.
    public typealias LocalSunrises = @Sendable (Date) -> (rise: Date, next: Date)?

    /// The True Moon at an instant as an almanac made for one place reckons it: the tabulated Moon
    /// reduced to each local sunrise, then the rule of three between consecutive local sunrises.
    ///
    /// The Vakyakarana's reduction (I.14b–17a) moves the Moon from the tabulated (Ujjain) mean
    /// sunrise to the place's true sunrise by the day's motion times the interval: deśāntara (the
    /// longitude difference), carārdha (half the excess of day over night) and bhujāntara (the Sun's
    /// equation in time). Taken together those three are the interval from the tabulated sunrise to
    /// the local one, so the reduced Moon is the tabulated Moon advanced by the day's motion to the
    /// place's sunrise instant (`trueLongitude(at:)` there). The rule of three then runs between the
    /// place's sunrises instead of the tabulated ones; far from the Vakya meridian (Toronto, London)
    /// this moves anga ends by minutes (docs/vakya.md). Without `sunrises`, the tabulated sunrises.
    public static func trueLongitude(at instant: Date, sunrises: LocalSunrises?) throws(VakyaError) -> Double {
        guard let sunrises, let (rise, next) = sunrises(instant), rise <= instant, instant < next else {
            return try trueLongitude(at: instant)
        }
        let start = try trueLongitude(at: rise)
        let end = try trueLongitude(at: next)
        let fraction = instant.timeIntervalSince(rise) / next.timeIntervalSince(rise)
        return Angle.normalized(start + Angle.normalized(end - start) * fraction)
    }

    /// The True Moon at an instant, interpolated linearly between the two tabulated sunrises.
    public static func trueLongitude(at instant: Date) throws(VakyaError) -> Double {
        let (day, fraction) = kaliDay(at: instant)
        let start = try trueLongitude(kaliDay: day)
        let end = try trueLongitude(kaliDay: day + 1)
        return Angle.normalized(start + Angle.normalized(end - start) * fraction)
    }
}
