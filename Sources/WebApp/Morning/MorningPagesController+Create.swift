import CivilTime
import Foundation
import Hummingbird
import Localization
import Routines
import Storage

extension MorningPagesController {
    /// The rows a draft form posts: `task_title_N` and `task_time_N`, N from 0, as typed (lengths
    /// are checked by `RoutineDraft.checkLengths()`, not cut).
    static func draft(from fields: [String: String]) -> RoutineDraft {
        // Every posted row counts, so a form with too many rows is refused, not cut to the limit.
        let indices = Set(
            fields.keys.compactMap { key -> Int? in
                for prefix in ["task_title_", "task_time_"] where key.hasPrefix(prefix) {
                    let number = key.dropFirst(prefix.count)
                    guard number.count <= 4, number.allSatisfy(\.isASCII) else { return nil }
                    return Int(number)
                }
                return nil
            })
        let rows = indices.sorted().map { index in
            RoutineDraft.Row(title: fields["task_title_\(index)"] ?? "", time: fields["task_time_\(index)"] ?? "")
        }
        return RoutineDraft(title: fields["title"] ?? "", rows: rows)
    }

    /// Create: the paywall when custom routines are locked, else the form with the saved draft.
    func create(
        _ request: Request, _ context: AppRequestContext, form: RoutineDraft?, error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        guard await entitlement.customRoutinesUnlocked(for: context.profile) else {
            return render(
                "morning/paywall", ["gated": entitlement.isGated], tab: "explore", title: p.t("paywall.title"),
                path: "/morning/create", snapshot: snapshot, language: language, context: context,
                status: status == .ok ? .ok : status)
        }
        var draft = form ?? snapshot.draft ?? RoutineDraft()
        if draft.rows.isEmpty { draft.rows = Array(repeating: .init(title: "", time: ""), count: 3) }
        let rows = draft.rows.enumerated().map { index, row in
            ["index": index, "number": index + 1, "title": row.title, "time": row.time] as [String: Any]
        }
        return render(
            "morning/create",
            [
                "draftTitle": draft.title, "rows": rows, "error": error as Any,
                "titleMax": RoutinesError.Field.title.maximumLength,
                "taskTitleMax": RoutinesError.Field.taskTitle.maximumLength,
                "lengthHint": p.t("create.lengthHint", ["limit": String(RoutinesError.Field.title.maximumLength)]),
                "canAdd": rows.count < Routine.maximumTasks,
                "max": Routine.maximumTasks, "hasActive": snapshot.book.activeRoutine != nil,
            ], tab: "explore", title: p.t("create.title"), path: "/morning/create", snapshot: snapshot,
            language: language, context: context, status: status)
    }

    /// Posts of the Create form: add a row, save the draft, or save the routine.
    func submitCreate(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        guard await entitlement.customRoutinesUnlocked(for: context.profile) else {
            return try await create(
                request, context, form: nil, error: nil, status: .init(code: 402, reasonPhrase: "Payment Required"))
        }
        let fields = try await RequestInput.form(request)
        var draft = Self.draft(from: fields)
        let now = services.now()
        do {
            try draft.checkLengths()
        } catch {
            // Nothing is saved or cut: the form comes back with what was typed and the limit named.
            return try await create(
                request, context, form: draft, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        switch fields["action"] ?? "save" {
        case "add":
            if draft.rows.count < Routine.maximumTasks { draft.rows.append(.init(title: "", time: "")) }
            try await services.database.saveMorningDraft(
                draft, for: context.profile, now: now, timeZone: context.timeZone)
            return .redirect(to: "/morning/create#row-\(draft.rows.count - 1)")
        case "remove":
            if let text = fields["row"], let index = Int(text), draft.rows.indices.contains(index) {
                draft.rows.remove(at: index)
            }
            try await services.database.saveMorningDraft(
                draft, for: context.profile, now: now, timeZone: context.timeZone)
            return .redirect(to: "/morning/create")
        case "save":
            let id = RoutineID(rawValue: UUID().uuidString.lowercased())
            do {
                let submitted = draft
                _ = try await services.morning(context) { book throws(RoutinesError) in
                    try book.apply(.completeOnboarding)
                    try book.apply(.createCustomRoutine(try submitted.validated(id: id, today: book.today)))
                }
            } catch let error as RoutinesError {
                try await services.database.saveMorningDraft(
                    draft, for: context.profile, now: now, timeZone: context.timeZone)
                return try await create(
                    request, context, form: draft, error: services.message(for: error, in: language),
                    status: .unprocessableContent)
            }
            try await services.database.saveMorningDraft(
                nil, for: context.profile, now: now, timeZone: context.timeZone)
            return .redirect(to: "/morning/routine?done=created")
        default:
            throw WebError.badRequest("unknown action")
        }
    }
}
