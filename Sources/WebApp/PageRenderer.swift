import Foundation
import Hummingbird
import Localization
import Mustache

/// What the shared layout needs to know about a page.
struct Chrome {
    var language: Language
    var title: String
    var path: String
    /// The app the page belongs to (`japa`, …), for the navigation.
    var app: String?
    /// The digits the page's text is written in (the Dharmic Companion's setting).
    var numerals: Numerals = .latin
}

/// Renders Mustache templates from `Templates/` inside the shared layout, with the page's
/// strings in the chosen language under `t`.
struct PageRenderer: Sendable {
    let library: MustacheLibrary
    let localizer: Localizer
    private let strings: TemplateStrings

    init(localizer: Localizer) async throws {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Templates").path else {
            throw WebError.notFound
        }
        self.library = try await MustacheLibrary(directory: folder)
        self.localizer = localizer
        self.strings = TemplateStrings(localizer: localizer)
    }

    /// The five apps of the suite, in order, and whether each is built yet.
    static let apps: [(id: String, built: Bool, glyph: String)] = [
        ("japa", true, "ॐ"), ("training", true, "⏱"), ("morning", true, "☀"),
        ("calendar", true, "☸"), ("tamil", true, "த"),
    ]

    func render(
        _ template: String, _ page: [String: Any], chrome: Chrome, status: HTTPResponse.Status = .ok
    ) -> Response {
        var context = page
        let language = chrome.language
        context["t"] = strings.nested[language] ?? localizer.templateStrings(for: language)
        context["lang"] = language.tag
        let app = chrome.app.flatMap(SuiteApp.init(rawValue:)) ?? SuiteApp(path: chrome.path)
        context["title"] = chrome.title
        context["documentTitle"] = documentTitle(chrome, app: app)
        context["path"] = chrome.path
        context["footer"] = localizer.text("suite.footer", in: language, ["version": WebAppConfiguration.version])
        let offered = localizer.languages(of: app)
        if let chosen = LanguageChoice.chosen, chosen != language, !offered.contains(chosen),
            let name = localizer.tables[chosen]?.nativeName
        {
            // Said in the chosen language, which every language file carries for the suite's own strings.
            context["languageNote"] = [
                "lang": chosen.tag,
                "text": localizer.text(
                    "suite.languageFallback", in: chosen,
                    [
                        "app": localizer.text(
                            app == .home ? "suite.name" : "suite.apps.\(app.rawValue).name", in: chosen),
                        "language": name,
                    ]),
            ]
        } else {
            context["languageNote"] = false
        }
        context["languages"] = offered.map { code in
            [
                "code": code.rawValue, "tag": code.tag, "name": localizer.tables[code]?.nativeName ?? code.rawValue,
                "selected": code == language,
            ]
        }
        context["nav"] = Self.apps.filter(\.built).map { app in
            [
                "id": app.id, "href": "/\(app.id)", "name": localizer.text("suite.apps.\(app.id).name", in: language),
                "active": app.id == chrome.app,
            ] as [String: Any]
        }
        if let app = chrome.app { context["app_\(app)"] = true }
        let rendered = library.render(context, withTemplate: template) ?? "template \(template) missing"
        let html = chrome.numerals.writeText(ofHTML: rendered)
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }
}

extension PageRenderer {
    /// The document's title, "Page · App · Sadhana" (the page left out where it is the app's own
    /// name, the app where the page is the suite's own), in the page's language.
    func documentTitle(_ chrome: Chrome, app: SuiteApp) -> String {
        let suite = localizer.text("suite.name", in: chrome.language)
        var parts = [chrome.title]
        if app != .home { parts.append(localizer.text("suite.apps.\(app.rawValue).name", in: chrome.language)) }
        parts.append(suite)
        var unique: [String] = []
        for part in parts where !part.isEmpty && !unique.contains(part) { unique.append(part) }
        return unique.joined(separator: " · ")
    }
}

extension Language {
    /// The BCP 47 tag as written in HTML `lang` (`hi-Latn`: the script subtag title-cased).
    var tag: String {
        rawValue.split(separator: "-").enumerated().map { index, part in
            index > 0 && part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst() : String(part)
        }.joined(separator: "-")
    }
}

/// Every language's strings as the nested dictionaries templates read, built once at start-up
/// (building them takes milliseconds — most of a page's time if done per request). Immutable
/// after init, so sharing it across requests is safe.
private final class TemplateStrings: @unchecked Sendable {
    let nested: [Language: [String: Any]]

    init(localizer: Localizer) {
        var nested: [Language: [String: Any]] = [:]
        for language in localizer.languages {
            nested[language] = localizer.templateStrings(for: language)
        }
        self.nested = nested
    }
}
