import Foundation

/// A day on the proleptic Gregorian calendar, with no time zone: "2026-01-14".
///
/// Use `CivilDate` to name a day and `Date` to name an instant; converting between them always
/// takes an explicit `TimeZone`.
public struct CivilDate: Sendable, Hashable, Comparable, Codable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a validated date; throws `CivilTimeError.invalidDate` for days that do not exist.
    public init(year: Int, month: Int, day: Int) throws(CivilTimeError) {
        guard (-9999...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { throw .invalidDate("\(year)-\(month)-\(day)") }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses the ISO 8601 calendar form `YYYY-MM-DD` (ASCII digits only).
    public init(iso text: String) throws(CivilTimeError) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { throw .malformedDate(text) }
        do {
            try self.init(year: y, month: m, day: d)
        } catch {
            throw .invalidDate(text)
        }
    }

    /// Number of days in a month of the proleptic Gregorian calendar.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CivilDate: CustomStringConvertible {
    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var description: String {
        guard (0...9999).contains(year) else {
            return "\(String(format: "%04d", year))-\(String(format: "%02d", month))-\(String(format: "%02d", day))"
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        InstantFormatter.appendISODate(self, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension CivilDate {
    private enum CodingKeys: String, CodingKey { case year, month, day }

    /// Decodes `{"year", "month", "day"}` like the synthesized form, but refuses a day that does
    /// not exist (2026-13-45), so no decoded value bypasses `init(year:month:day:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let year = try container.decode(Int.self, forKey: .year)
        let month = try container.decode(Int.self, forKey: .month)
        let day = try container.decode(Int.self, forKey: .day)
        do {
            try self.init(year: year, month: month, day: day)
        } catch {
            let text = String(format: "%04d-%02d-%02d", year, month, day)
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: text, underlyingError: error))
        }
    }
}

// Day arithmetic through the Julian Day Number (Fliegel & Van Flandern, CACM 11, 1968).
extension CivilDate {
    /// The Julian Day Number of this day (the JD at its noon, as an integer).
    public var julianDayNumber: Int {
        let a = (14 - month) / 12
        let y = year + 4800 - a
        let m = month + 12 * a - 3
        return day + (153 * m + 2) / 5 + 365 * y + y / 4 - y / 100 + y / 400 - 32045
    }

    /// The day with the given Julian Day Number.
    public init(julianDayNumber jdn: Int) {
        let a = jdn + 32044
        let b = (4 * a + 3) / 146097
        let c = a - 146097 * b / 4
        let d = (4 * c + 3) / 1461
        let e = c - 1461 * d / 4
        let m = (5 * e + 2) / 153
        self.init(
            unchecked: 100 * b + d - 4800 + m / 10,
            m + 3 - 12 * (m / 10),
            e - (153 * m + 2) / 5 + 1
        )
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDate {
        CivilDate(julianDayNumber: julianDayNumber + count)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int {
        other.julianDayNumber - julianDayNumber
    }

    /// The day of the week of this date.
    public var weekday: Weekday {
        Weekday(rawValue: (julianDayNumber + 1) % 7)!
    }
}

/// A day of the week, Sunday first, as in the vara lord order.
public enum Weekday: Int, Sendable, Hashable, Codable, CaseIterable {
    case sunday = 0
    case monday, tuesday, wednesday, thursday, friday, saturday
}
