/// A wall-clock time of day, minute precision, with no date and no zone: "06:30".
public struct TimeOfDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Minutes after 00:00, `0..<1440`.
    public let minutes: Int

    /// Creates a validated time; throws for hours outside 0–23 or minutes outside 0–59.
    public init(hour: Int, minute: Int) throws(RoutinesError) {
        guard (0...23).contains(hour), (0...59).contains(minute) else {
            throw .malformedTime("\(hour):\(minute)")
        }
        minutes = hour * 60 + minute
    }

    /// Parses `H:MM` or `HH:MM` (ASCII digits; seconds `:SS` are accepted and dropped, as
    /// browsers may send them).
    public init(parsing text: String) throws(RoutinesError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.count == 2 || parts[2].count == 2,
            parts.allSatisfy({ $0.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }),
            let h = Int(parts[0]), let m = Int(parts[1])
        else { throw .malformedTime(String(text.prefix(40))) }
        do { try self.init(hour: h, minute: m) } catch { throw .malformedTime(String(text.prefix(40))) }
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// `HH:MM`.
    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

    /// Midnight, the default start of a routine day.
    public static let midnight = try! TimeOfDay(hour: 0, minute: 0)
}
