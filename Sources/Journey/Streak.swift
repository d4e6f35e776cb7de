import CivilTime
import Foundation

/// A run of consecutive practice days: the current one (0 when broken) and the best ever.
public struct Streak: Sendable, Hashable, Codable {
    public let current: Int
    public let best: Int
    /// Whether today has no practice yet while yesterday had: the streak lives until today ends.
    public let isAwaitingToday: Bool

    public init(current: Int, best: Int, isAwaitingToday: Bool) {
        self.current = current
        self.best = best
        self.isAwaitingToday = isAwaitingToday
    }

    /// The flame's tier (seed §2.3): below 7 days plain, 7–29 orange, 30–99 red, 100 and more purple.
    public var tier: Tier { Tier(days: current) }

    public enum Tier: String, Sendable, Hashable, Codable {
        case plain, orange, red, purple

        public init(days: Int) {
            self = days >= 100 ? .purple : days >= 30 ? .red : days >= 7 ? .orange : .plain
        }
    }
}

/// One day with practice on it, where the person was at its first and last facts.
struct ActiveDay {
    let day: CivilDate
    var firstAt: Date
    var firstZone: TimeZone
    var lastAt: Date
    var lastZone: TimeZone
}

extension ActiveDay {
    /// Whether `next` continues a run ending on this day. Calendar days one apart do; so does a
    /// later day that is at most one day on in the zone the person was in before — flying east
    /// skips a wall-clock day without a day passing.
    func isContinued(by next: ActiveDay, reckoning: DayReckoning) -> Bool {
        if day.days(until: next.day) <= 1 { return true }
        guard next.firstZone != lastZone else { return false }
        return day.days(until: reckoning.day(of: next.firstAt, in: lastZone)) <= 1
    }

    /// Whether the run ending on this day is still alive at `now` (today or yesterday was active).
    func isAlive(at now: Date, in zone: TimeZone, reckoning: DayReckoning) -> Bool {
        if day.days(until: reckoning.day(of: now, in: zone)) <= 1 { return true }
        return zone != lastZone && day.days(until: reckoning.day(of: now, in: lastZone)) <= 1
    }
}
