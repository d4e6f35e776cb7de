import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("The suite's shell")
struct SuiteTests {
    @Test("Health answers ok with the version")
    func health() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.json["status"] as? String == "ok")
            }
        }
    }

    @Test("Home shows five apps; the unbuilt ones as coming, without links")
    func home() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "en"]) { response in
                #expect(response.status == .ok)
                let html = response.text
                #expect(html.contains("Purascharana"))
                #expect(html.contains("href=\"/japa\""))
                // Each app is either built (linked) or coming (no dead link), never both.
                var coming = 0
                for app in ["training", "morning", "calendar", "tamil"] {
                    let linked = html.contains("href=\"/\(app)\"")
                    let isComing = html.contains("tile-\(app) is-coming")
                    #expect(linked != isComing, "\(app) must be linked or coming")
                    if isComing { coming += 1 }
                }
                #expect(html.components(separatedBy: ">Coming<").count == coming + 1)
                #expect(html.contains("rel=\"manifest\""))
            }
        }
    }

    @Test("The browser's language is the first guess; a stored choice wins")
    func languageChoice() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/", method: .get, headers: russian) { response in
                #expect(response.text.contains("<html lang=\"ru\">"))
            }
            try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "en", "back": "/japa"])
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/japa")
            }
            try await client.execute(uri: "/", method: .get, headers: russian) { response in
                #expect(response.text.contains("<html lang=\"en\">"))
            }
        }
    }

    @Test("An unknown language or a foreign return address is refused or neutralised")
    func hostileLanguageForm() async throws {
        try await withApp { client, _ in
            try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "<script>"])
            ) { response in
                #expect(response.status == .badRequest)
                #expect(!response.text.contains("<script>"))
            }
            try await client.execute(
                uri: "/language", method: .post, headers: formHeaders,
                body: form(["language": "ru", "back": "//evil.example/"])
            ) { response in
                #expect(response.headers[.location] == "/")
            }
        }
    }

    @Test("Unknown routes answer 404 as a page, and as JSON under the API")
    func notFound() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/no/such/page", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            }
            try await client.execute(uri: "/api/v1/japa/nothing", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.json["error"] is String)
            }
        }
    }

    @Test("Static assets are served with types and revalidate by ETag")
    func assets() async throws {
        try await withApp { client, _ in
            let etag = try await client.execute(uri: "/static/css/app.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                return response.headers[.eTag]
            }
            try await client.execute(uri: "/static/css/app.css", method: .get, headers: [.ifNoneMatch: etag ?? ""]) {
                response in
                #expect(response.status == .notModified)
            }
            try await client.execute(uri: "/manifest.webmanifest", method: .get) { response in
                #expect(response.json["display"] as? String == "standalone")
            }
            for icon in ["icon-192.png", "icon-512.png", "icon-180.png", "icon.svg"] {
                try await client.execute(uri: "/static/icons/\(icon)", method: .get) { response in
                    #expect(response.status == .ok, "\(icon)")
                }
            }
            try await client.execute(uri: "/static/../Package.swift", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("Pages stay small: the japa page with its assets is under 100 KB")
    func pageWeight() async throws {
        try await withApp { client, _ in
            var total = 0
            for uri in [
                "/japa/1", "/static/css/app.css", "/static/js/app.js", "/static/js/japa.js", "/static/icons/icon.svg",
            ] {
                _ = try await client.execute(uri: "/japa", method: .get)
                total += try await client.execute(uri: uri, method: .get) { $0.body.readableBytes }
            }
            #expect(total < 100_000)
        }
    }
}
