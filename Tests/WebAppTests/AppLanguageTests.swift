import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Testing

/// Each app offers only the languages it is complete in, and a page is never half one language.
@Suite("Languages each app offers")
struct AppLanguageTests {
    static let pages = ["/", "/profile", "/japa", "/training", "/morning", "/calendar", "/calendar/settings", "/tamil"]

    /// The page at `uri`, following the redirects of first visits (counter, onboarding).
    static func page(_ client: some TestClientProtocol, _ uri: String, headers: HTTPFields = [:]) async throws -> String
    {
        var uri = uri
        for _ in 0..<4 {
            let (status, location, text) = try await client.execute(uri: uri, method: .get, headers: headers) {
                ($0.status, $0.headers[.location], $0.text)
            }
            guard [.found, .seeOther].contains(status), let location else { return text }
            uri = location
        }
        return ""
    }

    /// The codes a page's header picker offers.
    static func offered(_ html: String) -> [String] {
        guard let start = html.range(of: "id=\"language-select\""),
            let end = html.range(of: "</select>", range: start.upperBound..<html.endIndex)
        else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "<option value=\"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("Every language a page offers translates every string of that app's areas")
    func offeredLanguagesAreWhole() async throws {
        let localizer = try Localizer.bundled()
        let english = try #require(localizer.tables[.english])
        try await withApp { client, _ in
            for page in Self.pages {
                let html = try await Self.page(client, page)
                let codes = Self.offered(html)
                #expect(codes.first == "en", "\(page) offers \(codes)")
                let app = SuiteAppForTest.app(of: page)
                for code in codes where code != "en" {
                    let table = try #require(localizer.tables[Language(rawValue: code)])
                    let copied = app.stringAreas.flatMap { english.areas[$0] ?? [] }.filter { key in
                        let plural = table.pluralCategories(of: key) != nil
                        let mine =
                            plural
                            ? localizer.plural(key, count: 5, in: table.language)
                            : localizer.text(key, in: table.language)
                        let theirs =
                            plural ? localizer.plural(key, count: 5, in: .english) : localizer.text(key, in: .english)
                        let letters = theirs.replacingOccurrences(
                            of: "\\{[^}]*\\}", with: "", options: .regularExpression
                        ).contains { $0.isASCII && $0.isLetter }
                        return mine == theirs && letters && !table.sameAsEnglish.contains(key)
                    }
                    #expect(copied.isEmpty, "\(page) offers \(code) with English copies: \(copied.sorted().prefix(5))")
                }
            }
        }
    }

    @Test(
        "Russian chosen on the Japa counter: the Companion is English with a note in Russian, not Russian tabs over English"
    )
    func russianInTheCompanion() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "ru", "back": "/japa"])
            ) { _ in }
            let japa = try await Self.page(client, "/japa")
            #expect(japa.contains("<html lang=\"ru\">"))
            let html = try await Self.page(client, "/calendar")
            #expect(html.contains("<html lang=\"en\">"))
            #expect(!Self.offered(html).contains("ru"))
            #expect(html.contains("class=\"notice language-note\" lang=\"ru\""))
            #expect(html.contains("Приложение «"))
            #expect(!html.contains("Сегодня"), "no Russian tab names over an English body")
            let settings = try await Self.page(client, "/calendar/settings")
            #expect(!settings.contains("value=\"ru\""))
        }
    }

    @Test("Hindi chosen: the Tamil Calendar, not translated into Hindi, is English with a note in Hindi")
    func hindiInTheTamilCalendar() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "hi", "back": "/"])
            ) { _ in }
            let html = try await Self.page(client, "/tamil")
            #expect(html.contains("<html lang=\"en\">"))
            #expect(Self.offered(html) == ["en", "ta"])
            #expect(html.contains("class=\"notice language-note\" lang=\"hi\""))
            let settings = try await Self.page(client, "/tamil/settings")
            #expect(!settings.contains("<option value=\"hi\""))
            let calendar = try await Self.page(client, "/calendar")
            #expect(calendar.contains("<html lang=\"hi\">"))
            #expect(!calendar.contains("language-note"))
        }
    }

    @Test("A browser asking for Russian first gets the best language the app has")
    func negotiatedAmongTheAppsLanguages() async throws {
        try await withApp { client, _ in
            let headers: HTTPFields = [.acceptLanguage: "ru, ta;q=0.8, en;q=0.5"]
            let tamil = try await Self.page(client, "/tamil", headers: headers)
            #expect(tamil.contains("<html lang=\"ta\">"))
            let japa = try await Self.page(client, "/japa", headers: headers)
            #expect(japa.contains("<html lang=\"ru\">"))
            #expect(!japa.contains("language-note"))
        }
    }

    @Test("Onboarding refuses a language the Companion does not offer, naming the field")
    func welcomeRefusesRussian() async throws {
        try await withApp { client, _ in
            let step1 = try await Self.page(client, "/calendar/welcome?step=1")
            #expect(step1.contains("value=\"hi\"") && step1.contains("value=\"ta\""))
            #expect(!step1.contains("name=\"language\" value=\"ru\""))
            try await client.execute(
                uri: "/calendar/welcome", method: .post, headers: formHeaders,
                body: form(["step": "1", "language": "ru"])
            ) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}

/// The app a page path belongs to, written out here rather than borrowed from the server.
enum SuiteAppForTest {
    static func app(of path: String) -> SuiteApp {
        let first = path.split(separator: "/").first.map(String.init) ?? ""
        return SuiteApp(rawValue: first) ?? .home
    }
}
