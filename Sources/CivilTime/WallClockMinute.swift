import Foundation

/// The minute a wall clock without seconds shows at an instant: the one rule every app, feed and API
/// of the suite uses to show an instant to the minute (docs/engine.md, "Showing an instant").
///
/// The seconds are dropped, never rounded: sunrise at 07:21:46 is 07:21, the minute in which it
/// happens, as a clock on the wall reads at that moment and as printed almanacs and Drik Panchang
/// list their times (see docs/engine.md for the check). Rounding would put some events in a minute
/// that has not begun yet.
public struct WallClockMinute: Sendable, Hashable, Comparable {
    /// The civil day on the zone's clock.
    public let date: CivilDate
    /// Minutes after that day's local midnight, 0–1439.
    public let minuteOfDay: Int

    /// The minute `zone`'s clock shows at `instant`.
    public init(_ instant: Date, in zone: TimeZone) {
        let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
        let minutes = Int((local / 60).rounded(.down))
        let days = Int((Double(minutes) / 1440).rounded(.down))
        date = CivilDate(julianDayNumber: days + 2_440_588)
        minuteOfDay = minutes - days * 1440
    }

    init(date: CivilDate, minuteOfDay: Int) {
        self.date = date
        self.minuteOfDay = minuteOfDay
    }

    /// 0–23.
    public var hour: Int { minuteOfDay / 60 }
    /// 0–59.
    public var minute: Int { minuteOfDay % 60 }
    /// "07:21".
    public var hhmm: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5)
        InstantFormatter.appendTwoDigits(hour, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        InstantFormatter.appendTwoDigits(minute, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func < (a: WallClockMinute, b: WallClockMinute) -> Bool {
        (a.date, a.minuteOfDay) < (b.date, b.minuteOfDay)
    }
}
