import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import WebApp

@Suite("Kept calendar pages")
struct PageCacheTests {
    private func isKept(_ response: TestResponse) -> Bool {
        response.headers[HTTPField.Name("Server-Timing")!]?.contains("cache;desc=hit") == true
    }

    @Test("A repeated visit gets the kept page, the same bytes as the page first rendered")
    func repeatedVisitIsKept() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            let first = try await client.calGet("/calendar")
            let second = try await client.calGet("/calendar")
            let third = try await client.calGet("/calendar")
            #expect(first.status == .ok && third.status == .ok)
            #expect(!isKept(first))
            #expect(isKept(third))
            #expect(third.text == second.text)
            #expect(third.headers[.contentType] == "text/html; charset=utf-8")
            #expect(third.headers[.cacheControl] == "no-store")
        }
    }

    @Test("Any saved change makes the next visit render again, and the page shows the change")
    func aWriteRendersAgain() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            for _ in 0..<3 { _ = try await client.calGet("/calendar/month?m=2026-11") }
            let before = try await client.calGet("/calendar/month?m=2026-11")
            #expect(isKept(before))
            #expect(before.text.contains("Margashirsha"))
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let after = try await client.calGet("/calendar/month?m=2026-11")
            #expect(!isKept(after))
            #expect(after.text.contains("Karthigai") && !after.text.contains("Margashirsha"))
        }
    }

    @Test("Another browser never gets a page kept for someone else")
    func keptPerProfile() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            let other = try #require(client as? BrowserClient).otherBrowser()
            try await other.calOnboard(city: CalendarCity.newYork)
            for _ in 0..<3 { _ = try await client.calGet("/calendar") }
            let mine = try await client.calGet("/calendar")
            let theirs = try await other.calGet("/calendar")
            #expect(isKept(mine) && !isKept(theirs))
            #expect(mine.text.contains("Chennai") && !mine.text.contains("New York"))
            #expect(theirs.text.contains("New York") && !theirs.text.contains("Chennai"))
        }
    }

    @Test("A request that differs in any header (another language) is rendered for itself")
    func keptPerHeaders() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            for _ in 0..<2 { _ = try await client.calGet("/tamil") }
            let english = try await client.calGet("/tamil", headers: [.acceptLanguage: "en"])
            let tamil = try await client.calGet("/tamil", headers: [.acceptLanguage: "ta"])
            #expect(!isKept(tamil))
            #expect(tamil.text.contains(#"lang="ta""#) && english.text.contains(#"lang="en""#))
        }
    }

    @Test("When the clock passes into the next minute, the page is rendered again")
    func nextMinuteRendersAgain() async throws {
        let clock = TestClock(base: { Date(timeIntervalSince1970: 1_795_255_200) })
        let configuration = WebAppConfiguration(
            dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
            testClock: clock)
        let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
        try await Application(router: router).test(.router) { base in
            let client = BrowserClient(base)
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            for _ in 0..<2 { _ = try await client.calGet("/tamil") }
            #expect(isKept(try await client.calGet("/tamil")))
            // Ten seconds on, within the minute: the kept page, with its live clock's instant renewed.
            _ = try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"advanceSeconds": 10}"#))
            let later = try await client.calGet("/tamil")
            #expect(isKept(later))
            #expect(later.text.contains(#"data-now="1795255210000""#))
            #expect(!later.text.contains(#"data-now="1795255200000""#))
            _ = try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"advanceSeconds": 50}"#))
            #expect(!isKept(try await client.calGet("/tamil")))
        }
    }
}
