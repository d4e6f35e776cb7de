import Foundation
import Hummingbird

/// Refuses changes that another site asks a visitor's browser to make (CSRF). Three layers:
/// - a browser's `Sec-Fetch-Site` must say `same-origin` (or `none`, typed by the person);
/// - an `Origin` header must name this server (scheme, host and port);
/// - API endpoints refuse bodies of the types a cross-site form or `no-cors` fetch can send
///   without a CORS preflight (form, multipart, `text/plain`, none); this server grants no
///   preflight, so JSON (or a CSV upload) can only come from its own pages or a program.
/// Under all of them, the profile cookie is `SameSite=Lax`, so a cross-site post arrives without
/// it. Requests from programs that send none of these headers (curl, a native app) pass.
struct CrossSiteRequestMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard Self.changesState(request.method) else { return try await next(request, context) }
        if let sender = Self.foreignSender(request) { throw WebError.crossSite(sender) }
        if request.uri.path.hasPrefix("/api/"), Self.hasBody(request),
            Self.isSimpleContentType(request.headers[.contentType])
        {
            throw WebError.unsupportedMediaType
        }
        return try await next(request, context)
    }

    /// The other site a request says it comes from (its `Sec-Fetch-Site` or `Origin`), or nil
    /// when it comes from this server's own pages or from a program that sends neither.
    static func foreignSender(_ request: Request) -> String? {
        if let site = request.headers[.init("Sec-Fetch-Site")!], site != "same-origin", site != "none" {
            return request.headers[.origin].map { String($0.prefix(80)) } ?? String(site.prefix(20))
        }
        if let origin = request.headers[.origin], !isSameOrigin(origin, host: request.head.authority) {
            return String(origin.prefix(80))
        }
        return nil
    }

    static func changesState(_ method: HTTPRequest.Method) -> Bool {
        ![.get, .head, .options].contains(method)
    }

    /// Origin `http://host:port` (or https) names the same host and port as the request's Host.
    static func isSameOrigin(_ origin: String, host: String?) -> Bool {
        guard let host, !host.isEmpty, origin != "null", let url = URL(string: origin),
            let scheme = url.scheme, scheme == "http" || scheme == "https", let originHost = url.host
        else { return false }
        let defaultPort = scheme == "https" ? 443 : 80
        let originAuthority = "\(originHost):\(url.port ?? defaultPort)".lowercased()
        var requestHost = host.lowercased()
        if !requestHost.hasSuffix("]"), requestHost.split(separator: ":").count == 2 {
            return originAuthority == requestHost
        } else if requestHost.hasPrefix("["), let close = requestHost.lastIndex(of: "]"),
            requestHost.index(after: close) < requestHost.endIndex
        {
            return originAuthority == requestHost
        }
        requestHost += ":\(defaultPort)"
        return originAuthority == requestHost
    }

    static func hasBody(_ request: Request) -> Bool {
        if let length = request.headers[.contentLength] { return length != "0" }
        return request.headers[.transferEncoding] != nil
    }

    /// A content type any page may send cross-site without asking first (or none at all).
    static func isSimpleContentType(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased(),
            !type.isEmpty
        else { return true }
        return ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"].contains(type)
    }
}
