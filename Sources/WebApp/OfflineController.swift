import CivilTime
import Foundation
import HTTPTypes
import Hummingbird
import Localization
import Storage
import TamilCore

/// The suite as an installed app that works without a network: the service worker at `/sw.js`
/// (scope `/`, its cache named after the assets' content hash), the list of pages it saves ahead
/// (`/offline/plan`) and the page a phone shows offline for a page it never saved (`/offline`).
struct OfflineController {
    let services: AppServices

    /// Days saved ahead, today included: today and the next 30.
    static let days = 31

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/sw.js") { _, _ in try self.worker() }
        router.get("/offline/plan") { request, context in try await self.plan(request, context) }
        router.get("/offline") { request, context in try await self.page(request, context) }
    }

    /// The worker's script with this build's cache version and app shell written in. It must be
    /// revalidated on every check (no-cache) so a new version is seen on the next visit.
    func worker() throws -> Response {
        let catalog = services.assets
        guard let source = catalog.assets["/js/sw.js"], let text = String(data: source.bytes, encoding: .utf8) else {
            throw WebError.notFound
        }
        let shell = String(decoding: try JSONEncoder().encode(catalog.shell), as: UTF8.self)
        let body = text.replacingOccurrences(of: "\"__VERSION__\"", with: "\"\(catalog.version)\"")
            .replacingOccurrences(of: "[\"__SHELL__\"]", with: shell)
        return Response(
            status: .ok,
            headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: body)))
    }

    /// The pages to keep for offline use, for this person: the Tamil Calendar's days and weeks at
    /// each saved place, and the Companion's Today, months (with each day opened) and festivals.
    func plan(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await OfflinePlan.make(
            places: services.database.savedPlaces(of: context.profile), now: services.now(),
            version: services.assets.version)
        var response = APIResponse.encoded(plan)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// What a phone shows offline for a page it did not save: says so, and links the days it has.
    func page(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let plan = try await OfflinePlan.make(
            places: services.database.savedPlaces(of: context.profile), now: services.now(),
            version: services.assets.version)
        let l = services.localizer
        let page: [String: Any] = [
            "from": plan.from, "to": plan.to,
            "available": l.text("offline.available", in: language, ["from": plan.from, "to": plan.to]),
            "tamilName": l.text("suite.apps.tamil.name", in: language),
            "calendarName": l.text("suite.apps.calendar.name", in: language),
            "month": plan.pages.first { $0.hasPrefix("/calendar/month?m=") && !$0.contains("&") } ?? "/calendar/month",
        ]
        var response = services.pages.render(
            "offline", page,
            chrome: Chrome(language: language, title: l.text("offline.title", in: language), path: "/offline"))
        response.headers[.cacheControl] = "no-cache"
        return response
    }
}

/// The pages saved ahead and the days they cover (`from`…`to`, ISO dates at the primary place;
/// `places`: each other saved place's own days, its Tamil pages addressed with `place=<id>`).
struct OfflinePlan: Codable, Sendable {
    /// The days saved for one saved place other than the primary.
    struct PlaceDays: Codable, Sendable {
        let id: Int64
        let from: String
        let to: String
    }
    let version: String
    let from: String
    let to: String
    let places: [PlaceDays]
    let pages: [String]

    static func make(places: [SavedPlace], now: Date, version: String) -> OfflinePlan {
        // The Tamil pages show the primary saved place (Chennai before one is chosen); each other
        // saved place has its own addresses (`place=<id>`), saved ahead on its own days.
        let primaryZone = places.first?.location.timeZone ?? TamilCalendar.chennai.timeZone
        let days = Self.days(now, primaryZone)
        var pages = [
            "/", "/japa", "/training", "/morning", "/morning/routine", "/tamil", "/tamil/week", "/tamil/month",
            "/tamil/places", "/calendar", "/calendar/festivals",
        ]
        pages += tamilPages(days, query: "")
        var others: [PlaceDays] = []
        for place in places.dropFirst() {
            guard let id = place.id else { continue }
            let own = Self.days(now, place.location.timeZone)
            pages +=
                ["/tamil?place=\(id)", "/tamil/week?place=\(id)", "/tamil/month?place=\(id)"]
                + tamilPages(own, query: "&place=\(id)")
            others.append(PlaceDays(id: id, from: own.first!.description, to: own.last!.description))
        }
        // The Companion reckons its days on its (primary) place's clock, New Delhi's before one is
        // chosen: a month page per month touched, and each day opened in it, as its grid links them.
        let companionZone = places.first?.location.timeZone ?? CalendarPlace.newDelhi.location.timeZone
        var months: [String] = []
        for day in Self.days(now, companionZone) {
            let month = String(format: "%04d-%02d", day.year, day.month)
            if !months.contains(month) { months.append(month) }
            pages.append("/calendar/month?m=\(month)&d=\(day)")
        }
        pages += months.map { "/calendar/month?m=\($0)" }
        return OfflinePlan(
            version: version, from: days.first!.description, to: days.last!.description, places: others,
            pages: pages)
    }

    /// Today at a place and the days after it, `OfflineController.days` in all.
    static func days(_ now: Date, _ zone: TimeZone) -> [CivilDate] {
        let today = CivilDate(now, in: zone)
        return (0..<OfflineController.days).map { today.adding(days: $0) }
    }

    /// The Tamil day pages of `days` and the week pages starting at the first, every 7 days.
    static func tamilPages(_ days: [CivilDate], query: String) -> [String] {
        days.map { "/tamil?date=\($0)\(query)" }
            + stride(from: 0, to: days.count, by: 7).map { "/tamil/week?start=\(days[$0])\(query)" }
    }
}

/// Whether the request being answered is a page saved ahead by the service worker (header
/// `Sadhana-Prefetch: 1`) rather than one a person opened: such a visit records no Journey fact.
enum Prefetch {
    @TaskLocal static var isActive = false
}

/// Marks saved-ahead requests for the handlers below it (see `Prefetch`).
struct PrefetchMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let prefetch = request.headers[HTTPField.Name("Sadhana-Prefetch")!] == "1"
        return try await Prefetch.$isActive.withValue(prefetch) { try await next(request, context) }
    }
}
