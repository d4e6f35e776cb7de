import Foundation
import Journey

extension AppDatabase {
    /// The profile's Journey at `now` and its news (`Journey.news`), with the news marked as
    /// announced: a later look does not announce it again. The mark only moves forward, so two
    /// looks at once announce nothing twice.
    public func announceJourneyNews(
        of profile: ProfileID, settings: CalendarSettings, texts: Journey.Texts, zone: TimeZone, now: Date
    ) async throws -> (journey: Journey, news: [JourneyEvent]) {
        let journey = try await journey(of: profile, settings: settings, texts: texts, zone: zone, now: now)
        let news = journey.news(seenThrough: settings.journeySeenThrough, now: now)
        if let mark = news.seenThrough {
            _ = try await updateCalendarSettings(for: profile, now: now) { s in
                s.journeySeenThrough = max(s.journeySeenThrough ?? .distantPast, mark)
            }
        }
        return (journey, news.events)
    }
}
