import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

/// Importing a counter's history from a file (JSON or CSV, as the export writes it).
extension JapaPagesController {
    func importHistory(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let form: [String: String]
        do {
            form = try await RequestInput.multipart(request)
        } catch WebError.payloadTooLarge {
            return try await countersPage(
                request, context, form: [:], error: services.localizer.text("error.tooLargeBody", in: language),
                status: .contentTooLarge)
        }
        do {
            let archive = try JapaImport.archive(
                file: form["file"] ?? "", name: form["importName"] ?? "",
                target: form["importTarget"] ?? String(JapaCounter.defaultTarget))
            let snapshot = try await database.importArchive(archive, for: context.profile, now: services.now())
            return .redirect(to: "/japa/\(snapshot.id.rawValue)?notice=imported&n=\(archive.entries.count)")
        } catch let error as JapaError {
            return try await countersPage(
                request, context, form: form, error: services.japaMessage(for: error, in: language),
                status: .unprocessableContent)
        }
    }
}

/// Reads an uploaded history file into an archive (the rule is `JapaArchive.imported`).
enum JapaImport {
    static func archive(file: String, name: String, target: String) throws(JapaError) -> JapaArchive {
        try JapaArchive.imported(file: file, name: name, target: target)
    }
}
