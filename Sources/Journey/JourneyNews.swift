import Foundation

/// What the person hears about when they look at the Journey: each award, level-up and badge
/// once. Everything after the last look is news; looking moves the mark to now, so the same
/// news is never announced twice and a look with no news moves nothing.
public struct JourneyNews: Sendable, Hashable {
    /// Awards, level-ups and badges not yet announced, oldest first.
    public let events: [JourneyEvent]
    /// The mark to store after this look (`nil` when it stays where it was: nothing was new).
    public let seenThrough: Date?
}

extension Journey {
    /// The news since `seenThrough` (the last look's mark; `nil` before the first look), as seen at
    /// `now`.
    public func news(seenThrough: Date?, now: Date) -> JourneyNews {
        let seen = seenThrough ?? .distantPast
        let events = events(after: seen)
        return JourneyNews(events: events, seenThrough: events.isEmpty ? nil : max(seen, now))
    }
}
