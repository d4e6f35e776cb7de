import CivilTime
import Foundation

/// An interval of time.
public struct TimeWindow: Sendable, Hashable, Codable {
    /// Its bounds; `end` is after `start`.
    public let start: Date
    public let end: Date

    /// A window from its bounds.
    public init(start: Date, end: Date) {
        self.start = start
        self.end = end
    }
}

/// The day's periods that follow from sunrise and sunset (calendar-rules.md §5).
public struct DayTimings: Sendable, Hashable {
    /// Rahu Kalam: the weekday's eighth of the daytime (Sun 8, Mon 2, Tue 7, Wed 5, Thu 6, Fri 4, Sat 3).
    public let rahuKalam: TimeWindow
    /// Yamagandam: Jupiter's eighth (Sun 5, Mon 4, Tue 3, Wed 2, Thu 1, Fri 7, Sat 6).
    public let yamagandam: TimeWindow
    /// Gulika Kalam: Saturn's eighth (Sun 7, Mon 6, Tue 5, Wed 4, Thu 3, Fri 2, Sat 1).
    public let gulikaKalam: TimeWindow
    /// Abhijit muhurta: the 8th of 15 day muhurtas, around local noon.
    public let abhijit: TimeWindow
    /// Brahma muhurta: the 14th of 15 muhurtas of the night before sunrise; nil without the
    /// previous sunset.
    public let brahmaMuhurta: TimeWindow?
    /// Dur muhurtam, in order (Sun 14; Mon 9, 12; Tue 4 and the 7th night muhurta; Wed 8;
    /// Thu 6, 12; Fri 4, 9; Sat 1, 2 — the Drik-style Saturday of §5.3).
    public let durMuhurtam: [TimeWindow]

    static let rahuPart = [8, 2, 7, 5, 6, 4, 3]
    static let yamaPart = [5, 4, 3, 2, 1, 7, 6]
    static let gulikaPart = [7, 6, 5, 4, 3, 2, 1]
    static let durDay: [[Int]] = [[14], [9, 12], [4], [8], [6, 12], [4, 9], [1, 2]]

    /// Timings for a day of weekday `weekday` with the given sunrise and sunset; the night
    /// periods need the previous sunset and the next sunrise.
    public init(weekday: Weekday, sunrise: Date, sunset: Date, nextSunrise: Date?, previousSunset: Date?) {
        let sr = sunrise.timeIntervalSince1970
        let day = sunset.timeIntervalSince1970 - sr
        func part(_ n: Int, of pieces: Double, from origin: Double, length: Double) -> TimeWindow {
            TimeWindow(
                start: Date(timeIntervalSince1970: origin + Double(n - 1) * length / pieces),
                end: Date(timeIntervalSince1970: origin + Double(n) * length / pieces))
        }
        let w = weekday.rawValue
        rahuKalam = part(DayTimings.rahuPart[w], of: 8, from: sr, length: day)
        yamagandam = part(DayTimings.yamaPart[w], of: 8, from: sr, length: day)
        gulikaKalam = part(DayTimings.gulikaPart[w], of: 8, from: sr, length: day)
        abhijit = part(8, of: 15, from: sr, length: day)
        if let previousSunset {
            let night = sr - previousSunset.timeIntervalSince1970
            brahmaMuhurta = part(14, of: 15, from: previousSunset.timeIntervalSince1970, length: night)
        } else {
            brahmaMuhurta = nil
        }
        var dur = DayTimings.durDay[w].map { part($0, of: 15, from: sr, length: day) }
        if weekday == .tuesday, let nextSunrise {
            let ss = sunset.timeIntervalSince1970
            dur.append(part(7, of: 15, from: ss, length: nextSunrise.timeIntervalSince1970 - ss))
        }
        durMuhurtam = dur
    }
}
