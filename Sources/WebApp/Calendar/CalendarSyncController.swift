import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Observances
import Scripture

/// The calendar feed: `/calendar/hindu-calendar.ics` (download, for the browser's profile) and
/// `/calendar/feed/<token>.ics` (subscribe, found by the profile's secret feed token), and the one-event
/// file behind each festival's "add to my calendar" link.
struct CalendarSyncController {
    let services: AppServices
    /// The calendar engine the server built at start-up, with its computed-year cache.
    let calendar: CalendarEngine
    /// The Sacred Texts, to name the Daily Briefing's verse in its alarm (seed §13).
    var texts: TextsServices? = nil

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/hindu-calendar.ics") { request, context in
            try await guarded { try await self.feed(request, context) }
        }
        router.get("/calendar/feed/:file") { request, context in
            var token = context.parameters.get("file") ?? ""
            if token.hasSuffix(".ics") { token.removeLast(4) }
            guard let profile = try await services.database.profile(forCalendarFeedToken: token) else {
                throw WebError.notFound
            }
            let owner = try await services.context(context, as: profile.id)
            return try await guarded { try await self.feed(request, owner) }
        }
        router.get("/calendar/festivals/:id/:file") { request, context in
            try await guarded {
                try await self.single(
                    request, context, id: context.parameters.get("id") ?? "", file: context.parameters.get("file") ?? ""
                )
            }
        }
    }

    func feed(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarAPIVisit(request, context, engine: calendar)
        let query = request.uri.queryParameters
        let contentKey = query.get("content") ?? visit.settings.syncContent
        guard let content = SyncContent(rawValue: contentKey) else {
            throw CalendarInputError.unknownContent(contentKey)
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        var feed = CalendarFeed(presenter: presenter, content: content)
        if visit.settings.dailyBriefing, let texts {
            feed.briefingVerses = try await Self.briefingVerses(visit, context, texts: texts, services: services)
        }
        let document = try feed.document()
        return Self.response(
            CalendarFeed.text(document, stamp: visit.now),
            file: query.get("download") == nil ? nil : "hindu-calendar.ics")
    }

    func single(_ request: Request, _ context: AppRequestContext, id: String, file: String) async throws -> Response {
        guard file.hasSuffix(".ics"), id.count <= 60 else { throw CalendarInputError.unknownFestival(id) }
        let date = try CalendarInput.date(String(file.dropLast(4)))
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard let o = try visit.year(date.year).byDate[date]?.first(where: { $0.id == id }) else {
            throw CalendarInputError.unknownFestival("\(id) \(date)")
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let document = try CalendarFeed(presenter: presenter, content: .festivals).document(single: o)
        return Self.response(CalendarFeed.text(document, stamp: visit.now), file: "\(id)-\(date).ics")
    }

    static func response(_ text: String, file: String?) -> Response {
        var headers: HTTPFields = [.contentType: "text/calendar; charset=utf-8", .cacheControl: "no-cache"]
        if let file { headers[.contentDisposition] = "attachment; filename=\"\(file)\"" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// The Daily Briefing's verse for each of the next 60 days, as the briefing will offer them if
    /// one is read a day.
    static func briefingVerses(
        _ visit: CalendarVisit, _ context: AppRequestContext, texts: TextsServices, services: AppServices
    ) async throws -> [CivilDate: String] {
        guard
            let text = try? texts.library.text(
                DharmaPath.dailyText(chosen: visit.settings.dailyText, path: visit.settings.dharmaPath))
        else { return [:] }
        let facts = try await services.database.readingFacts(of: context.profile)
        let progress = ReadingProgress(facts: facts, library: texts.library).of(text)
        let units = DailyReading.schedule(in: text, progress: progress, days: 61)
        var out: [CivilDate: String] = [:]
        for (offset, unit) in units.enumerated() {
            out[visit.today.adding(days: offset)] = "\(text.title) \(TextsPresenter.refLabel(unit.ref))"
        }
        return out
    }
}
