import Foundation
import Journey
import Hummingbird
import Japa
import Localization
import Logging
import NIOHTTP1
import Routines
import Scripture
import Storage
import Training

/// Turns every failure into a clear 4xx answer — an HTML page for people, JSON under `/api/` —
/// so that no input reaches a 500. Only a truly unexpected error is logged and answered 500.
struct ErrorPagesMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let services: AppServices

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error {
            let isAPI = request.uri.path.hasPrefix("/api/")
            let language = services.language(for: request, context)
            let l = services.localizer
            let (status, message): (HTTPResponse.Status, String)
            switch error {
            case WebError.invalidForm(let response):
                return response
            case WebError.notFound:
                (status, message) = (.notFound, l.text("suite.notFoundBody", in: language))
            case WebError.badRequest(let text):
                (status, message) = (.badRequest, text)
            case WebError.unprocessable(let text):
                (status, message) = (.unprocessableContent, text)
            case WebError.conflict(let text):
                (status, message) = (.conflict, text)
            case WebError.crossSite(let origin):
                (status, message) = (.forbidden, l.text("error.crossSite", in: language, ["origin": origin]))
            case WebError.unsupportedMediaType:
                (status, message) = (.unsupportedMediaType, l.text("error.jsonExpected", in: language))
            case WebError.payloadTooLarge:
                (status, message) = (.contentTooLarge, l.text("error.tooLargeBody", in: language))
            case let error as RoutinesError:
                (status, message) = (AppServices.status(of: error), services.message(for: error, in: language))
            case let error as TrainingError:
                (status, message) = (AppServices.status(for: error), services.message(for: error, in: language))
            case let error as JapaError:
                (status, message) = (.unprocessableContent, services.message(for: error, in: language))
            case StorageError.unknownCounter:
                (status, message) = (.notFound, l.text("error.unknownCounter", in: language))
            case StorageError.nothingToUndo:
                (status, message) = (.conflict, l.text("error.nothingToUndo", in: language))
            case StorageError.unknownPlace, StorageError.unknownBookmark:
                (status, message) = (.notFound, error.localizedDescriptionForUser)
            case ScriptureError.reflectionTooLong:
                (status, message) = (.badRequest, error.localizedDescriptionForUser)
            case let error as ScriptureError:
                (status, message) = (.notFound, error.description)
            case StorageError.challengeAlreadyAnswered:
                (status, message) = (.conflict, l.text("journey.challenge.alreadyAnswered", in: language))
            case let error as JourneyError:
                (status, message) = (.badRequest, error.description)
            case StorageError.tooManyPlaces:
                (status, message) = (.conflict, error.localizedDescriptionForUser)
            case StorageError.lastCounter:
                (status, message) = (.conflict, l.text("japa.lastCounter", in: language))
            case StorageError.unavailable(let reason):
                context.logger.error("storage unavailable", metadata: ["reason": "\(reason)"])
                (status, message) = (.serviceUnavailable, Self.storageUnavailableMessage)
            case is HTTPParserError:
                // NIO's decoder rejected the body's framing (a bad chunk size, a truncated chunk).
                (status, message) = (.badRequest, "The request is malformed (its body framing is invalid).")
            case let error as HTTPError where error.status == .contentTooLarge:
                (status, message) = (.contentTooLarge, l.text("error.tooLargeBody", in: language))
            case let error as HTTPError where (400..<500).contains(error.status.code):
                let text =
                    error.status == .notFound
                    ? l.text("suite.notFoundBody", in: language) : (error.body ?? error.status.reasonPhrase)
                (status, message) = (error.status, text)
            default:
                context.logger.error(
                    "unexpected error", metadata: ["error": "\(error)", "path": "\(request.uri.path)"])
                (status, message) = (.internalServerError, "Internal error")
            }
            if isAPI { return APIResponse.error(message, status: status) }
            if status == .serviceUnavailable {
                // The page itself may need the database; a plain page always renders.
                return Response(
                    status: status,
                    headers: [.contentType: "text/html; charset=utf-8", .retryAfter: "60"],
                    body: .init(byteBuffer: ByteBuffer(string: Self.plainPage(message))))
            }
            let titleKey =
                switch status {
                case .notFound: "suite.notFoundTitle"
                case .forbidden: "suite.refusedTitle"
                default: "suite.badRequestTitle"
                }
            let title = l.text(titleKey, in: language)
            return services.pages.render(
                "error", ["message": message, "heading": title],
                chrome: Chrome(language: language, title: title, path: request.uri.path), status: status)
        }
    }
}

extension ErrorPagesMiddleware {
    static let storageUnavailableMessage =
        "Your data cannot be saved or read right now: the server's disk is full or cannot be written. "
        + "Nothing was changed. Please try again later, or tell whoever runs this server."

    /// A minimal page with no dependency on templates or the database.
    static func plainPage(_ message: String) -> String {
        let escaped = message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Service unavailable</title>
            <meta name="viewport" content="width=device-width, initial-scale=1"></head>
            <body><h1>Service unavailable</h1><p>\(escaped)</p><p><a href="/">Home</a></p></body></html>
            """
    }
}

extension Error {
    /// The error's own description (module errors describe themselves for people).
    var localizedDescriptionForUser: String { String(describing: self) }
}
