import Foundation
import Vakya

/// A place's consecutive sunrises, as the Vakya engine takes them (`VakyaMoon.LocalSunrises`): for
/// an instant, the sunrise opening its day there and the next one.
public struct VakyaLocalSunrises: Sendable, Hashable {
    /// Two sunrises further apart than this (a day without a sunrise, far north or south) are not
    /// taken as one day; the engine then falls back to the tabulated sunrises.
    public static let longestDay: TimeInterval = 36 * 3_600

    /// Ascending.
    public let sunrises: [Date]

    public init(_ sunrises: [Date]) { self.sunrises = sunrises.sorted() }

    /// The sunrise at or before `instant` and the next one; nil outside the list or across a gap.
    public func day(holding instant: Date) -> (rise: Date, next: Date)? {
        // The last sunrise at or before `instant`, by bisection (spans ask this for every sunrise
        // of a year).
        var lo = 0
        var hi = sunrises.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sunrises[mid] <= instant { lo = mid + 1 } else { hi = mid }
        }
        let i = lo - 1
        guard i >= 0, i + 1 < sunrises.count else { return nil }
        let (rise, next) = (sunrises[i], sunrises[i + 1])
        return next.timeIntervalSince(rise) <= Self.longestDay ? (rise, next) : nil
    }

    /// The engine's parameter.
    public var closure: VakyaMoon.LocalSunrises {
        let copy = self
        return { instant in copy.day(holding: instant) }
    }
}
