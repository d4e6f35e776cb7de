import Foundation

extension Date {
    /// ISO 8601 to the second with the zone's UTC offset, e.g. `2026-01-02T06:32:10+05:30`.
    ///
    /// Drops the fraction of a second, as `WallClockMinute` drops the seconds, so that the first
    /// 16 characters always name the minute every page shows (an instant at 07:21:59.6 is 07:21:59,
    /// never 07:22:00).
    /// One zone lookup; for many instants in one zone an `InstantFormatter` looks up far fewer.
    public func iso8601(in timeZone: TimeZone) -> String {
        let seconds = Int(timeIntervalSince1970.rounded(.down))
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        InstantFormatter.appendISO8601(unixSeconds: seconds, offset: offset, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
