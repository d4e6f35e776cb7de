import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The suite offline and installed (issue 18): the service worker, the pages saved ahead, the
/// offline page and each app's manifest.
@Suite("Offline and install")
struct OfflineTests {
    @Test("/sw.js is revalidated on every visit and carries this build's asset version and app shell")
    func worker() async throws {
        try await withApp { client, _ in
            // When
            let response = try await client.execute(uri: "/sw.js", method: .get)

            // Then
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-cache")
            #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
            let catalog = try AssetCatalog.bundled()
            #expect(response.text.contains("const VERSION = \"\(catalog.version)\";"))
            #expect(!response.text.contains("__SHELL__") && !response.text.contains("__VERSION__"))
            #expect(response.text.contains(#""\/static\/css\/app.css""#))
            #expect(response.text.contains(#""\/manifest-tamil.webmanifest""#))
            let policy = try #require(response.headers[.contentSecurityPolicy])
            #expect(policy.contains("worker-src 'self'") && policy.contains("script-src 'self'"))
            // Every page says which assets it refers to, so the worker can tell a page newer than its cache.
            let page = try await client.execute(uri: "/tamil?date=2026-11-22", method: .get)
            #expect(page.headers[AssetVersionMiddleware<AppRequestContext>.header] == catalog.version)
        }
    }

    @Test("A changed asset changes the version; the same files give the same version")
    func version() throws {
        let asset = AssetCatalog.Asset(bytes: Data("a".utf8), contentType: "text/css", etag: "\"1\"")
        let changed = AssetCatalog.Asset(bytes: Data("b".utf8), contentType: "text/css", etag: "\"2\"")
        let one = AssetCatalog(assets: ["/css/app.css": asset, "/js/sw.js": asset])
        #expect(one.version == AssetCatalog(assets: ["/js/sw.js": asset, "/css/app.css": asset]).version)
        #expect(one.version != AssetCatalog(assets: ["/css/app.css": changed, "/js/sw.js": asset]).version)
        #expect(one.shell == ["/static/css/app.css"], "the worker's own source is not part of the shell")
    }

    @Test("The plan saves today and the next 30 days of Tamil day pages, weeks, and the Companion's months")
    func plan() async throws {
        try await withApp { client, _ in
            // When
            let response = try await client.execute(uri: "/offline/plan", method: .get)

            // Then: the test clock's day is 2026-11-21 in Chennai (the default Tamil place).
            #expect(response.status == .ok)
            let plan = try JSONDecoder().decode(OfflinePlan.self, from: Data(buffer: response.body))
            #expect(plan.from == "2026-11-21" && plan.to == "2026-12-21")
            #expect(plan.pages.filter { $0.hasPrefix("/tamil?date=") }.count == 31)
            #expect(plan.pages.contains("/tamil?date=2026-11-22"))
            #expect(plan.pages.contains("/tamil/week?start=2026-11-21"))
            #expect(plan.pages.contains("/calendar/month?m=2026-12&d=2026-12-21"))
            #expect(plan.pages.contains("/calendar/month?m=2026-11") && plan.pages.contains("/calendar"))
        }
    }

    @Test("Every saved place's Tamil days and weeks are saved ahead, each at its own address and on its own days")
    func planForEverySavedPlace() async throws {
        try await withApp { client, database in
            // Given: New York saved, then Chennai saved as the primary place.
            _ = try await client.calPost("/tamil/places/add", ["place": CalendarCity.newYork, "primary": "1"])
            _ = try await client.calPost("/tamil/places/add", ["place": CalendarCity.chennai, "primary": "1"])
            let places = try await database.savedPlaces(of: .local)
            let newYork = try #require(places.first { $0.name == "New York City" }?.id)

            // When
            let response = try await client.execute(uri: "/offline/plan", method: .get)

            // Then: the clock's instant (2026-11-21 10:00 UTC) is 05:00 that day in New York.
            let plan = try JSONDecoder().decode(OfflinePlan.self, from: Data(buffer: response.body))
            #expect(plan.from == "2026-11-21" && plan.to == "2026-12-21")
            let other = try #require(plan.places.first)
            #expect(plan.places.count == 1 && other.id == newYork)
            #expect(other.from == "2026-11-21" && other.to == "2026-12-21")
            let own = plan.pages.filter { $0.hasPrefix("/tamil?date=") && $0.hasSuffix("&place=\(newYork)") }
            #expect(own.count == 31 && own.first == "/tamil?date=2026-11-21&place=\(newYork)")
            #expect(plan.pages.contains("/tamil/week?start=2026-11-21&place=\(newYork)"))
            #expect(plan.pages.contains("/tamil?place=\(newYork)") && plan.pages.contains("/tamil/places"))

            // And the address shows that place, its day links keep it, and a place not saved is a 404.
            let day = try await client.execute(uri: "/tamil?date=2026-11-21&place=\(newYork)", method: .get)
            #expect(day.status == .ok && day.text.contains("New York City"))
            #expect(day.text.contains("href=\"/tamil?date=2026-11-22&amp;place=\(newYork)\""))
            let unknown = try await client.execute(uri: "/tamil?date=2026-11-20&place=99999", method: .get)
            #expect(unknown.status == .notFound)
            let primary = try await client.execute(uri: "/tamil?date=2026-11-20", method: .get)
            #expect(primary.text.contains("Chennai") && !primary.text.contains("place=\(newYork)\""))
        }
    }

    @Test("The offline page says the page was not saved and links the days that are")
    func offlinePage() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/offline", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("Not saved for offline use"))
            #expect(response.text.contains("Days available offline: 2026-11-21 to 2026-12-21."))
            #expect(response.text.contains(#"href="/tamil?date=2026-11-21""#))
        }
    }

    @Test("A Companion page saved ahead records no Journey fact; the same page opened by the person does")
    func prefetchRecordsNothing() async throws {
        try await withApp { client, database in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            let sources = PracticeSources(japa: false, morning: false)
            let before = try await database.journeyFacts(of: .local, practice: sources).count

            // When
            let saved = try await client.execute(
                uri: "/calendar", method: .get, headers: [.init("Sadhana-Prefetch")!: "1"])

            // Then
            #expect(saved.status == .ok)
            #expect(try await database.journeyFacts(of: .local, practice: sources).count == before)
            _ = try await client.execute(uri: "/calendar", method: .get)
            #expect(try await database.journeyFacts(of: .local, practice: sources).count > before)
        }
    }

    @Test("Each app's pages link its own manifest, which names its start page and scope")
    func manifests() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get)  // makes the first counter
            for (page, app) in [("/japa/1", "japa"), ("/tamil?date=2026-11-22", "tamil"), ("/training", "training")] {
                let html = try await client.execute(uri: page, method: .get).text
                #expect(html.contains(#"<link rel="manifest" href="/manifest-\#(app).webmanifest">"#), "\(page)")
                let manifest = try await client.execute(uri: "/manifest-\(app).webmanifest", method: .get)
                #expect(manifest.headers[.contentType] == "application/manifest+json")
                let fields = manifest.json
                #expect(fields["start_url"] as? String == "/\(app)" && fields["scope"] as? String == "/\(app)")
                #expect(fields["display"] as? String == "standalone")
            }
            let home = try await client.execute(uri: "/", method: .get).text
            #expect(home.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
            #expect(home.contains("data-install hidden"), "the Install button waits for the browser's prompt")
        }
    }
}
