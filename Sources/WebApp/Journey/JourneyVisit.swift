import CivilTime
import Foundation
import Journey
import Storage

/// The Journey as one calendar page sees it: derived from the stored facts after this visit was
/// recorded, with what happened since the person last looked (the toast and celebrations).
struct JourneyVisit: Sendable {
    let journey: Journey
    /// The person's day now, by their day start.
    let day: CivilDate
    /// Awards, level-ups and badges not yet announced.
    let news: [JourneyEvent]
}

extension AppServices {
    /// Records that the person used the Companion today, in this language (once a day each), and,
    /// for a page while the Journey is on, derives it and marks its news as announced.
    func journeyOnVisit(_ visit: CalendarVisit, _ context: AppRequestContext, page: Bool) async throws
        -> JourneyVisit?
    {
        try await recordJourneyFact(.appOpened, visit, context)
        try await recordJourneyFact(.languageUsed, subject: visit.language.rawValue, visit, context)
        guard page else { return nil }
        return try await announceJourneyNews(visit, context)
    }

    /// Derives the Journey while it is on and marks what happened since the person last looked as
    /// announced (the rule is `Journey.news`, kept by `AppDatabase.announceJourneyNews`): a page
    /// shows it as the toast and celebrations, and a script that recorded a fact (deep study, an
    /// explanation read) asks for it at `/calendar/journey/news`.
    func announceJourneyNews(_ visit: CalendarVisit, _ context: AppRequestContext) async throws -> JourneyVisit? {
        guard visit.settings.journeyEnabled else { return nil }
        let (journey, news) = try await database.announceJourneyNews(
            of: context.profile, settings: visit.settings, texts: journeyTexts, zone: visit.zone, now: visit.now)
        return JourneyVisit(
            journey: journey, day: visit.settings.dayReckoning(zone: visit.zone).day(of: visit.now), news: news)
    }

    /// Records a fact of this visit, counted once a day for its subject (a panchang check, a
    /// festival story, a path explored).
    func recordJourneyFact(
        _ kind: JourneyFact.Kind, subject: String = "", _ visit: CalendarVisit, _ context: AppRequestContext
    ) async throws {
        // A page saved ahead for offline use was not looked at.
        guard !Prefetch.isActive else { return }
        let day = visit.settings.dayReckoning(zone: visit.zone).day(of: visit.now)
        try await database.record(
            JourneyFact(
                kind: kind, subject: subject, at: visit.now, zone: visit.place.location.timeZoneIdentifier,
                detail: day.description),
            for: context.profile, oncePerDetail: true)
    }
}
