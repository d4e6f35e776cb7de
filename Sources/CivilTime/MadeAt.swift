import Foundation

/// When a client says something was done: the instant a device stamps on a write it makes (a
/// japa addition or a check-off tapped with no signal) and sends later, perhaps days later.
///
/// The instant is the device's clock, so it is accepted only within a window around the
/// receiver's `now`: at most `futureTolerance` ahead (clocks drift; a few minutes is a clock,
/// more is a wrong one) and at most `maximumAge` behind (a phone offline for a month is the
/// longest absence the apps plan for; older taps are refused rather than rewriting old days).
public enum MadeAt {
    /// How far ahead of the receiver's clock a device's clock may run: 5 minutes.
    public static let futureTolerance: TimeInterval = 5 * 60
    /// How long a write may wait on a device before it is refused: 30 days.
    public static let maximumAgeDays = 30
    /// The longest text taken for an instant (`2026-11-25T04:00:00.000+05:30` is 29).
    public static let maximumLength = 40

    /// The instant written in `text` (ISO 8601 with a zone, with or without fractions of a
    /// second), checked against the window around `now`.
    public static func instant(_ text: String, now: Date) throws(CivilTimeError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= maximumLength, let date = parse(trimmed) else {
            throw .malformedInstant(String(trimmed.prefix(maximumLength)))
        }
        guard date.timeIntervalSince(now) <= futureTolerance else { throw .instantInFuture(trimmed) }
        guard now.timeIntervalSince(date) <= Double(maximumAgeDays) * 86_400 else {
            throw .instantTooOld(trimmed, maximumDays: maximumAgeDays)
        }
        return date
    }

    private static func parse(_ text: String) -> Date? {
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text) ?? ISO8601DateFormatter().date(from: text)
    }
}
