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
    /// their primary place, and the Companion's Today, months (with each day opened) and festivals.
    func plan(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let plan = try await OfflinePlan.make(
            places: services.database.savedPlaces(of: context.profile), zone: context.timeZone,
            now: services.now(), version: services.assets.version)
        var response = APIResponse.encoded(plan)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// What a phone shows offline for a page it did not save: says so, and links the days it has.
    func page(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let plan = try await OfflinePlan.make(
            places: services.database.savedPlaces(of: context.profile), zone: context.timeZone,
            now: services.now(), version: services.assets.version)
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

/// The pages saved ahead and the days they cover (`from`…`to`, ISO dates at the Tamil place).
struct OfflinePlan: Codable, Sendable {
    let version: String
    let from: String
    let to: String
    let pages: [String]

    static func make(places: [SavedPlace], zone: TimeZone, now: Date, version: String) -> OfflinePlan {
        // The Tamil pages show the primary saved place (Chennai before one is chosen).
        let tamilZone = places.first?.location.timeZone ?? TamilCalendar.chennai.timeZone
        let today = CivilDate(now, in: tamilZone)
        let days = (0..<OfflineController.days).map { today.adding(days: $0) }
        var pages = [
            "/", "/japa", "/training", "/morning", "/morning/routine", "/tamil", "/tamil/week", "/tamil/month",
            "/calendar", "/calendar/festivals",
        ]
        pages += days.map { "/tamil?date=\($0)" }
        pages += stride(from: 0, to: OfflineController.days, by: 7).map {
            "/tamil/week?start=\(today.adding(days: $0))"
        }
        // The Companion reckons its days in the person's zone; a month page per month touched,
        // and each day opened in it, as its grid links them.
        let companionToday = CivilDate(now, in: zone)
        var months: [String] = []
        for offset in 0..<OfflineController.days {
            let day = companionToday.adding(days: offset)
            let month = String(format: "%04d-%02d", day.year, day.month)
            if !months.contains(month) { months.append(month) }
            pages.append("/calendar/month?m=\(month)&d=\(day)")
        }
        pages += months.map { "/calendar/month?m=\($0)" }
        return OfflinePlan(
            version: version, from: days.first!.description, to: days.last!.description, pages: pages)
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
