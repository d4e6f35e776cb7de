import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

/// Two requests from one browser, sent at once, each changing a different field: every round
/// both changes must survive. Before the read-modify-writes ran in one transaction a round lost
/// one of them about one time in four, so twenty rounds catch it.
@Suite("Parallel PATCH and PUT requests keep both changes")
struct ConcurrentUpdateTests {
    let rounds = 20

    /// Sends both requests at once and returns their statuses. The browser must already hold its
    /// profile cookie, or the two requests would open two profiles.
    func together(
        _ client: any TestClientProtocol, _ first: (String, HTTPRequest.Method, HTTPFields, ByteBuffer),
        _ second: (String, HTTPRequest.Method, HTTPFields, ByteBuffer)
    ) async throws -> [HTTPResponse.Status] {
        try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
            for (uri, method, headers, body) in [first, second] {
                group.addTask {
                    try await client.execute(uri: uri, method: method, headers: headers, body: body).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    @Test("Renaming a counter while another request changes its target keeps both")
    func counterNameAndTarget() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            for round in 0..<rounds {
                let statuses = try await together(
                    client, ("/api/v1/japa/counters/1", .patch, jsonHeaders, json(#"{"name": "Mala \#(round)"}"#)),
                    ("/api/v1/japa/counters/1", .patch, jsonHeaders, json(#"{"target": \#(1000 + round)}"#)))
                #expect(statuses == [.ok, .ok])
                let counter = try await client.execute(uri: "/api/v1/japa/counters/1", method: .get).json
                #expect(counter["name"] as? String == "Mala \(round)", "round \(round)")
                #expect(counter["target"] as? Int == 1000 + round, "round \(round)")
            }
        }
    }

    @Test("Setting a counter's value while another request changes its target keeps both")
    func counterValueAndTarget() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            for round in 0..<rounds {
                let statuses = try await together(
                    client, ("/api/v1/japa/counters/1/value", .put, jsonHeaders, json(#"{"value": \#(100 + round)}"#)),
                    ("/api/v1/japa/counters/1", .patch, jsonHeaders, json(#"{"target": \#(200 + round)}"#)))
                #expect(statuses == [.ok, .ok])
                let counter = try await client.execute(uri: "/api/v1/japa/counters/1", method: .get).json
                #expect(counter["total"] as? Int == 100 + round, "round \(round)")
                #expect(counter["target"] as? Int == 200 + round, "round \(round)")
            }
        }
    }

    @Test("Saving the morning draft while another request sets the day start keeps both")
    func morningDraftAndDayStart() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/morning/state", method: .get)
            for round in 0..<rounds {
                let draft = #"{"title": "Draft \#(round)", "tasks": [{"title": "Walk", "time": "06:00"}]}"#
                let start = String(format: "04:%02d", round)
                let statuses = try await together(
                    client, ("/api/v1/morning/draft", .put, jsonHeaders, json(draft)),
                    ("/api/v1/morning/settings", .put, jsonHeaders, json(#"{"dayStart": "\#(start)"}"#)))
                #expect(statuses == [.ok, .ok])
                let saved = try await client.execute(uri: "/api/v1/morning/draft", method: .get).json
                #expect(saved["title"] as? String == "Draft \(round)", "round \(round)")
                let state = try await client.execute(uri: "/api/v1/morning/state", method: .get).json
                #expect(state["dayStart"] as? String == start, "round \(round)")
            }
        }
    }

    @Test("Two preference PUTs, one setting the clock and one the numerals, keep both")
    func tamilClockAndNumerals() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/tamil/preferences", method: .get)
            let base =
                #""observed": ["ekadasi"], "alerts": {"twoDaysBefore": null, "evening": "19:00", "morning": "06:00", "#
                + #""weekly": null}"#
            for round in 0..<rounds {
                let on = round.isMultiple(of: 2)
                let statuses = try await together(
                    client,
                    ("/api/v1/tamil/preferences", .put, jsonHeaders, json(#"{\#(base), "clock24": \#(on)}"#)),
                    ("/api/v1/tamil/preferences", .put, jsonHeaders, json(#"{\#(base), "tamilNumerals": \#(on)}"#)))
                #expect(statuses == [.ok, .ok])
                let prefs = try await client.execute(uri: "/api/v1/tamil/preferences", method: .get).json
                #expect(prefs["clock24"] as? Bool == on, "round \(round)")
                #expect(prefs["tamilNumerals"] as? Bool == on, "round \(round)")
            }
        }
    }

    @Test("Two Dharmic Companion settings forms sent at once, tradition and fasting, keep both")
    func calendarTraditionAndFasting() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/calendar/settings", method: .get)
            for round in 0..<rounds {
                let (tradition, fasting) = round.isMultiple(of: 2) ? ("tamil", "iskcon") : ("bengali", "vaishnava")
                let statuses = try await together(
                    client,
                    ("/calendar/settings", .post, formHeaders, form(["section": "tradition", "tradition": tradition])),
                    ("/calendar/settings", .post, formHeaders, form(["section": "fasting", "fasting": fasting])))
                #expect(statuses == [.seeOther, .seeOther])
                let settings = try await database.calendarSettings(of: .local)
                #expect(settings.tradition == tradition, "round \(round)")
                #expect(settings.fastingRule == fasting, "round \(round)")
            }
        }
    }
}
