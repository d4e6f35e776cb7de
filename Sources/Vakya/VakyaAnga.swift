import Foundation

/// The five angas' four lunar ones by the Vakya reckoning.
public enum VakyaAngaKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// (Moon − Sun) / 12°, 30 a month; 1 = Shukla Prathamai.
    case tithi
    /// Moon / 13°20′, 27; 1 = Ashwini.
    case nakshatra
    /// (Moon + Sun) / 13°20′, 27; 1 = Vishkambha.
    case yoga
    /// (Moon − Sun) / 6°, 60 half-tithis numbered 1…60 (1 = Kimstughna).
    case karana

    var count: Int {
        switch self {
        case .tithi: 30
        case .nakshatra, .yoga: 27
        case .karana: 60
        }
    }

    func longitude(moon: Double, sun: Double) -> Double {
        switch self {
        case .tithi, .karana: Angle.normalized(moon - sun)
        case .nakshatra: moon
        case .yoga: Angle.normalized(moon + sun)
        }
    }
}

/// An anga in force at an instant and the instant it ends, by the Vakya Moon and the Ārya Sun.
public struct VakyaAnga: Sendable, Hashable, Codable {
    public let kind: VakyaAngaKind
    /// 1-based number within its kind.
    public let number: Int
    public let end: Date
}

/// Angas by the Vakya reckoning. Tithi, yoga and karana take the Ārya-siddhānta Sun; the Vakya
/// zodiac is its own sidereal frame, so no ayanāṁśa is applied (docs/vakya.md).
public enum VakyaPanchang {
    /// The Sun and Moon, degrees, at an instant; the Moon by the rule of three between `sunrises`
    /// (a place's own) when given, else between the tabulated sunrises (`VakyaMoon`).
    public static func longitudes(at instant: Date, sunrises: VakyaMoon.LocalSunrises? = nil) throws(VakyaError) -> (
        sun: Double, moon: Double
    ) {
        (AryaSun.trueLongitude(at: instant), try VakyaMoon.trueLongitude(at: instant, sunrises: sunrises))
    }

    /// The 1-based number of `kind` in force at an instant.
    public static func number(_ kind: VakyaAngaKind, at instant: Date, sunrises: VakyaMoon.LocalSunrises? = nil)
        throws(VakyaError) -> Int
    {
        let (sun, moon) = try longitudes(at: instant, sunrises: sunrises)
        let span = 360 / Double(kind.count)
        return Int(kind.longitude(moon: moon, sun: sun) / span) % kind.count + 1
    }

    /// The anga of `kind` in force at `instant`, with its end found by stepping an hour at a time and
    /// bisecting to a second.
    public static func anga(_ kind: VakyaAngaKind, at instant: Date, sunrises: VakyaMoon.LocalSunrises? = nil)
        throws(VakyaError) -> VakyaAnga
    {
        let n = try number(kind, at: instant, sunrises: sunrises)
        var lo = instant
        var hi = instant
        var steps = 0
        repeat {
            lo = hi
            hi = hi.addingTimeInterval(3_600)
            steps += 1
            if steps > 24 * 3 { throw .searchFailed("the end of \(kind.rawValue) \(n)") }
        } while try number(kind, at: hi, sunrises: sunrises) == n
        while hi.timeIntervalSince(lo) > 1 {
            let mid = lo.addingTimeInterval(hi.timeIntervalSince(lo) / 2)
            if try number(kind, at: mid, sunrises: sunrises) == n { lo = mid } else { hi = mid }
        }
        return VakyaAnga(kind: kind, number: n, end: hi)
    }

    /// Every anga of `kind` that ends between `from` and `to`, in order.
    public static func ends(
        _ kind: VakyaAngaKind, from: Date, to: Date, sunrises: VakyaMoon.LocalSunrises? = nil
    ) throws(VakyaError) -> [VakyaAnga] {
        var result: [VakyaAnga] = []
        var cursor = from
        while cursor < to {
            let a = try anga(kind, at: cursor, sunrises: sunrises)
            if a.end > to { break }
            result.append(a)
            cursor = a.end.addingTimeInterval(1)
        }
        return result
    }
}
