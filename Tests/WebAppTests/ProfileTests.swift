import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

/// Each browser's data is its own; other sites cannot change it; a profile can be carried to
/// another device and deleted.
@Suite("Profiles per browser and cross-site refusals")
struct ProfileTests {
    func browsers(_ client: any TestClientProtocol) throws -> (BrowserClient, BrowserClient) {
        let first = try #require(client as? BrowserClient)
        return (first, first.otherBrowser())
    }

    func post(_ client: any TestClientProtocol, _ uri: String, json: String, method: HTTPRequest.Method = .post)
        async throws -> TestResponse
    {
        try await client.execute(uri: uri, method: method, headers: jsonHeaders, body: ByteBuffer(string: json))
    }

    @Test("Two browsers never see or change each other's counters, places, settings or language")
    func twoBrowsersAreApart() async throws {
        try await withApp { client, _ in
            let (a, b) = try browsers(client)
            _ = try await a.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(a, "/api/v1/japa/counters/1/additions", json: #"{"amount": 53}"#)
            _ = try await post(a, "/api/v1/japa/counters/1", json: #"{"name": "Mine"}"#, method: .patch)
            _ = try await a.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "ta", "back": "/"]))

            let theirs = try await b.execute(uri: "/api/v1/japa/counters", method: .get)
            let counters = try #require(theirs.json["counters"] as? [[String: Any]])
            #expect(counters.count == 1)
            #expect(counters[0]["total"] as? Int == 0)
            #expect(counters[0]["name"] as? String != "Mine")
            let theirID = try #require(counters[0]["id"] as? Int)
            #expect(theirID != 1)

            for uri in ["/api/v1/japa/counters/1", "/japa/1", "/japa/1/settings", "/japa/1/export.csv"] {
                #expect(try await b.execute(uri: uri, method: .get).status == .notFound, "\(uri)")
            }
            let reset = try await b.execute(uri: "/japa/1/reset", method: .post, headers: formHeaders, body: form([:]))
            #expect(reset.status == .notFound)
            let rename = try await post(b, "/api/v1/japa/counters/1", json: #"{"name": "Stolen"}"#, method: .patch)
            #expect(rename.status == .notFound)
            #expect(try await b.execute(uri: "/api/v1/japa/counters/1", method: .delete).status == .notFound)

            let home = try await b.execute(uri: "/", method: .get)
            #expect(home.text.contains(#"<html lang="en""#), "the other browser's language choice is not this one's")
            let mine = try await a.execute(uri: "/api/v1/japa/counters/1", method: .get)
            #expect(mine.json["total"] as? Int == 53 && mine.json["name"] as? String == "Mine")
        }
    }

