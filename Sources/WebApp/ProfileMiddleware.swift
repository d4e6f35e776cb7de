import Foundation
import Hummingbird
import Localization
import Storage

/// Gives each browser its own profile. The profile is named by a random 256-bit token in an
/// `HttpOnly`, `SameSite=Lax` cookie; a browser without one gets a new profile on its first page
/// (the first browser after the upgrade inherits the data stored before profiles existed).
/// Assets, health checks and feeds never create profiles: feeds are found by their own tokens.
struct ProfileMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    static let cookieName = "sadhana_profile"
    /// Two years, renewed on every new session.
    static let cookieLifetime = 2 * 365 * 24 * 3600

    let services: AppServices

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        var newToken: String?
        do {
            if let token = request.cookies[Self.cookieName]?.value,
                let stored = try await services.database.profile(forSessionToken: token)
            {
                context.visitor = visitor(stored)
            } else if Self.createsProfile(request) {
                let token = ProfileSecret.token()
                context.visitor = visitor(try await services.database.startSession(token: token, now: services.now()))
                newToken = token
            }
        } catch {
            context.logger.error("profile lookup failed", metadata: ["error": "\(error)"])
            return PlainAnswer.response(
                ErrorPagesMiddleware.storageUnavailableMessage, status: .serviceUnavailable, request: request,
                headers: [.retryAfter: "60"])
        }
        var response = try await LanguageChoice.$chosen.withValue(context.visitor.language) {
            try await next(request, context)
        }
        if let newToken { response.setCookie(sessionCookie(newToken)) }
        if context.visitor.profile != Visitor.nobody.profile, response.headers[values: .setCookie].isEmpty,
            request.cookies[Self.zoneCookieName]?.value != Self.zoneCookieValue(context.visitor)
        {
            response.setCookie(Self.zoneCookie(context.visitor))
        }
        return response
    }

    /// A cookie scripts may read (`app.js`): the stored zone, `manual` when the person chose it,
    /// or empty while unknown; the script sends the browser's zone when it differs. It holds no secret.
    static let zoneCookieName = "sadhana_zone"

    static func zoneCookieValue(_ visitor: Visitor) -> String {
        visitor.zoneIsManual ? "manual" : (visitor.storedZone ?? "")
    }

    static func zoneCookie(_ visitor: Visitor) -> Cookie {
        Cookie(
            name: zoneCookieName, value: zoneCookieValue(visitor), maxAge: cookieLifetime, path: "/", httpOnly: false,
            sameSite: .lax)
    }

    static func zoneCookie(_ profile: Profile) -> Cookie {
        zoneCookie(
            Visitor(
                profile: profile.id, language: nil, timeZone: .gmt, storedZone: profile.timeZone,
                zoneIsManual: profile.timeZoneIsManual))
    }

    /// Forgets the profile in this browser (after the profile was deleted).
    static var expiredCookie: Cookie {
        Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax)
    }

    func visitor(_ profile: Profile) -> Visitor {
        Visitor(profile, localizer: services.localizer, fallbackZone: services.timeZone)
    }

    func sessionCookie(_ token: String) -> Cookie {
        Cookie(
            name: Self.cookieName, value: token, maxAge: Self.cookieLifetime, path: "/", secure: services.secureCookies,
            httpOnly: true, sameSite: .lax)
    }

    /// Paths a browser or a calendar app fetches without a person behind them get no profile, and
    /// neither does a change another site sends: it is refused, and a new cookie in its answer would
    /// replace the visitor's own (a cross-site form post arrives without the `SameSite=Lax` cookie).
    static func createsProfile(_ request: Request) -> Bool {
        let path = request.uri.path
        let passive = ["/static/", "/health", "/manifest.webmanifest", "/favicon.ico", "/_test/"]
        let feeds = ["/calendar/feed/", "/tamil/feed/", "/morning/feed/"]
        if (passive + feeds).contains(where: { path.hasPrefix($0) }) { return false }
        return
            !(CrossSiteRequestMiddleware.changesState(request.method)
            && CrossSiteRequestMiddleware.foreignSender(request) != nil)
    }
}
