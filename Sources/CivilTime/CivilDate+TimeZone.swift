import Foundation

extension CivilDate {
    /// The day on which `instant` falls on the wall clock of `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        let local = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        let days = Int((local / 86_400).rounded(.down))
        self.init(julianDayNumber: days + 2_440_588)
    }

    /// The instant of local midnight that starts this day in `timeZone`.
    ///
    /// Where a zone skips midnight (a DST change at 00:00), this is the first instant of the day.
    public func start(in timeZone: TimeZone) -> Date {
        instant(hour: 0, minute: 0, second: 0, in: timeZone)
    }

    /// The instant at the given wall-clock time of this day in `timeZone`.
    ///
    /// A wall time inside a DST gap resolves to the instant after the gap; an ambiguous one (the
    /// repeated hour) resolves to its first occurrence.
    public func instant(hour: Int, minute: Int, second: Int, in timeZone: TimeZone) -> Date {
        let wall =
            Double(julianDayNumber - 2_440_588) * 86_400
            + Double(hour * 3600 + minute * 60 + second)
        func offset(_ t: Double) -> Double {
            Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: t)))
        }
        // The offsets in force around this wall time; a candidate is valid when it maps back.
        let before = offset(wall - 86_400)
        let after = offset(wall + 86_400)
        let valid = [before, offset(wall), after]
            .map { wall - $0 }
            .filter { offset($0) + $0 == wall }
        if let first = valid.min() { return Date(timeIntervalSince1970: first) }
        // In a gap: the offset before the gap lands just after it.
        return Date(timeIntervalSince1970: wall - before)
    }
}
