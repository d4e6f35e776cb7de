import CivilTime
import Foundation
import Testing

@Suite("The fast instant formatter writes what Foundation's formatters write")
struct InstantFormatterTests {
    static let zones = [
        "Asia/Kolkata", "Asia/Kathmandu", "Australia/Adelaide", "Australia/Lord_Howe", "Asia/Tehran",
        "America/St_Johns", "America/New_York", "America/Los_Angeles", "America/Sao_Paulo", "Europe/London",
        "Europe/Moscow", "Pacific/Chatham", "Pacific/Apia", "Pacific/Kiritimati", "America/Caracas",
        "Africa/Casablanca", "Asia/Singapore", "UTC", "Pacific/Marquesas", "Asia/Colombo",
    ]

    /// Instants from 1100 to 2900: a pseudo-random spread (any second) plus every hour around
    /// each of a zone's transitions in a few recent and future years.
    static func instants(for zone: TimeZone, seed: UInt64) -> [Date] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        let first = -27_130_000_000.0  // 1110
        let last = 29_340_000_000.0  // 2899
        var dates = (0..<3000).map { _ in
            Date(timeIntervalSince1970: first + Double(next() % UInt64(last - first)) + Double(next() % 1000) / 1000)
        }
        var cursor = Date(timeIntervalSince1970: -2_000_000_000)  // 1906
        for _ in 0..<60 {
            guard let transition = zone.nextDaylightSavingTimeTransition(after: cursor),
                transition.timeIntervalSince1970 < 4_200_000_000
            else { break }
            for hour in -3...3 {
                for second in [-1.0, -0.4, 0, 1] {
                    dates.append(transition.addingTimeInterval(Double(hour) * 3600 + second))
                }
            }
            cursor = transition.addingTimeInterval(30 * 86_400)
        }
        return dates
    }

    /// 1582-10-15T00:00:00Z, the first Gregorian day: before it Foundation's ISO8601DateFormatter
    /// writes Julian dates, while ISO 8601 (and CivilTime) count the proleptic Gregorian calendar.
    static let gregorianReform = -12_219_292_800.0

    @Test("Before the Gregorian reform the date is proleptic Gregorian, as ISO 8601 asks, not Foundation's Julian")
    func prolepticGregorian() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let formatter = InstantFormatter(timeZone: utc)
        #expect(formatter.iso8601(Date(timeIntervalSince1970: Self.gregorianReform)) == "1582-10-15T00:00:00+00:00")
        #expect(
            formatter.iso8601(Date(timeIntervalSince1970: Self.gregorianReform - 1)) == "1582-10-14T23:59:59+00:00")
        #expect(
            formatter.iso8601(Date(timeIntervalSince1970: Self.gregorianReform - 86_400 * 365))
                == "1581-10-15T00:00:00+00:00")
    }

    static let rfc3339 = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$"#

    @Test(
        "ISO 8601 with offset equals ISO8601DateFormatter's in 20 zones (1582–2899), and CivilTime's from 1110; a local mean time's offset is to the minute"
    )
    func iso8601MatchesFoundation() throws {
        var meanTimes = 0
        for (index, name) in Self.zones.enumerated() {
            let zone = try #require(TimeZone(identifier: name))
            let reference = ISO8601DateFormatter()
            reference.timeZone = zone
            let formatter = InstantFormatter(timeZone: zone)
            var mismatches: [String] = []
            for instant in Self.instants(for: zone, seed: UInt64(index + 1)) {
                var expected = reference.string(from: instant)
                if expected.hasSuffix("Z") { expected = expected.dropLast() + "+00:00" }
                let fast = formatter.iso8601(instant)
                let single = instant.iso8601(in: zone)
                if instant.timeIntervalSince1970 < Self.gregorianReform + 86_400 {
                    if fast != single { mismatches.append("\(instant.timeIntervalSince1970): \(fast) vs \(single)") }
                } else if zone.secondsFromGMT(for: instant) % 60 != 0 {
                    // A local mean time: Foundation writes the offset's seconds (`+05:53:28`),
                    // RFC 3339 has none; ours is the offset to the minute, naming the same second.
                    let whole = Date(timeIntervalSince1970: instant.timeIntervalSince1970.rounded(.down))
                    meanTimes += 1
                    if fast != single || ISO8601DateFormatter().date(from: fast) != whole
                        || fast.range(of: Self.rfc3339, options: .regularExpression) == nil
                    {
                        mismatches.append("\(instant.timeIntervalSince1970): \(fast) / \(single) vs \(expected)")
                    }
                } else if fast != expected || single != expected {
                    mismatches.append("\(instant.timeIntervalSince1970): \(fast) / \(single) vs \(expected)")
                }
            }
            #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
        }
        #expect(meanTimes > 100, "local mean times checked: \(meanTimes)")
    }

    @Test("Clock times equal DateFormatter's HH:mm and h:mm a, and the wall-clock minute")
    func clocksMatchFoundation() throws {
        for (index, name) in Self.zones.enumerated() {
            let zone = try #require(TimeZone(identifier: name))
            let h24 = DateFormatter()
            h24.locale = Locale(identifier: "en_US_POSIX")
            h24.timeZone = zone
            h24.dateFormat = "HH:mm"
            let h12 = DateFormatter()
            h12.locale = Locale(identifier: "en_US_POSIX")
            h12.timeZone = zone
            h12.dateFormat = "h:mm a"
            let formatter = InstantFormatter(timeZone: zone)
            var mismatches: [String] = []
            for instant in Self.instants(for: zone, seed: UInt64(100 + index)).prefix(1500) {
                let minute = WallClockMinute(instant, in: zone)
                if formatter.clock24(instant) != h24.string(from: instant)
                    || formatter.clock12(instant) != h12.string(from: instant)
                    || formatter.wallClockMinute(instant) != minute || minute.hhmm != h24.string(from: instant)
                {
                    mismatches.append(
                        "\(instant.timeIntervalSince1970): \(formatter.clock24(instant)) \(formatter.clock12(instant))"
                            + " vs \(h24.string(from: instant)) \(h12.string(from: instant))")
                }
            }
            #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(5))")
        }
    }

    @Test("Instants asked for out of order still get the offset in force at each")
    func outOfOrderInstants() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let formatter = InstantFormatter(timeZone: zone)
        let instants = Self.instants(for: zone, seed: 7).reversed() + Self.instants(for: zone, seed: 7)
        for instant in instants {
            let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
            #expect(
                formatter.utcOffset(atUnixSeconds: seconds)
                    == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))))
        }
    }

    @Test("A day's text is four-digit year, month and day")
    func dayText() throws {
        #expect(try CivilDate(iso: "0987-03-04").description == "0987-03-04")
        #expect(try CivilDate(iso: "2026-11-25").description == "2026-11-25")
    }
}
