import Foundation

extension Date {
    /// ISO 8601 to the second with the zone's UTC offset, e.g. `2026-01-02T06:32:10+05:30`.
    ///
    /// Drops the fraction of a second, as `WallClockMinute` drops the seconds, so that the first
    /// 16 characters always name the minute every page shows (an instant at 07:21:59.6 is 07:21:59,
    /// never 07:22:00).
    public func iso8601(in timeZone: TimeZone) -> String {
        let rounded = Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down))
        let offset = timeZone.secondsFromGMT(for: rounded)
        let local = Int(rounded.timeIntervalSince1970) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let seconds = local - days * 86_400
        let day = CivilDate(julianDayNumber: days + 2_440_588)
        let sign = offset < 0 ? "-" : "+"
        let hh = String(format: "%02d", seconds / 3600)
        let mm = String(format: "%02d", seconds / 60 % 60)
        let ss = String(format: "%02d", seconds % 60)
        let oh = String(format: "%02d", abs(offset) / 3600)
        let om = String(format: "%02d", abs(offset) / 60 % 60)
        return "\(day)T\(hh):\(mm):\(ss)\(sign)\(oh):\(om)"
    }
}
