import CivilTime

/// How many circles a day it takes to finish by the target date.
public struct Pacing: Sendable, Hashable {
    /// Days left including today; 0 once the date has passed.
    public let daysLeft: Int
    /// Circles still to chant.
    public let remaining: Int
    /// Circles per day needed from today on (rounded up); nil when the date has passed or the
    /// target is reached.
    public let perDay: Int?

    /// Paces `remaining` circles from `today` through `targetDate` inclusive.
    public init(remaining: Int, today: CivilDate, targetDate: CivilDate) {
        self.remaining = remaining
        let days = today.days(until: targetDate) + 1
        self.daysLeft = max(0, days)
        if remaining <= 0 || days <= 0 {
            perDay = nil
        } else {
            perDay = (remaining + days - 1) / days
        }
    }

    /// Whether the target date is already behind.
    public var isOverdue: Bool { daysLeft == 0 && remaining > 0 }
}
