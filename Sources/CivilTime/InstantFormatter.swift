import Foundation

/// Text for instants and days in one zone, fast enough for a feed of years: integer arithmetic
/// only (no `String(format:)`, no `DateFormatter`), and the zone's UTC offset looked up once per
/// stretch between two of its transitions instead of once per instant.
///
/// Every form drops the fraction of a second and shows the minute a wall clock shows (the rule of
/// `WallClockMinute`): 07:21:59.6 is 07:21. A formatter keeps what it learnt about its zone, so it
/// is made for one task (one rendering) and not shared across threads.
public final class InstantFormatter {
    public let timeZone: TimeZone
    /// Stretches `[start, end)` of UTC seconds over which the zone's offset is constant; each was
    /// found by one lookup and grows toward earlier instants as they are asked for.
    private var spans: [(start: Int, end: Int, offset: Int)] = []
    private var hint = 0

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The zone's offset from UTC in seconds at `seconds` after 1970-01-01T00:00:00Z.
    public func utcOffset(atUnixSeconds seconds: Int) -> Int {
        if hint < spans.count, spans[hint].start <= seconds, seconds < spans[hint].end { return spans[hint].offset }
        for (i, span) in spans.enumerated() where span.start <= seconds && seconds < span.end {
            hint = i
            return span.offset
        }
        let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
        let offset = timeZone.secondsFromGMT(for: instant)
        let end = timeZone.nextDaylightSavingTimeTransition(after: instant).map {
            Int($0.timeIntervalSince1970.rounded(.down))
        }
        // No transition between `seconds` and `end`: a stretch ending there holds the same offset.
        let stop = end.map { max($0, seconds + 1) } ?? Int.max
        if let i = spans.firstIndex(where: { $0.end == stop && $0.offset == offset }) {
            spans[i].start = min(spans[i].start, seconds)
            hint = i
        } else {
            spans.append((seconds, stop, offset))
            hint = spans.count - 1
        }
        return offset
    }

    /// The local day and second of that day at `instant` (fraction dropped), and the offset.
    public func local(_ instant: Date) -> (date: CivilDate, secondOfDay: Int, offset: Int) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let offset = utcOffset(atUnixSeconds: seconds)
        let (date, second) = Self.split(seconds + offset)
        return (date, second, offset)
    }

    /// The day and the second of the day of local seconds since 1970-01-01T00:00:00 local.
    static func split(_ local: Int) -> (CivilDate, Int) {
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (CivilDate(julianDayNumber: days + 2_440_588), local - days * 86_400)
    }

    /// ISO 8601 to the second with the zone's offset, e.g. `2026-01-02T06:32:10+05:30`
    /// (the same text as `Date.iso8601(in:)`; an offset of zero is `+00:00`, and a local mean
    /// time's offset is rounded to the minute, as RFC 3339 asks).
    public func iso8601(_ instant: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        appendISO8601(instant, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the ISO 8601 text of `instant` as UTF-8.
    public func appendISO8601(_ instant: Date, to bytes: inout [UInt8]) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        Self.appendISO8601(unixSeconds: seconds, offset: utcOffset(atUnixSeconds: seconds), to: &bytes)
    }

    /// The ISO 8601 text of an instant in whole UTC seconds at a known offset.
    ///
    /// RFC 3339 offsets are whole minutes. A local mean time before standard zones (Kolkata
    /// +05:53:28 until 1854) is written at its offset rounded to the minute (+05:53), the clock
    /// moved with it, so the text still names the same instant and every RFC 3339 parser reads it;
    /// only there can its minute differ from the wall clock the pages show.
    static func appendISO8601(unixSeconds seconds: Int, offset zoneOffset: Int, to bytes: inout [UInt8]) {
        let offset = zoneOffset % 60 == 0 ? zoneOffset : Int((Double(zoneOffset) / 60).rounded()) * 60
        let (date, second) = split(seconds + offset)
        Self.appendISODate(date, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        Self.appendTwoDigits(second / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(second / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(second % 60, to: &bytes)
        bytes.append(UInt8(ascii: offset < 0 ? "-" : "+"))
        Self.appendTwoDigits(abs(offset) / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(abs(offset) / 60 % 60, to: &bytes)
    }

    /// The 24-hour clock to the minute: "07:21".
    public func clock24(_ instant: Date) -> String {
        let second = local(instant).secondOfDay
        var bytes: [UInt8] = []
        bytes.reserveCapacity(5)
        Self.appendTwoDigits(second / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(second / 60 % 60, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The 12-hour clock to the minute: "7:21 AM", "12:05 PM", "12:00 AM" at midnight.
    public func clock12(_ instant: Date) -> String {
        let second = local(instant).secondOfDay
        let hour = second / 3600
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8)
        if twelve >= 10 { bytes.append(UInt8(ascii: "1")) }
        bytes.append(UInt8(ascii: "0") &+ UInt8(twelve % 10))
        bytes.append(UInt8(ascii: ":"))
        Self.appendTwoDigits(second / 60 % 60, to: &bytes)
        bytes.append(contentsOf: hour < 12 ? Array(" AM".utf8) : Array(" PM".utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The minute the zone's clock shows at `instant`.
    public func wallClockMinute(_ instant: Date) -> WallClockMinute {
        let (date, second, _) = local(instant)
        return WallClockMinute(date: date, minuteOfDay: second / 60)
    }

    /// `2026-01-02`: four-digit years 0–9999 with zeros in front; other years as `CivilDate` writes them.
    public static func appendISODate(_ date: CivilDate, to bytes: inout [UInt8]) {
        guard (0...9999).contains(date.year) else {
            bytes.append(contentsOf: Array(date.description.utf8))
            return
        }
        appendTwoDigits(date.year / 100, to: &bytes)
        appendTwoDigits(date.year % 100, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(date.month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendTwoDigits(date.day, to: &bytes)
    }

    /// Two decimal digits of `value` (0–99).
    @inline(__always)
    static func appendTwoDigits(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10))
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
    }
}
