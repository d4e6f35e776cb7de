import Hummingbird
import Storage

/// Headers every answer carries — pages, error pages, 404s, assets and refusals alike: no
/// sniffing, no framing, no referrer beyond this origin, and scripts, styles, images, the service
/// worker, manifests and fetches from this origin only. It is the outermost middleware, so an error thrown anywhere inside still leaves
/// with these headers.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The policy: nothing from elsewhere, no plugins, no `<base>` tricks, forms post here only.
    static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; object-src 'none'; "
            + "worker-src 'self'; manifest-src 'self'; connect-src 'self'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch StorageError.unavailable(let reason) {
            // A middleware outside the error pages (the profile's) met a full or unwritable disk.
            context.logger.error("storage unavailable", metadata: ["reason": "\(reason)"])
            response = PlainAnswer.response(
                ErrorPagesMiddleware.storageUnavailableMessage, status: .serviceUnavailable, request: request,
                headers: [.retryAfter: "60"])
        } catch {
            // The error pages catch everything they know; what escapes them is answered here so it
            // still carries the headers.
            context.logger.error("unhandled error", metadata: ["error": "\(error)"])
            response = Response(
                status: .internalServerError, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: .init(string: "Internal error\n")))
        }
        Self.apply(to: &response.headers)
        return response
    }

    /// Sets the security headers on `headers`.
    static func apply(to headers: inout HTTPFields) {
        headers[.xContentTypeOptions] = "nosniff"
        headers[.init("X-Frame-Options")!] = "DENY"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.init("Referrer-Policy")!] = "same-origin"
        headers[.init("Cross-Origin-Opener-Policy")!] = "same-origin"
        headers[.init("Permissions-Policy")!] = "camera=(), microphone=(), payment=()"
    }
}
