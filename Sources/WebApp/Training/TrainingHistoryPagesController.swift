import Foundation
import Hummingbird
import Storage
import Training

/// Finished sessions: the history page (per exercise, with a chart drawn on the server) and the
/// CSV export.
struct TrainingHistoryPagesController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/training/history") { request, context in try await self.history(request, context) }
        router.get("/training/export.csv") { request, context in
            try await self.exportCSV(context, exercise: request.uri.queryParameters.get("exercise"))
        }
    }

    /// Sessions on one page of the history.
    static let pageSize = 50

    /// The history of one exercise, a page at a time, newest first, with a link to the older
    /// sessions (`?before=`, the last session shown); the chart draws the newest page's sessions.
    func history(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        let exercises = try await database.trainingExercises(for: context.profile)
        let query = request.uri.queryParameters
        let asked = query.get("exercise").map { String($0.prefix(200)) }
        if let asked, !exercises.contains(where: { $0.name == asked }) { throw WebError.notFound }
        let before = try JapaAPIController.queryNumber(query.get("before"), "before", 1...Int.max)
            .map { TrainingSessionID(rawValue: Int64($0)) }
        let selected = asked ?? exercises.first?.name
        let page =
            selected == nil
            ? (sessions: [], next: nil)
            : try await database.finishedTrainingSessions(
                for: context.profile, exercise: selected, before: before, limit: Self.pageSize)
        let chart = TrainingChartView(TrainingChart(page.sessions.map(\.session)), presenter: presenter)
        let selectedQuery = selected?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let values: [String: Any] = [
            "exercises": exercises.map { item in
                [
                    "name": item.name.isEmpty ? presenter.text("untitled") : item.name,
                    "query": item.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
                    "count": item.sessions, "current": item.name == selected,
                ] as [String: Any]
            },
            "hasExercises": !exercises.isEmpty,
            "selected": selected.map { $0.isEmpty ? presenter.text("untitled") : $0 } ?? "",
            "selectedQuery": selectedQuery,
            "sessions": page.sessions.map(presenter.summary), "hasSessions": !page.sessions.isEmpty,
            "chartPanels": chart.panels, "hasChart": !chart.isEmpty && before == nil, "chartWidth": chart.width,
            "isOlderPage": before != nil,
            "hasOlder": page.next != nil,
            "olderHref": page.next.map { "/training/history?exercise=\(selectedQuery)&before=\($0.rawValue)" } ?? "",
        ]
        return services.pages.render(
            "training/history", values,
            chrome: Chrome(
                language: language, title: presenter.text("history"), path: "/training/history", app: "training"))
    }

    /// The CSV export, oldest first, written a page of sessions at a time so a long history is
    /// never held in memory at once.
    func exportCSV(_ context: AppRequestContext, exercise: String?) async throws -> Response {
        let database = database
        let profile = context.profile
        let day = String(TrainingPresenter.iso(services.now()).prefix(10))
        let body = ResponseBody { writer in
            try await writer.write(ByteBuffer(string: TrainingCSV.header + "\n"))
            var after: TrainingSessionID?
            repeat {
                let page = try await database.finishedTrainingSessions(
                    for: profile, exercise: exercise, after: after, limit: AppDatabase.trainingPageLimit)
                let rows = TrainingCSV.rows(page.sessions.map { (id: $0.id, session: $0.session) })
                if !rows.isEmpty { try await writer.write(ByteBuffer(string: rows)) }
                after = page.next
            } while after != nil
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"training-\(day).csv\"", .cacheControl: "no-store",
            ],
            body: body)
    }

    /// The JSON export (`{"sessions": [...]}`, newest first, each session with its attempts),
    /// written a page of sessions at a time.
    func exportJSON(_ context: AppRequestContext, exercise: String?, now: Date) -> Response {
        let database = database
        let profile = context.profile
        let body = ResponseBody { writer in
            try await writer.write(ByteBuffer(string: #"{"sessions":["#))
            var before: TrainingSessionID?
            var first = true
            repeat {
                let page = try await database.finishedTrainingSessions(
                    for: profile, exercise: exercise, before: before, limit: AppDatabase.trainingPageLimit)
                var chunk = Data()
                for stored in page.sessions {
                    if !first { chunk.append(UInt8(ascii: ",")) }
                    first = false
                    chunk.append(try APIResponse.encoder.encode(TrainingStateAnswer(stored, now: now)))
                }
                if !chunk.isEmpty { try await writer.write(ByteBuffer(bytes: chunk)) }
                before = page.next
            } while before != nil
            try await writer.write(ByteBuffer(string: "]}"))
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: APIResponse.headers, body: body)
    }
}
