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

    func history(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        let exercises = try await database.trainingExercises(for: context.profile)
        let asked = request.uri.queryParameters.get("exercise").map { String($0.prefix(200)) }
        if let asked, !exercises.contains(where: { $0.name == asked }) { throw WebError.notFound }
        let selected = asked ?? exercises.first?.name
        let sessions =
            selected == nil ? [] : try await database.finishedTrainingSessions(for: context.profile, exercise: selected)
        let chart = TrainingChartView(TrainingChart(sessions.map(\.session)), presenter: presenter)
        let page: [String: Any] = [
            "exercises": exercises.map { item in
                [
                    "name": item.name.isEmpty ? presenter.text("untitled") : item.name,
                    "query": item.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
                    "count": item.sessions, "current": item.name == selected,
                ] as [String: Any]
            },
            "hasExercises": !exercises.isEmpty,
            "selected": selected.map { $0.isEmpty ? presenter.text("untitled") : $0 } ?? "",
            "selectedQuery": selected?.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
            "sessions": sessions.map(presenter.summary),
            "chartPanels": chart.panels, "hasChart": !chart.isEmpty, "chartWidth": chart.width,
        ]
        return services.pages.render(
            "training/history", page,
            chrome: Chrome(
                language: language, title: presenter.text("history"), path: "/training/history", app: "training"))
    }

    func exportCSV(_ context: AppRequestContext, exercise: String?) async throws -> Response {
        let sessions = try await database.finishedTrainingSessions(for: context.profile, exercise: exercise)
        let text = TrainingCSV.text(sessions.reversed().map { (id: $0.id, session: $0.session) })
        let day = String(TrainingPresenter.iso(services.now()).prefix(10))
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"training-\(day).csv\"", .cacheControl: "no-store",
            ],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
