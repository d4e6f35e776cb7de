import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Purascharana JSON API")
struct JapaAPITests {
    func post(_ client: any TestClientProtocol, _ uri: String, _ json: String, method: HTTPRequest.Method = .post)
        async throws -> TestResponse
    {
        try await client.execute(uri: uri, method: method, headers: jsonHeaders, body: ByteBuffer(string: json))
    }

    @Test("A client's first call on a fresh database finds the first counter without a page being opened")
    func firstCallOnFreshDatabase() async throws {
        try await withApp { client, _ in
            let added = try await post(client, "/api/v1/japa/counters/1/additions", #"{"amount": 16}"#)
            #expect(added.status == .created)
            #expect(added.json["total"] as? Int == 16)
            let missing = try await post(client, "/api/v1/japa/counters/99/additions", #"{"amount": 16}"#)
            #expect(missing.status == .notFound)
            let unnamed = try await post(client, "/api/v1/japa/counters", #"{"name": "   "}"#)
            #expect(unnamed.status.code == 422 || unnamed.status.code == 400)
            let message = unnamed.json["error"] as? String ?? ""
            #expect(message == "Please enter a name.", "a missing name says so, not “enter a number”: \(message)")
        }
    }

    @Test("Lists counters, adds circles and reports the status line and capping")
    func addFlow() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/japa/counters", method: .get) { response in
                let counters = response.json["counters"] as? [[String: Any]]
                #expect(counters?.count == 1)
                #expect(counters?.first?["target"] as? Int == 5556)
            }
            let added = try await post(client, "/api/v1/japa/counters/1/additions", #"{"amount": 16}"#)
            #expect(added.status == .created)
            #expect(added.json["total"] as? Int == 16)
            #expect(added.json["statusLine"] as? String == "16 круга (16)")
            let set = try await post(client, "/api/v1/japa/counters/1/value", #"{"value": "5550"}"#, method: .put)
            #expect(set.json["total"] as? Int == 5550)
            let capped = try await post(client, "/api/v1/japa/counters/1/additions", #"{"amount": "16"}"#)
            let info = capped.json["added"] as? [String: Any]
            #expect(info?["counted"] as? Int == 6)
            #expect(info?["capped"] as? Bool == true)
            #expect(capped.json["complete"] as? Bool == true)
        }
    }

    @Test(
        "Hostile additions answer 4xx with an error message",
        arguments: [
            #"{"amount": 0}"#, #"{"amount": -1}"#, #"{"amount": 1.5}"#, #"{"amount": "abc"}"#, #"{"amount": true}"#,
            #"{"amount": 1e300}"#, #"{"amount": null}"#, #"{}"#, #"[1,2]"#, #"not json"#, #"{"amount": "١٦"}"#,
            #"{"amount": [16]}"#,
        ])
    func hostileAdditions(body: String) async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            let response = try await post(client, "/api/v1/japa/counters/1/additions", body)
            #expect((400..<500).contains(response.status.code))
            #expect(response.json["error"] is String)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).entries.isEmpty)
        }
    }

    @Test("Creates and updates counters with a target date and pacing")
    func counterLifecycle() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            let created = try await post(
                client, "/api/v1/japa/counters", #"{"name": "Gayatri", "target": 24000, "targetDate": "2026-12-31"}"#)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? Int)
            let pace = created.json["pace"] as? [String: Any]
            #expect(pace?["perDay"] as? Int == 586)
            let updated = try await post(
                client, "/api/v1/japa/counters/\(id)", #"{"targetDate": null, "copyFormat": "plural"}"#, method: .patch)
            #expect(updated.json["targetDate"] is NSNull)
            #expect(updated.json["copyFormat"] as? String == "plural")
            let bad = try await post(
                client, "/api/v1/japa/counters/\(id)", #"{"copyFormat": "shouting"}"#, method: .patch)
            #expect(bad.status == .unprocessableContent)
            let badName = try await post(client, "/api/v1/japa/counters", #"{"name": ""}"#)
            #expect(badName.status == .unprocessableContent)
            try await client.execute(uri: "/api/v1/japa/counters/\(id)", method: .delete) { response in
                #expect(response.status == .noContent)
            }
            try await client.execute(uri: "/api/v1/japa/counters/1", method: .delete) { response in
                #expect(response.status == .conflict)
            }
        }
    }

    @Test("Reset, undo and history; undo with nothing left is a 409")
    func resetUndoHistory() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(client, "/api/v1/japa/counters/1/additions", #"{"amount": 10}"#)
            _ = try await post(client, "/api/v1/japa/counters/1/reset", "")
            let undone = try await post(client, "/api/v1/japa/counters/1/undo", "")
            #expect(undone.json["total"] as? Int == 10)
            try await client.execute(uri: "/api/v1/japa/counters/1/history", method: .get) { response in
                let entries = response.json["entries"] as? [[String: Any]]
                #expect(entries?.count == 1)
                #expect(entries?.first?["runningTotal"] as? Int == 10)
            }
            _ = try await post(client, "/api/v1/japa/counters/1/undo", "")
            let empty = try await post(client, "/api/v1/japa/counters/1/undo", "")
            #expect(empty.status == .conflict)
            let unknown = try await post(client, "/api/v1/japa/counters/42/additions", #"{"amount": 1}"#)
            #expect(unknown.status == .notFound)
        }
    }

    @Test("JSON export imports back as a new counter with the same total")
    func exportImport() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            _ = try await post(client, "/api/v1/japa/counters/1/additions", #"{"amount": 108}"#)
            let exported = try await client.execute(uri: "/api/v1/japa/counters/1/export?format=json", method: .get) {
                $0.text
            }
            let imported = try await post(client, "/api/v1/japa/import?name=Copy", exported)
            #expect(imported.status == .created)
            #expect(imported.json["total"] as? Int == 108)
            #expect(imported.json["name"] as? String == "Copy")
            let garbage = try await post(client, "/api/v1/japa/import", #"{"format": "other"}"#)
            #expect(garbage.status == .unprocessableContent)
            try await client.execute(uri: "/api/v1/japa/counters/1/export?format=xml", method: .get) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}
