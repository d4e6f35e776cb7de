/// Everything that can go wrong when the astronomy engine is asked for a position or an event.
public enum AstronomyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bundled ephemeris file is missing or damaged.
    case ephemerisUnavailable(String)
    /// The instant lies outside the years the engine serves (1000–2999).
    case outOfRange(julianDay: Double, covered: ClosedRange<Double>)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .ephemerisUnavailable(let reason):
            "the bundled Sun and Moon ephemeris could not be read: \(reason)"
        case .outOfRange(let jd, let covered):
            "year \(Int((2000 + (jd - 2_451_545) / 365.25).rounded(.down))) is outside the years 1000–2999 the engine serves (Julian days \(covered.lowerBound)…\(covered.upperBound))"
        }
    }
}
