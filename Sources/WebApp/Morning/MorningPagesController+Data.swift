import CivilTime
import Foundation
import Hummingbird
import Localization
import Routines
import Storage

extension MorningPagesController {
    /// Data: a card per routine (the active one on top) with its weekly charts.
    func data(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        let book = snapshot.book
        let query = request.uri.queryParameters
        let chosen = query.get("r").map { RoutineID(rawValue: String($0.prefix(64))) }
        let week = query.get("w").flatMap { try? CivilDate(iso: String($0.prefix(20))) }
        let ordered = book.routines.filter(\.isActive) + book.routines.filter { !$0.isActive }.reversed()
        let cards = ordered.map { routine in
            p.card(routine, book: book, selectedWeek: routine.id == chosen ? week : nil)
        }
        return render(
            "morning/data", ["cards": cards, "empty": cards.isEmpty, "notice": notice(request, context, p) as Any],
            tab: "data", title: p.t("tab.data"), path: "/morning/data", snapshot: snapshot, language: language,
            context: context)
    }

    func restart(_ request: Request, _ context: AppRequestContext, id: RoutineID) async throws -> Response {
        _ = try await services.morning(context) { book throws(RoutinesError) in try book.apply(.restartRoutine(id)) }
        return .redirect(to: "/morning/data?done=restarted")
    }

    func confirmDelete(_ request: Request, _ context: AppRequestContext, id: RoutineID) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        guard let routine = snapshot.book.routine(id) else { throw RoutinesError.unknownRoutine(id.rawValue) }
        let p = presenter(language, context)
        return render(
            "morning/confirm",
            [
                "heading": p.t("delete.title"), "body": p.t("delete.body", ["name": routine.name]),
                "action": "/morning/data/\(id.rawValue)/delete", "confirm": p.t("delete.action"),
                "cancelHref": "/morning/data",
            ], tab: "data", title: p.t("delete.title"), path: "/morning/data", snapshot: snapshot, language: language,
            context: context)
    }

    func delete(_ request: Request, _ context: AppRequestContext, id: RoutineID) async throws -> Response {
        _ = try await services.morning(context) { book throws(RoutinesError) in try book.apply(.deleteRoutine(id)) }
        return .redirect(to: "/morning/data?done=deleted")
    }
}
