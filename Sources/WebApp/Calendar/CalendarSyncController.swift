import CivilTime
import Foundation
import Hummingbird
import Observances

/// The calendar feed at `/calendar/hindu-calendar.ics` (subscribe or download) and the one-event
/// file behind each festival's "add to my calendar" link.
struct CalendarSyncController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/hindu-calendar.ics") { request, _ in try await guarded { try await self.feed(request) } }
        router.get("/calendar/festivals/:id/:file") { request, context in
            try await guarded {
                try await self.single(
                    request, id: context.parameters.get("id") ?? "", file: context.parameters.get("file") ?? "")
            }
        }
    }

    func feed(_ request: Request) async throws -> Response {
        let visit = try await services.calendarAPIVisit(request)
        let query = request.uri.queryParameters
        let contentKey = query.get("content") ?? visit.settings.syncContent
        guard let content = SyncContent(rawValue: contentKey) else {
            throw CalendarInputError.unknownContent(contentKey)
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let document = try CalendarFeed(presenter: presenter, content: content).document()
        return Self.response(
            CalendarFeed.text(document, stamp: visit.now),
            file: query.get("download") == nil ? nil : "hindu-calendar.ics")
    }

    func single(_ request: Request, id: String, file: String) async throws -> Response {
        guard file.hasSuffix(".ics"), id.count <= 60 else { throw CalendarInputError.unknownFestival(id) }
        let date = try CalendarInput.date(String(file.dropLast(4)))
        let visit = try await services.calendarVisit(request)
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
}
