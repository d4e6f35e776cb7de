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

    /// The `aria-label`, `title` and `placeholder` values of a page: text people hear or see that
    /// is not in the page's body.
    static func attributeTexts(_ html: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(?:aria-label|title|placeholder)=\"([^\"]*)\"")
        let range = NSRange(html.startIndex..., in: html)
        return Set(
            pattern.matches(in: html, range: range).compactMap { match in
                Range(match.range(at: 1), in: html).map { String(html[$0]) }
            })
    }

    @Test("In every offered language the pages' labels are that language's too (the apps' nav was 'Apps' in all)")
    func attributeLabelsFollowTheLanguage() async throws {
        let localizer = try Localizer.bundled()
        try await withApp { client, _ in
            var english: [String: Set<String>] = [:]
            for page in Self.pages { english[page] = Self.attributeTexts(try await Self.page(client, page)) }
            let codes = Self.offered(try await Self.page(client, "/"))
            #expect(codes.count > 2)
            for code in codes where code != "en" {
                let table = try #require(localizer.tables[Language(rawValue: code)])
                // Texts the language writes as English does ("Sadhana", Hinglish "Home") are its own.
                let kept = Set(table.sameAsEnglish.map { localizer.text($0, in: table.language) })
                _ = try await client.execute(
                    uri: "/language", method: .post, headers: formHeaders, body: form(["language": code, "back": "/"])
                ) { _ in }
                for page in Self.pages {
                    let html = try await Self.page(client, page)
                    guard Self.offered(html).contains(code), html.lowercased().contains("<html lang=\"\(code)\">")
                    else { continue }
                    let same = Self.attributeTexts(html).intersection(english[page] ?? []).filter { text in
                        text.range(of: "[a-z]{2}", options: .regularExpression) != nil && !text.contains("/")
                            && !kept.contains(text)
                    }
                    #expect(same.isEmpty, "\(code) \(page) keeps English labels: \(same.sorted())")
                }
            }
        }
    }

    @Test(
        "In தமிழ் the Tamil Calendar's places, settings and tour give GeoNames' attribution in Tamil, as the Companion does"
    )
    func tamilPlacesAttributionInTamil() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "ta", "back": "/tamil"])
            ) { _ in }
            for page in ["/tamil/places", "/tamil/settings", "/tamil/welcome?step=2"] {
                let html = try await Self.page(client, page)
                #expect(html.contains("<html lang=\"ta\">"), "\(page)")
                #expect(html.contains("நகரத் தரவு GeoNames (https://www.geonames.org)"), "\(page)")
                #expect(!html.contains("City data from GeoNames"), "\(page)")
            }
        }
    }

    @Test(
        "In हिन्दी the texts' English translation, word meanings and explanation are marked English, on the verse page and in Today's briefing"
    )
    func englishContentIsMarkedOnOtherLanguagesPages() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders,
                body: form(["language": "hi", "back": "/calendar"])
            ) { _ in }
            let verse = try await Self.page(client, "/calendar/texts/bhagavad-gita/2.47")
            #expect(verse.contains("<html lang=\"hi\">"))
            #expect(verse.contains("<p class=\"translation\" lang=\"en\">"))
            #expect(verse.contains("<dd lang=\"en\">"))
            #expect(verse.contains("<div class=\"explanation-text\"><p lang=\"en\">"))
            #expect(!verse.contains("<p class=\"translation\">"))
            _ = try await client.execute(
                uri: "/calendar/welcome", method: .post, headers: formHeaders, body: form(["step": "skip"])
            ) { _ in }
            let today = try await Self.page(client, "/calendar")
            #expect(today.contains("data-brief-step"), "Today shows the daily briefing")
            #expect(today.contains("<p class=\"translation\" lang=\"en\">"))
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
