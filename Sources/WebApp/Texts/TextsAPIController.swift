import Foundation
import Hummingbird
import Localization
import Scripture
import Storage
import Transliteration

/// The texts' JSON API under `/api/v1/texts`: the library, a text, a unit in any script, reading
/// progress, marking read, and bookmarks with reflections. Errors are 4xx `{"error": …}`.
struct TextsAPIController {
    let services: AppServices
    let texts: TextsServices

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("") { request, context in try await self.list(request, context) }
        group.get("progress") { request, context in try await self.progress(request, context) }
        group.get("search") { request, context in try await guarded { try await self.search(request, context) } }
        group.get("bookmarks") { request, context in try await self.bookmarks(request, context) }
        group.post("bookmarks") { request, context in try await self.addBookmark(request, context) }
        group.patch("bookmarks/:bid") { request, context in
            try await self.updateBookmark(request, context, raw: context.parameters.get("bid") ?? "")
        }
        group.delete("bookmarks/:bid") { request, context in
            try await self.deleteBookmark(request, context, raw: context.parameters.get("bid") ?? "")
        }
        group.get(":id") { request, context in
            try await self.detail(request, context, id: context.parameters.get("id") ?? "")
        }
        group.get(":id/units/:ref") { request, context in
            try await self.unit(
                request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
        }
        group.post(":id/units/:ref/read") { request, context in
            try await self.markRead(
                request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
        }
    }

    /// The text for the library, its coverage note in `language` (English where that language has
    /// none for it; `language` in the answer says which).
    static func summary(_ text: ScriptureText, in language: Language) -> TextsAPI.TextSummary {
        let layers = Layer.allCases.filter { layer in text.units.contains { $0.layers.contains(layer) } }
        return TextsAPI.TextSummary(
            id: text.id, title: text.title, titleOriginal: text.titleOriginal, theme: text.theme,
            unit: text.unitNoun.singular, units: text.unitNoun.plural, unitCount: text.units.count,
            sectionCount: text.sections.count, originalScript: text.originalScript?.rawValue,
            originalLanguage: text.originalLanguage, layers: layers.map(\.rawValue),
            coverage: .init(
                shipped: text.coverage.shipped, total: text.coverage.total,
                note: text.coverageNote(in: language.rawValue)),
            language: text.aboutLanguage(for: language.tag))
    }

    /// The language of the answer's summaries and notes: `lang=` (case-insensitive; any language
    /// the Companion is offered in), else the profile's, as the pages choose it.
    func language(_ request: Request, _ context: AppRequestContext) throws -> Language {
        guard let code = request.uri.queryParameters.get("lang") else {
            return services.language(for: request, context)
        }
        let offered = services.localizer.languages(of: .calendar)
        let asked = Language(rawValue: String(code.prefix(20)))
        guard code.count <= 20, offered.contains(asked) else {
            throw WebError.badRequest(
                "Unknown language “\(code.prefix(20))”. Use one of: \(offered.map(\.tag).joined(separator: ", ")).")
        }
        return asked
    }

    /// Each layer's source, `own` when this project wrote the layer (the source id `sadhana`, a
    /// rendering or a retelling alike).
    static func sources(_ credits: [(layer: Layer, id: String, source: ScriptureSource)]) -> [TextsAPI.Source] {
        credits.map { layer, id, s in
            TextsAPI.Source(
                layer: layer.rawValue, title: s.title, by: s.by, url: s.url, licence: s.licence, note: s.note,
                own: id == ScriptureSource.sadhanaID)
        }
    }

    func list(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = try self.language(request, context)
        return APIResponse.encoded(
            TextsAPI.TextList(texts: texts.library.texts.map { Self.summary($0, in: language) }))
    }

    func detail(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let text = try texts.library.text(id)
        let language = try self.language(request, context)
        return APIResponse.encoded(
            TextsAPI.TextDetail(
                text: Self.summary(text, in: language), summary: text.summary(in: language.rawValue),
                sections: text.sections.map {
                    .init(
                        number: $0.number, title: $0.title, titleOriginal: $0.titleOriginal, refs: $0.units.map(\.ref))
                },
                sources: Self.sources(text.credits)))
    }

    /// The script asked for (`?script=telugu`), else the original's own.
    func script(_ request: Request, for text: ScriptureText) throws -> Script? {
        guard let raw = request.uri.queryParameters.get("script") else { return text.originalScript }
        guard raw.count <= 20, let script = Script(rawValue: raw) else {
            throw WebError.badRequest(
                "Unknown script “\(raw.prefix(20))”. Use one of: \(Script.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        return script
    }

    func unit(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let text = try texts.library.text(id)
        let unit = try text.unit(ref)
        let target = try script(request, for: text)
        let t = texts.transliterator
        let from = text.originalScript
        func shown(_ s: String) -> String {
            guard let from, let target, from != target else { return s }
            return t.convert(s, from: from, to: target)
        }
        let latin: Script = from == .gurmukhi ? .latin : .iast
        let (previous, next) = text.neighbours(of: ref)
        let credits = unit.layers.compactMap { layer -> (layer: Layer, id: String, source: ScriptureSource)? in
            guard let id = text.sourceID(of: layer, in: unit), let source = text.source(of: layer, in: unit) else {
                return nil
            }
            return (layer, id, source)
        }
        return APIResponse.encoded(
            TextsAPI.Unit(
                textId: id, ref: ref, kind: unit.kind.rawValue, title: unit.title, speaker: unit.speaker.map(shown),
                script: unit.original == nil ? nil : target?.rawValue, original: unit.original.map(shown),
                transliteration: from.flatMap { f in unit.original.map { t.convert($0, from: f, to: latin) } },
                translation: unit.translation,
                words: (unit.words ?? []).map { w in
                    .init(
                        word: shown(w.word), transliteration: from.map { t.convert(w.word, from: $0, to: latin) } ?? "",
                        meaning: w.meaning)
                },
                explanation: unit.explanation, retelling: unit.retelling, commentary: unit.commentary,
                previous: previous?.ref, next: next?.ref, sources: Self.sources(credits)))
    }

    func progressInfo(_ p: TextProgress) -> TextsAPI.Progress {
        .init(
            textId: p.textID, read: p.readCount, total: p.total, fraction: p.fraction, complete: p.isComplete,
            resume: p.resumeRef, lastActivity: p.lastActivity?.iso8601UTC)
    }

    func progress(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let facts = try await services.database.readingFacts(of: context.profile)
        let progress = ReadingProgress(facts: facts, library: texts.library)
        return APIResponse.encoded(
            TextsAPI.ProgressList(
                texts: texts.library.texts.map { progressInfo(progress.of($0)) },
                continueReading: progress.mostRecent?.textID))
    }

    func markRead(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        let text = try texts.library.text(id)
        _ = try text.unit(ref)
        try await services.database.record(
            ReadingFact(textID: id, ref: ref, kind: .read, at: services.now()), for: context.profile)
        let facts = try await services.database.readingFacts(of: context.profile)
        let progress = ReadingProgress(facts: facts, library: texts.library).of(text)
        return APIResponse.encoded(TextsAPI.Marked(textId: id, ref: ref, progress: progressInfo(progress)))
    }

    func search(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let q = try CalendarInput.query(request.uri.queryParameters.get("q"))
        let scope = request.uri.queryParameters.get("text")
        if let scope { _ = try texts.library.text(scope) }
        let hits = texts.search.search(q, in: scope).map {
            TextsAPI.SearchResults.Hit(textId: $0.textID, ref: $0.ref, layer: $0.layer.rawValue)
        }
        return APIResponse.encoded(TextsAPI.SearchResults(query: q, hits: hits))
    }

    func bookmarks(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let list = try await services.database.bookmarks(of: context.profile)
        return APIResponse.encoded(TextsAPI.BookmarkList(bookmarks: list.map(TextsAPI.Bookmark.init)))
    }

    static func string(_ body: [String: JSONValue], _ key: String) throws -> String? {
        switch body[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        default: throw WebError.badRequest("“\(key)” must be a string.")
        }
    }

    static func note(_ raw: String?) throws -> String? {
        do {
            return try Reflection.cleaned(raw)
        } catch {
            throw WebError.badRequest(error.description)
        }
    }

    func addBookmark(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        guard let id = try Self.string(body, "textId") else { throw WebError.badRequest("“textId” is required.") }
        guard let ref = try Self.string(body, "ref") else { throw WebError.badRequest("“ref” is required.") }
        _ = try texts.library.text(id).unit(ref)
        let note = try Self.note(try Self.string(body, "note"))
        let bookmark = try await services.database.addBookmark(
            textID: id, ref: ref, note: note, for: context.profile, now: services.now())
        return APIResponse.encoded(TextsAPI.Bookmark(bookmark), status: .created)
    }

    static func bookmarkID(_ raw: String) throws -> Int64 {
        guard raw.count <= 18, let id = Int64(raw) else { throw StorageError.unknownBookmark(0) }
        return id
    }

    func updateBookmark(_ request: Request, _ context: AppRequestContext, raw: String) async throws -> Response {
        let id = try Self.bookmarkID(raw)
        let body = try await RequestInput.jsonObject(request)
        guard let note = try Self.note(try Self.string(body, "note")) else {
            throw WebError.badRequest("“note” is required.")
        }
        let bookmark = try await services.database.updateBookmark(
            id, note: note, for: context.profile, now: services.now())
        return APIResponse.encoded(TextsAPI.Bookmark(bookmark))
    }

    func deleteBookmark(_ request: Request, _ context: AppRequestContext, raw: String) async throws -> Response {
        try await services.database.deleteBookmark(try Self.bookmarkID(raw), for: context.profile)
        return Response(status: .noContent)
    }
}
