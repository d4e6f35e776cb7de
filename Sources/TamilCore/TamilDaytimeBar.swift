import Foundation
import Panchang

/// The daytime as a bar from sunrise (0) to sunset (1) with the periods a person plans around:
/// Nalla Neram that ends by sunset, Rahu Kalam, Yamagandam and Kuligai. Positions are fractions of
/// the daytime, clamped to the bar; a period wholly outside it is left out.
public struct TamilDaytimeBar: Sendable, Hashable {
    public struct Segment: Sendable, Hashable {
        public let period: TamilPeriod.ID
        /// Where the segment starts and ends on the bar, 0…1, `start < end`.
        public let start: Double
        public let end: Double
    }

    public let sunrise: Date
    public let sunset: Date
    /// In the order Nalla Neram (by time), Rahu Kalam, Yamagandam, Kuligai.
    public let segments: [Segment]

    /// The bar of `day`; nil when the day has no sunrise, sunset or daytime periods (far north or
    /// south).
    public init?(_ day: TamilDay) {
        guard let timings = day.timings, let sunrise = day.panchang.sunrise, let sunset = day.panchang.sunset,
            sunset > sunrise
        else { return nil }
        self.sunrise = sunrise
        self.sunset = sunset
        let length = sunset.timeIntervalSince(sunrise)
        func at(_ instant: Date) -> Double { max(0, min(1, instant.timeIntervalSince(sunrise) / length)) }
        var windows = day.details.nallaNeram.filter { $0.end <= sunset }.map { (TamilPeriod.ID.nallaNeram, $0) }
        windows += [
            (.rahukaalam, timings.rahuKalam), (.yamagandam, timings.yamagandam), (.kuligai, timings.gulikaKalam),
        ]
        segments = windows.compactMap { id, window in
            let start = at(window.start)
            let end = at(window.end)
            return end > start ? Segment(period: id, start: start, end: end) : nil
        }
    }

    /// Where `instant` is on the bar, nil before sunrise or after sunset.
    public func position(of instant: Date) -> Double? {
        guard instant >= sunrise, instant <= sunset else { return nil }
        return instant.timeIntervalSince(sunrise) / sunset.timeIntervalSince(sunrise)
    }
}
