import Foundation
import Hummingbird
import Localization
import Storage

/// The suite's profile page, `/profile`, and its API under `/api/v1/profile`: carry the profile to
/// another device with a one-time code, join one from another device, set the time zone, rotate
/// the secret feed links, delete the profile with all its data.
struct ProfileController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/profile") { request, context in try await self.page(request, context) }
        router.post("/profile/transfer") { request, context in
            _ = try await database.newTransferCode(for: context.profile, now: services.now())
            return Response.redirect(to: "/profile#transfer")
        }
        router.post("/profile/join") { request, context in try await self.join(request, context) }
        router.post("/profile/timezone") { request, context in try await self.setTimeZone(request, context) }
        router.post("/profile/feeds/rotate") { _, context in
            try await database.rotateFeedTokens(for: context.profile)
            return Response.redirect(to: "/profile?rotated=1#feeds")
        }
        router.get("/profile/delete") { request, context in try await self.confirmDelete(request, context) }
        router.post("/profile/delete") { _, context in
            try await database.deleteProfile(context.profile)
            var response = Response.redirect(to: "/?deleted=1")
            response.setCookie(ProfileMiddleware.expiredCookie)
            return response
        }
    }

    // MARK: Pages

    func page(
        _ request: Request, _ context: AppRequestContext, joinError: String? = nil, typedCode: String? = nil,
        zoneError: String? = nil, typedZone: String? = nil, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let language = services.language(for: request, context)
        let l = services.localizer
        let now = services.now()
        let query = request.uri.queryParameters
        var page: [String: Any] = [
            "zone": typedZone ?? context.visitor.storedZone ?? "",
            "zoneSource": l.text(
                context.visitor.storedZone == nil
                    ? "profile.zoneUnknown" : context.visitor.zoneIsManual ? "profile.zoneManual" : "profile.zoneAuto",
                in: language, ["zone": context.visitor.storedZone ?? context.timeZone.identifier]),
            "zones": Self.zoneChoices,
            "typedCode": typedCode ?? "",
        ]
        if let code = try await database.pendingTransferCode(for: context.profile, now: now) {
            page["code"] = code.display
            page["codeExpiry"] = l.text(
                "profile.codeExpiry", in: language, ["time": Self.clock(code.expiresAt, in: context.timeZone)])
        }
        if let joinError { page["joinError"] = joinError }
        if let zoneError { page["zoneError"] = zoneError }
        for key in ["joined", "rotated", "zoneSaved"] where query.get(key) == "1" {
            page["notice"] = l.text("profile.notice.\(key)", in: language)
        }
        return services.pages.render(
            "profile/profile", page,
            chrome: Chrome(language: language, title: l.text("profile.title", in: language), path: "/profile"),
            status: status)
    }

    func confirmDelete(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let title = services.localizer.text("profile.delete.title", in: language)
        return services.pages.render(
            "profile/delete", [:], chrome: Chrome(language: language, title: title, path: "/profile/delete"))
    }

    // MARK: Actions

    /// Joins the profile a code names: this browser's cookie becomes that profile's.
    func join(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let typed = String((try await RequestInput.form(request)["code"] ?? "").prefix(40))
        let language = services.language(for: request, context)
        guard let (_, token) = try await database.redeemTransferCode(typed, now: services.now()) else {
            let key = ProfileSecret.normalizedCode(typed) == nil ? "profile.codeMalformed" : "profile.codeUnknown"
            return try await page(
                request, context, joinError: services.localizer.text(key, in: language), typedCode: typed,
                status: .unprocessableContent)
        }
        var response = Response.redirect(to: "/profile?joined=1")
        response.setCookie(ProfileMiddleware(services: services).sessionCookie(token))
        return response
    }

    /// A zone chosen in the form (manual), or the browser's own sent by script (automatic, JSON).
    func setTimeZone(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let isJSON = request.headers[.contentType]?.hasPrefix("application/json") ?? false
        let typed: String
        if isJSON {
            let body = try await RequestInput.jsonObject(request)
            guard case .string(let zone)? = body["timeZone"] else {
                throw WebError.badRequest("timeZone must be a string")
            }
            typed = zone
        } else {
            typed = try await RequestInput.form(request)["timeZone"] ?? ""
        }
        let trimmed = String(typed.trimmingCharacters(in: .whitespaces).prefix(80))
        guard let zone = Self.knownZone(trimmed) else {
            let language = services.language(for: request, context)
            let message = services.localizer.text("profile.zoneUnknownId", in: language, ["zone": trimmed])
            if isJSON { return APIResponse.error(message, status: .unprocessableContent) }
            return try await page(
                request, context, zoneError: message, typedZone: trimmed, status: .unprocessableContent)
        }
        let stored = try await database.setTimeZone(zone, manual: !isJSON, for: context.profile)
        if isJSON {
            var response = Response(status: .noContent)
            response.setCookie(ProfileMiddleware.zoneCookie(stored))
            return response
        }
        var response = Response.redirect(to: "/profile?zoneSaved=1#timezone")
        response.setCookie(ProfileMiddleware.zoneCookie(stored))
        return response
    }

    /// An IANA zone identifier this system knows, in its canonical spelling. Foundation's list
    /// lacks some current names (`Asia/Kolkata`, `Europe/Kyiv`) that its zone database still
    /// resolves, so any `Area/Place` name the database opens is accepted too.
    static func knownZone(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 80 else { return nil }
        if text == "UTC" { return text }
        if let listed = zoneChoices.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) {
            return listed
        }
        guard text.contains("/"), let zone = TimeZone(identifier: text) else { return nil }
        return zone.identifier
    }

    /// The zones offered in the form: Foundation's list plus current names it misses.
    static let zoneChoices: [String] = {
        let current = ["Asia/Kolkata", "Europe/Kyiv", "America/Nuuk", "Asia/Yangon", "Pacific/Kanton"]
        let known = Set(TimeZone.knownTimeZoneIdentifiers)
            .union(current.filter { TimeZone(identifier: $0) != nil })
        return known.sorted()
    }()

    static func clock(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