    @Test("A cross-site form post and a cross-site text/plain API post are refused and change nothing")
    func crossSiteRefused() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(client, "/api/v1/japa/counters/1/additions", json: #"{"amount": 53}"#)

            var foreign = formHeaders
            foreign[.origin] = "http://evil.example"
            let reset = try await client.execute(uri: "/japa/1/reset", method: .post, headers: foreign, body: form([:]))
            #expect(reset.status == .forbidden)
            #expect(reset.text.contains("evil.example"))

            var sameSite: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            sameSite[.init("Sec-Fetch-Site")!] = "same-site"
            let add = try await client.execute(
                uri: "/japa/1/add", method: .post, headers: sameSite, body: form(["amount": "16"]))
            #expect(add.status == .forbidden)

            let text = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: [.contentType: "text/plain"],
                body: ByteBuffer(string: #"{"amount": 5}"#))
            #expect(text.status == .unsupportedMediaType)
            #expect(text.json["error"] is String)

            var foreignJSON = jsonHeaders
            foreignJSON[.origin] = "http://127.0.0.1:9999"
            let json = try await client.execute(
                uri: "/api/v1/japa/counters/1/value", method: .put, headers: foreignJSON,
                body: ByteBuffer(string: #"{"value": 0}"#))
            #expect(json.status == .forbidden)
            #expect(json.json["error"] is String)

            let wipe = try await client.execute(
                uri: "/morning/settings/reset", method: .post, headers: foreign, body: form([:]))
            #expect(wipe.status == .forbidden)

            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 53)

            var own = formHeaders
            own[.origin] = "http://localhost"
            own[.init("Sec-Fetch-Site")!] = "same-origin"
            let ours = try await client.execute(
                uri: "/japa/1/add", method: .post, headers: own, body: form(["amount": "16"]))
            #expect(ours.status == .seeOther || ours.status == .found)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 69)
        }
    }

    @Test("A refused cross-site post sets no cookie, so the visitor's own profile stays in the browser")
    func refusalKeepsTheCookie() async throws {
        try await withApp { client, _ in
            let (_, stranger) = try browsers(client)
            var foreign = formHeaders
            foreign[.origin] = "http://evil.example"
            foreign[.init("Sec-Fetch-Site")!] = "cross-site"
            // A SameSite=Lax cookie is not sent with a cross-site post: the request arrives without one.
            let refused = try await stranger.execute(
                uri: "/japa/1/reset", method: .post, headers: foreign, body: form([:]))
            #expect(refused.status == .forbidden)
            #expect(refused.headers[values: .setCookie].isEmpty)
        }
    }

    @Test("A code carries the profile to another browser once; a wrong code is refused keeping what was typed")
    func carryToAnotherDevice() async throws {
        try await withApp { client, _ in
            let (a, b) = try browsers(client)
            _ = try await a.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(a, "/api/v1/japa/counters/1/additions", json: #"{"amount": 53}"#)
            _ = try await a.execute(uri: "/profile/transfer", method: .post, headers: formHeaders, body: form([:]))
            let page = try await a.execute(uri: "/profile", method: .get).text
            let code = try #require(page.firstMatch(of: /id="transfer-code" class="transfer-code">([A-Z0-9-]+)</)?.1)

            let wrong = try await b.execute(
                uri: "/profile/join", method: .post, headers: formHeaders, body: form(["code": "ABCD-EFGH-<b>"]))
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains("ABCD-EFGH-&lt;b&gt;"))

            let joined = try await b.execute(
                uri: "/profile/join", method: .post, headers: formHeaders, body: form(["code": String(code)]))
            #expect(joined.headers[.location] == "/profile?joined=1")
            #expect(try await b.execute(uri: "/api/v1/japa/counters/1", method: .get).json["total"] as? Int == 53)

            let again = try await b.otherBrowser().execute(
                uri: "/profile/join", method: .post, headers: formHeaders, body: form(["code": String(code)]))
            #expect(again.status == .unprocessableContent)
        }
    }

    @Test("Deleting the profile removes its data and forgets it in this browser")
    func deleteProfile() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(client, "/api/v1/japa/counters/1/additions", json: #"{"amount": 53}"#)
            let confirm = try await client.execute(uri: "/profile/delete", method: .get)
            #expect(confirm.text.contains(#"id="delete-form""#))
            let deleted = try await client.execute(
                uri: "/profile/delete", method: .post, headers: formHeaders, body: form([:]))
            #expect(deleted.headers[.location] == "/?deleted=1")
            #expect(deleted.headers[values: .setCookie].contains { $0.hasPrefix("sadhana_profile=;") })
            await #expect(throws: StorageError.self) { try await database.snapshot(.init(rawValue: 1), for: .local) }
        }
    }

    @Test("Today is the person's: a profile in Kolkata is a day ahead of one in Toronto late in the UTC evening")
    func todayFollowsTheProfileZone() async throws {
        // The test clock reads 2026-11-21 10:00 UTC; move each browser to its own zone.
        try await withApp { client, _ in
            let (a, b) = try browsers(client)
            for (browser, zone) in [(a, "Pacific/Kiritimati"), (b, "Pacific/Pago_Pago")] {
                let saved = try await browser.execute(
                    uri: "/profile/timezone", method: .post, headers: formHeaders, body: form(["timeZone": zone]))
                #expect(saved.status == .seeOther || saved.status == .found)
            }
            // Kiritimati is UTC+14 (2026-11-22 00:00), Pago Pago UTC−11 (2026-11-20 23:00).
            _ = try await a.execute(uri: "/japa", method: .get)
            _ = try await b.execute(uri: "/japa", method: .get)
            let settingsA = try await a.execute(uri: "/japa/1/settings", method: .get).text
            let settingsB = try await b.execute(uri: "/japa/2/settings", method: .get).text
            #expect(settingsA.contains(#"min="2026-11-22""#))
            #expect(settingsB.contains(#"min="2026-11-20""#))

            let kolkata = try await a.execute(
                uri: "/profile/timezone", method: .post, headers: formHeaders, body: form(["timeZone": "Asia/Kolkata"]))
            #expect(kolkata.status == .seeOther || kolkata.status == .found, "a current name Foundation does not list")

            let unknown = try await a.execute(
                uri: "/profile/timezone", method: .post, headers: formHeaders, body: form(["timeZone": "Mars/Olympus"]))
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("Mars/Olympus"))
        }
    }
}
