import Foundation
import Hummingbird
import Japa
import Localization
import Logging
import Routines
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
            let language = await services.language(for: request)
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
            case StorageError.unknownPlace:
                (status, message) = (.notFound, error.localizedDescriptionForUser)
            case StorageError.tooManyPlaces:
                (status, message) = (.conflict, error.localizedDescriptionForUser)
            case StorageError.lastCounter:
                (status, message) = (.conflict, l.text("japa.lastCounter", in: language))
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
            let title = l.text(status == .notFound ? "suite.notFoundTitle" : "suite.badRequestTitle", in: language)
            return services.pages.render(
                "error", ["message": message, "heading": title],
                chrome: Chrome(language: language, title: title, path: request.uri.path), status: status)
        }
    }
}

/// Headers every answer carries: no sniffing, no framing, scripts and styles from this origin only.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.init("X-Frame-Options")!] = "DENY"
        response.headers[.contentSecurityPolicy] =
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; frame-ancestors 'none'"
        response.headers[.init("Referrer-Policy")!] = "same-origin"
        return response
    }
}

extension Error {
    /// The error's own description (module errors describe themselves for people).
    var localizedDescriptionForUser: String { String(describing: self) }
}
