import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Tamil Calendar's own API (`/api/v1/tamil`): alert preferences read and replaced, upcoming
/// alerts with the two-days-before one, and a 4xx with a clear message for every bad body.
@Suite("Tamil Calendar alerts API")
struct TamilAlertsAPITests {
    static let valid = """
        {"observed": ["ekadasi", "pradosham"], "alerts": {"twoDaysBefore": "18:00", "evening": "19:00",
         "morning": null, "weekly": "18:00"}}
        """

    func put(_ client: any TestClientProtocol, _ body: String) async throws -> TestResponse {
        try await client.execute(
            uri: "/api/v1/tamil/preferences", method: .put, headers: jsonHeaders, body: ByteBuffer(string: body))
    }

    @Test("The preferences start with the two-days-before alert off, and a PUT turns it on")
    func preferences() async throws {
        try await withApp { client, database in
            let first = try await client.execute(uri: "/api/v1/tamil/preferences", method: .get)
            #expect(first.status == .ok)
            let alerts = try #require(first.json["alerts"] as? [String: Any])
            #expect(alerts["twoDaysBefore"] is NSNull)
            #expect(alerts["evening"] as? String == "19:00")
            #expect(first.json["observed"] as? [String] == ["ekadasi", "pradosham"])
            #expect((first.json["feed"] as? String)?.hasPrefix("/tamil/feed/") == true)

            let saved = try await put(client, Self.valid)
            #expect(saved.status == .ok)
            let savedAlerts = try #require(saved.json["alerts"] as? [String: Any])
            #expect(savedAlerts["twoDaysBefore"] as? String == "18:00")
            #expect(savedAlerts["morning"] is NSNull)
            let stored = try await database.tamilPreferences(of: .local, now: Date())
            #expect(stored.twoDaysBeforeMinute == 18 * 60 && stored.morningMinute == nil)
            #expect(!stored.clock24)
        }
    }

    @Test("Upcoming alerts include the two-days-before one, in the place's zone, with its message")
    func alerts() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42"]))
            _ = try await put(client, Self.valid)
            let response = try await client.execute(uri: "/api/v1/tamil/alerts?days=20", method: .get)
            #expect(response.status == .ok)
            #expect(response.json["timezone"] as? String == "America/Toronto")
            let list = try #require(response.json["alerts"] as? [[String: Any]])
            let plans = list.filter { $0["kind"] as? String == "twoDaysBefore" }
            // Ekadasi on Friday 4 December; Pradosham on Sunday 6 December by the Vakya almanac (the
            // default): its Trayodashi, 5 Dec 16:43 – 6 Dec 17:34 in Toronto, holds both evenings'
            // pradosha and the rule takes the later (drik: Saturday the 5th).
            #expect(plans.map { $0["date"] as? String ?? "" } == ["2026-12-04", "2026-12-06"])
            #expect(
                plans.map { $0["due"] as? String ?? "" } == ["2026-12-02T18:00:00-05:00", "2026-12-04T18:00:00-05:00"])
            #expect(
                plans.first?["message"] as? String
                    == "Friday is Ekadasi — plan Thursday's meals; no non-veg from Thursday evening.")
            let observed = try #require((plans.first?["observed"] as? [[String: Any]])?.first)
            #expect(observed["ids"] as? [String] == ["ekadasi"])
            #expect(observed["avoidNonVeg"] as? Bool == true)
            // Sorted by when they are due.
            let dues = list.map { $0["due"] as? String ?? "" }
            #expect(dues.count > plans.count)
            let ru = try await client.execute(uri: "/api/v1/tamil/alerts?days=20", method: .get, headers: russian)
            let ruPlan = (ru.json["alerts"] as? [[String: Any]])?.first { $0["kind"] as? String == "twoDaysBefore" }
            // The Tamil Calendar is not translated into Russian: its whole answer is English, not half.
            #expect((ruPlan?["message"] as? String)?.hasPrefix("Friday is Ekadasi — ") == true)
        }
    }

    static let hostile: [(body: String, status: Int, says: String)] = [
        ("", 422, "observed is missing"),
        ("{}", 422, "observed is missing"),
        ("not json", 400, "JSON object"),
        ("[1, 2]", 400, "JSON object"),
        (#"{"observed": "ekadasi", "alerts": {}}"#, 422, "observed must be a list"),
        (#"{"observed": [], "alerts": "19:00"}"#, 422, "alerts must be an object"),
        (#"{"observed": ["ekadashi"], "alerts": {}}"#, 422, "“ekadashi” is not one of"),
        (#"{"observed": [7], "alerts": {}}"#, 422, "is not one of"),
        (#"{"observed": ["ekadasi"]}"#, 422, "alerts is missing"),
        (
            #"{"observed": ["ekadasi"], "alerts": {"evening": null, "morning": null, "weekly": null}}"#, 422,
            "alerts.twoDaysBefore is missing"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": "25:00", "evening": null, "morning": null, "weekly": null}}"#,
            422, "Two days before: “25:00” is not a time"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": "<script>alert(1)</script>", "evening": null, "morning": null, "weekly": null}}"#,
            422, "is not a time"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": 1800, "evening": null, "morning": null, "weekly": null}}"#,
            422, "must be a time like"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": true, "evening": null, "morning": null, "weekly": null}}"#,
            422, "must be a time like"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": "18:00", "evening": "12:60", "morning": null, "weekly": null}}"#,
            422, "Evening before: “12:60”"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": null, "evening": null, "morning": null, "weekly": null}, "clock24": "yes"}"#,
            422, "clock24 must be true or false"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": ""# + String(repeating: "9", count: 5000)
                + #"", "evening": null, "morning": null, "weekly": null}}"#, 422, "is not a time"
        ),
        (
            #"{"observed": [], "alerts": {"twoDaysBefore": ""# + String(repeating: "9", count: 70000) + #""}}"#, 413,
            "too large"
        ),
        (
            #"{"observed": ["#
                + Array(repeating: #""ekadasi""#, count: 101).joined(separator: ",") + #"], "alerts": {}}"#, 422,
            "at most 100"
        ),
    ]

    @Test("Hostile preference bodies answer a 4xx with a clear message and change nothing")
    func hostileBodies() async throws {
        try await withApp { client, database in
            let before = try await database.tamilPreferences(of: .local, now: Date())
            for (body, status, says) in Self.hostile {
                let response = try await put(client, body)
                #expect(Int(response.status.code) == status, "\(body.prefix(80)) → \(response.status)")
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let error = response.json["error"] as? String ?? ""
                #expect(error.contains(says), "\(body.prefix(80)) → \(error)")
                #expect(error.count < 400, "\(body.prefix(80)) → \(error.count) characters")
            }
            #expect(try await database.tamilPreferences(of: .local, now: Date()) == before)
        }
    }

    @Test(
        "Bad alert ranges answer 400 with the reason",
        arguments: ["0", "-1", "121", "abc", "%3Cscript%3E", "99999999999999999999", "1.5"])
    func badDays(days: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/tamil/alerts?days=\(days)", method: .get)
            #expect(response.status == .badRequest)
            #expect((response.json["error"] as? String)?.contains("days must be a whole number from 1 to 120") == true)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }

    @Test("Unknown API paths answer 404 JSON")
    func unknown() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/tamil/nothing", method: .get)
            #expect(response.status == .notFound)
            #expect(response.json["error"] != nil)
        }
    }
}
