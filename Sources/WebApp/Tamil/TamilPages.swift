import Foundation
import Hummingbird
import Localization

/// Renders the Tamil Calendar's pages like `PageRenderer.render`, but with each language's template
/// strings built once: the whole suite's strings nest into a dictionary that takes milliseconds to
/// build, which would otherwise be most of the daily page's time.
final class TamilPages: @unchecked Sendable {
    let services: AppServices
    private let lock = NSLock()
    private var strings: [Language: [String: Any]] = [:]

    init(services: AppServices) {
        self.services = services
    }

    func templateStrings(_ language: Language) -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = strings[language] { return cached }
        let built = services.localizer.templateStrings(for: language)
        strings[language] = built
        return built
    }

    func render(_ template: String, _ page: [String: Any], chrome: Chrome, status: HTTPResponse.Status = .ok)
        -> Response
    {
        let localizer = services.localizer
        let language = chrome.language
        var context = page
        context["t"] = templateStrings(language)
        context["lang"] = language.rawValue
        context["title"] = chrome.title
        context["path"] = chrome.path
        context["footer"] = localizer.text("suite.footer", in: language, ["version": WebAppConfiguration.version])
        context["languages"] = localizer.languages.map { code in
            [
                "code": code.rawValue, "name": localizer.tables[code]?.nativeName ?? code.rawValue,
                "selected": code == language,
            ]
        }
        context["nav"] = PageRenderer.apps.filter(\.built).map { app in
            [
                "id": app.id, "href": "/\(app.id)", "name": localizer.text("suite.apps.\(app.id).name", in: language),
                "active": app.id == chrome.app,
            ] as [String: Any]
        }
        if let app = chrome.app { context["app_\(app)"] = true }
        let html = services.pages.library.render(context, withTemplate: template) ?? "template \(template) missing"
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}
