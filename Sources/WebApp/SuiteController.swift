import Foundation
import Hummingbird
import Localization

/// The suite's own pages: the home with the five apps, and the language choice.
struct SuiteController {
    let services: AppServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { request, context in try await self.home(request, context) }
        router.post("/language") { request, context in try await self.setLanguage(request, context) }
    }

    func home(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let l = services.localizer
        let tiles: [[String: Any]] = PageRenderer.apps.map { app in
            [
                "id": app.id, "glyph": app.glyph, "glyphLang": Self.glyphLanguages[app.id] ?? false, "built": app.built,
                "href": "/\(app.id)",
                "name": l.text("suite.apps.\(app.id).name", in: language),
                "purpose": l.text("suite.apps.\(app.id).purpose", in: language),
            ]
        }
        var page: [String: Any] = ["tiles": tiles]
        if request.uri.queryParameters.get("deleted") == "1" {
            page["notice"] = l.text("profile.notice.deleted", in: language)
        }
        return services.pages.render(
            "home", page,
            chrome: Chrome(language: language, title: l.text("suite.name", in: language), path: "/"))
    }

    /// The language of each app's glyph where it is a letter (ॐ is Sanskrit, த Tamil), for `lang`.
    static let glyphLanguages: [String: String] = ["japa": "sa", "tamil": "ta"]

    /// Stores the chosen language on the profile and returns to the page it was chosen on.
    func setLanguage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let fields = try await RequestInput.form(request)
        let code = fields["language"] ?? ""
        let language = Language(rawValue: code)
        guard services.localizer.supports(language) else {
            throw WebError.badRequest("unknown language “\(code.prefix(20))”")
        }
        try await services.database.setLanguage(language.rawValue, for: context.profile, now: services.now())
        return .redirect(to: ReturnPath.local(fields["back"]))
    }
}
