import Foundation
import Hummingbird
import Scripture
import Storage
import Transliteration

/// The texts' forms: mark read, bookmarks and reflections, reader preferences, study facts and the
/// reset of reading progress. Each posts and redirects back (`back`, a local path only).
extension TextsPagesController {
    func addActionRoutes(to router: Router<AppRequestContext>) {
        router.post("/calendar/texts/bookmarks") { request, context in
            try await guarded { try await self.addBookmark(request, context) }
        }
        router.post("/calendar/texts/bookmarks/:bid") { request, context in
            try await guarded {
                try await self.changeBookmark(request, context, id: context.parameters.get("bid") ?? "")
            }
        }
        router.post("/calendar/texts/preferences") { request, context in
            try await guarded { try await self.savePreferences(request, context) }
        }
        router.get("/calendar/texts/reset") { request, context in
            try await guarded { try await self.confirmReset(request, context) }
        }
        router.post("/calendar/texts/reset") { request, context in
            try await guarded { try await self.reset(request, context) }
        }
        router.post("/calendar/texts/:id/:ref/read") { request, context in
            try await guarded {
                try await self.markRead(
                    request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
            }
        }
        router.post("/calendar/texts/:id/:ref/study") { request, context in
            try await guarded {
                try await self.study(
                    request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
            }
        }
    }

    func markRead(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let form = try await RequestInput.form(request)
        _ = try texts.library.text(id).unit(ref)
        try await services.database.record(
            ReadingFact(textID: id, ref: ref, kind: .read, at: services.now()), for: context.profile)
        var back = ReturnPath.local(form["back"], fallback: "/calendar/texts/\(id)/\(ref)")
        if form["advance"] == "1", let next = try texts.library.text(id).neighbours(of: ref).next {
            back = "/calendar/texts/\(id)/\(next.ref)\(back.contains("mode=study") ? "?mode=study" : "")"
        }
        return .redirect(to: back, type: .normal)
    }

    /// A study-mode fact sent by the page's script: the explanation revealed, or 15 s of deep study.
    func study(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let form = try await RequestInput.form(request)
        _ = try texts.library.text(id).unit(ref)
        let kind: ReadingFact.Kind
        switch form["fact"] {
        case "deepStudy": kind = .deepStudy
        case "explanationViewed": kind = .explanationViewed
        default: throw WebError.badRequest(textsT(request, context, "error.fact"))
        }
        try await services.database.record(
            ReadingFact(textID: id, ref: ref, kind: kind, at: services.now()), for: context.profile)
        return Response(status: .noContent)
    }

    func addBookmark(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let id = form["text"] ?? ""
        let ref = form["ref"] ?? ""
        _ = try texts.library.text(id).unit(ref)
        let note = try Self.note(form["note"], request, context, services: services)
        try await services.database.addBookmark(
            textID: id, ref: ref, note: note, for: context.profile, now: services.now())
        return .redirect(to: ReturnPath.local(form["back"], fallback: "/calendar/texts/\(id)/\(ref)"), type: .normal)
    }

    func changeBookmark(_ request: Request, _ context: AppRequestContext, id raw: String) async throws -> Response {
        let form = try await RequestInput.form(request)
        guard raw.count <= 18, let id = Int64(raw) else { throw StorageError.unknownBookmark(0) }
        let back = ReturnPath.local(form["back"], fallback: "/calendar/texts/bookmarks")
        if form["action"] == "delete" {
            try await services.database.deleteBookmark(id, for: context.profile)
            return .redirect(to: back, type: .normal)
        }
        let note = try Self.note(form["note"], request, context, services: services) ?? ""
        _ = try await services.database.updateBookmark(id, note: note, for: context.profile, now: services.now())
        return .redirect(to: back, type: .normal)
    }

    /// A reflection as typed, trimmed at the ends; refused past the stored maximum.
    static func note(_ raw: String?, _ request: Request, _ context: AppRequestContext, services: AppServices) throws
        -> String?
    {
        do {
            return try Reflection.cleaned(raw)
        } catch {
            throw WebError.badRequest(
                services.localizer.text(
                    "texts.error.noteTooLong", in: services.language(for: request, context),
                    ["max": "\(Reflection.maximumLength)"]))
        }
    }

    func savePreferences(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let script = form["script"] ?? ""
        guard script.isEmpty || Script(rawValue: script) != nil else {
            throw WebError.badRequest(textsT(request, context, "error.script", ["value": script]))
        }
        let size = form["size"]
        if let size, ReaderView.TextSize(rawValue: size) == nil {
            throw WebError.badRequest(textsT(request, context, "error.size", ["value": size]))
        }
        _ = try await services.database.updateCalendarSettings(for: context.profile, now: services.now()) { settings in
            if form["script"] != nil { settings.readerScript = script.isEmpty ? nil : script }
            if let size { settings.textSize = size }
        }
        return .redirect(to: ReturnPath.local(form["back"], fallback: "/calendar/texts"), type: .normal)
    }

    func confirmReset(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await reading(request, context)
        return render("texts/reset", [:], r, title: r.presenter.t("reset.title"), path: "/calendar/texts/reset")
    }

    func reset(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        guard form["confirm"] == "yes" else { return .redirect(to: "/calendar/texts/reset", type: .normal) }
        try await services.database.record(
            ReadingFact(textID: ReadingFact.everyText, ref: "", kind: .reset, at: services.now()), for: context.profile)
        return .redirect(to: "/calendar/texts?done=reset", type: .normal)
    }

    func textsT(_ request: Request, _ context: AppRequestContext, _ key: String, _ arguments: [String: String] = [:])
        -> String
    {
        services.localizer.text("texts.\(key)", in: services.language(for: request, context), arguments)
    }
}
