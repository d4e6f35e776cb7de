import CompanionCore
import Foundation
import Hummingbird
import Scripture
import Storage

/// Recitation audio at `/calendar/texts/audio`: the downloads page (disk used, each text's recordings
/// with a .zip download and a delete), and each recording served with HTTP ranges so the player can
/// seek. The recordings are the server owner's files under `<data folder>/recitations` (docs/recitations.md).
struct RecitationsController {
    let services: AppServices
    let calendar: CalendarEngine
    let texts: TextsServices

    var pages: TextsPagesController { TextsPagesController(services: services, calendar: calendar, texts: texts) }
    var store: RecitationStore { texts.recitations }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/texts/audio") { request, context in
            try await guarded { try await self.downloads(request, context) }
        }
        router.get("/calendar/texts/audio/:id/download") { request, context in
            try await guarded { try await self.archive(request, context, id: context.parameters.get("id") ?? "") }
        }
        router.get("/calendar/texts/audio/:id/delete") { request, context in
            try await guarded { try await self.confirmDelete(request, context, id: context.parameters.get("id") ?? "") }
        }
        router.post("/calendar/texts/audio/:id/delete") { request, context in
            try await guarded { try await self.delete(request, context, id: context.parameters.get("id") ?? "") }
        }
        router.get("/calendar/texts/audio/:id/:ref") { request, context in
            try await guarded {
                try await self.file(
                    request, context, id: context.parameters.get("id") ?? "", ref: context.parameters.get("ref") ?? "")
            }
        }
    }

    // MARK: The downloads page

    func downloads(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let r = try await pages.reading(request, context)
        let p = r.presenter
        let installed = texts.library.texts.compactMap { text -> (ScriptureText, [Recitation])? in
            let found = store.recitations(of: text.id)
            return found.isEmpty ? nil : (text, found)
        }
        let total = installed.reduce(Int64(0)) { $0 + $1.1.totalBytes }
        var page = layoutFacts(p)
        page["texts"] = installed.map { text, found -> [String: Any] in
            let size = Self.size(found.totalBytes, p)
            let source = store.source(of: text.id) ?? ""
            return [
                "id": text.id, "title": text.title(in: p.language.rawValue), "titleOriginal": text.titleOriginal ?? "",
                "count": services.localizer.plural("texts.audio.count", count: found.refCount, in: p.language),
                "of": p.t("audio.ofUnits", ["units": p.unitCount(text)]), "size": size,
                "source": source, "hasSource": !source.isEmpty,
                "downloadHref": "/calendar/texts/audio/\(text.id)/download",
                "downloadName": "\(text.id)-recitations.zip",
                "downloadLabel": p.t(
                    "audio.downloadLabel", ["title": text.title(in: p.language.rawValue), "size": size]),
                "deleteHref": "/calendar/texts/audio/\(text.id)/delete",
                "deleteLabel": p.t("audio.deleteLabel", ["title": text.title(in: p.language.rawValue)]),
                "firstHref": found.first.map { "/calendar/texts/\(text.id)/\($0.ref)" } ?? "",
            ]
        }
        page["hasTexts"] = !installed.isEmpty
        page["total"] = p.t("audio.total", ["size": Self.size(total, p)])
        if let deleted = request.uri.queryParameters.get("deleted"), let text = try? texts.library.text(deleted) {
            page["done"] = p.t("audio.deleted", ["title": text.title(in: p.language.rawValue)])
        }
        return pages.render("texts/audio", page, r, title: p.t("audio.title"), path: "/calendar/texts/audio")
    }

    /// The page's explanation of the folder layout, shown in full when nothing is installed.
    func layoutFacts(_ p: TextsPresenter) -> [String: Any] {
        [
            "example": "recitations/bhagavad-gita/2.47.mp3", "sourceExample": "recitations/bhagavad-gita/SOURCE.txt",
            "formats": AudioFormat.allCases.map(\.rawValue).joined(separator: ", "),
            "folders": texts.library.texts.map { text -> [String: String] in
                [
                    "id": text.id, "title": text.title(in: p.language.rawValue),
                    "example": "\(text.units.first?.ref ?? "1").mp3",
                ]
            },
        ]
    }

    // MARK: Download and delete

    func archive(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        _ = try texts.library.text(id)
        let found = store.recitations(of: id)
        guard !found.isEmpty else { throw WebError.notFound }
        var files = found.map { (name: $0.archivePath, file: $0.file) }
        if let source = store.sourceFile(of: id) {
            files.append((name: "\(id)/\(RecitationStore.sourceFileName)", file: source))
        }
        let zip = try await StoredZip.measuring(files)
        let body = ResponseBody(contentLength: zip.byteCount) { writer in
            try await zip.write { data in try await writer.write(ByteBuffer(bytes: data)) }
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "application/zip", .cacheControl: "no-store",
                .contentDisposition: "attachment; filename=\"\(id)-recitations.zip\"",
            ], body: body)
    }

    func confirmDelete(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let text = try texts.library.text(id)
        let r = try await pages.reading(request, context)
        let p = r.presenter
        let found = store.recitations(of: id)
        guard !found.isEmpty else { return .redirect(to: "/calendar/texts/audio", type: .normal) }
        var page = layoutFacts(p)
        page["confirm"] = [
            "id": id, "title": p.t("audio.confirm.title", ["title": text.title(in: p.language.rawValue)]),
            "body": p.t(
                "audio.confirm.body",
                [
                    "count": services.localizer.plural("texts.audio.count", count: found.refCount, in: p.language),
                    "size": Self.size(found.totalBytes, p), "title": text.title(in: p.language.rawValue),
                ]),
        ]
        return pages.render(
            "texts/audio", page, r, title: p.t("audio.confirm.title", ["title": text.title(in: p.language.rawValue)]),
            path: "/calendar/texts/audio/\(id)/delete")
    }

    func delete(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let form = try await RequestInput.form(request)
        _ = try texts.library.text(id)
        guard form["confirm"] == "yes" else {
            return .redirect(to: "/calendar/texts/audio/\(id)/delete", type: .normal)
        }
        try store.delete(id)
        return .redirect(to: "/calendar/texts/audio?deleted=\(id)", type: .normal)
    }

    // MARK: One recording, with ranges

    func file(_ request: Request, _ context: AppRequestContext, id: String, ref: String) async throws -> Response {
        guard let recitation = store.recitation(of: id, ref: ref) else { throw WebError.notFound }
        let size = Int(recitation.bytes)
        var headers: HTTPFields = [
            .contentType: recitation.format.mimeType, .acceptRanges: "bytes", .cacheControl: "no-cache",
        ]
        let io = FileIO()
        switch ByteRange(header: request.headers[.range], size: size) {
        case .whole:
            let body = try await io.loadFile(path: recitation.file.path, context: context)
            return Response(status: .ok, headers: headers, body: body)
        case .partial(let range):
            headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound)/\(size)"
            let body = try await io.loadFile(path: recitation.file.path, range: range, context: context)
            return Response(status: .partialContent, headers: headers, body: body)
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(size)"
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .rangeNotSatisfiable, headers: headers, body: .init())
        }
    }
}
