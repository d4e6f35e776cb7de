import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebApp

/// Writes made offline carry the instant they were made (`at`), and count for that instant's day.
@Suite("Offline writes keep their own instant")
struct OfflineMadeAtTests {
    static func keyed(_ key: String) -> HTTPFields {
        [.contentType: "application/json", .init("Idempotency-Key")!: key]
    }

    @Test("Circles added at 23:50 and delivered the next morning count for the day they were chanted, once")
    func japaAdditionKeepsItsInstant() async throws {
        try await withApp { client, database in
            // Given: the clock is 2026-11-21 10:00 UTC; the circles were chanted at 23:50 the night before.
            _ = try await client.get("/japa")
            let uri = "/api/v1/japa/counters/1/additions"
            let body = ByteBuffer(string: #"{"amount": 16, "at": "2026-11-20T23:50:00.250Z"}"#)

            // When: sent, and sent again with the same key (the answer was lost).
            let first = try await client.execute(
                uri: uri, method: .post, headers: Self.keyed("Ofl1ne0Japa1Key2abcdEF"), body: body)
            let again = try await client.execute(
                uri: uri, method: .post, headers: Self.keyed("Ofl1ne0Japa1Key2abcdEF"), body: body)

            // Then
            #expect(first.status == .created && again.status == .ok, "\(first.text)")
            #expect(first.json["total"] as? Int == 16)
            let entries = try await database.snapshot(.init(rawValue: 1), for: .local).entries
            #expect(entries.count == 1)
            #expect(entries.first?.recordedAt == Date(timeIntervalSince1970: 1_795_255_200 - 36_600 + 0.25))
            #expect(entries.first?.day.description == "2026-11-20")
            let history = try await client.get("/api/v1/japa/counters/1/history").json
            let line = (history["entries"] as? [[String: Any]])?.first
            #expect(
                (line?["recordedAt"] as? String)?.hasPrefix("2026-11-20T23:50:00") == true
                    && line?["day"] as? String == "2026-11-20")
        }
    }

    @Test(
        "A hostile made-at instant is a 422 that says why, and nothing is counted",
        arguments: [
            (#""tomorrow""#, "not an instant"), (#""2026-11-21T10:06:00Z""#, "in the future"),
            (#""9999-01-01T00:00:00Z""#, "in the future"), (#""2026-10-01T00:00:00Z""#, "more than 30 days ago"),
            (#""0000-01-01T00:00:00Z""#, "more than 30 days ago"), ("12", "must be a string"),
            ("\"\(String(repeating: "9", count: 5000))\"", "not an instant"),
        ])
    func japaHostileInstant(at: String, says: String) async throws {
        try await withApp { client, database in
            _ = try await client.get("/japa")
            let response = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"amount": 16, "at": \#(at)}"#))
            #expect(response.status == .unprocessableContent)
            let message = response.json["error"] as? String ?? ""
            #expect(message.contains(says) && message.count < 200, "\(message)")
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 0)
        }
    }

    @Test("A refused made-at instant is explained in the person's language (the japa page is Russian)")
    func madeAtRefusalInRussian() async throws {
        try await withApp { client, database in
            _ = try await client.get("/japa")
            var headers = jsonHeaders
            headers[.acceptLanguage] = "ru"
            let future = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: headers,
                body: ByteBuffer(string: #"{"amount": 16, "at": "2026-11-21T10:06:00Z"}"#))
            #expect(future.status == .unprocessableContent)
            #expect((future.json["error"] as? String)?.contains("в будущем по часам сервера") == true, "\(future.text)")
            let old = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: headers,
                body: ByteBuffer(string: #"{"amount": 16, "at": "2026-10-01T00:00:00Z"}"#))
            #expect((old.json["error"] as? String)?.contains("больше 30 дней назад") == true, "\(old.text)")
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 0)
        }
    }

    @Test("A check-off made at 23:50 and delivered after midnight counts for its own day, which is finalised again")
    func morningTapKeepsItsDay() async throws {
        try await withMorning { app in
            // Given: the routine runs from Sunday 22 Nov; it is Monday 00:20 when the tap arrives.
            let (routine, task) = try await app.adopt()
            try await app.advance(days: 1)
            try await app.send(.post, "/_test/clock", json: #"{"advanceSeconds": 51600}"#)
            let uri = "/api/v1/morning/today/tasks/\(task)/toggle?day=2026-11-22&at=2026-11-22T23%3A50%3A00Z"

            // When: delivered twice with one key.
            let first = try await app.client.execute(
                uri: uri, method: .post, headers: Self.keyed("Ofl1ne0Morn1Key2abcdEF"), body: nil)
            let again = try await app.client.execute(
                uri: uri, method: .post, headers: Self.keyed("Ofl1ne0Morn1Key2abcdEF"), body: nil)

            // Then: Sunday has the ✓ (finalised with it), Monday is untouched.
            #expect(first.status == .ok && again.status == .ok, "\(first.text)")
            #expect(first.json["day"] as? String == "2026-11-22" && first.json["mark"] as? String == "completed")
            #expect(first.json["completed"] as? Int == 1)
            let sunday = try await app.get("/api/v1/morning/routines/\(routine)/days/2026-11-22").json
            #expect(sunday["finalized"] as? Bool == true)
            let marks = (sunday["tasks"] as? [[String: Any]] ?? []).compactMap { $0["mark"] as? String }
            #expect(marks.filter { $0 == "completed" }.count == 1 && marks.filter { $0 == "incomplete" }.count == 4)
            let today = try await app.get("/api/v1/morning/state").json["marks"] as? [String: String] ?? [:]
            #expect(today[task] == "untouched")
            let book = try await app.database.morning(
                .local, now: Date(timeIntervalSince1970: 1_795_393_200), timeZone: TimeZone(identifier: "UTC")!
            ).book
            let facts = book.completions.filter { $0.taskID.rawValue == task }
            #expect(facts.count == 1 && facts.first?.recordedAt == Date(timeIntervalSince1970: 1_795_391_400))
            #expect(book.records.first { $0.day.description == "2026-11-22" }?.completedCount == 1)
        }
    }

    @Test("A check-off made after midnight on a page still showing the day before is refused (409)")
    func morningTapAfterMidnightOnStalePage() async throws {
        try await withMorning { app in
            let (_, task) = try await app.adopt()
            try await app.advance(days: 1)
            try await app.send(.post, "/_test/clock", json: #"{"advanceSeconds": 51600}"#)
            let stale = try await app.send(
                .post, "/api/v1/morning/today/tasks/\(task)/toggle?day=2026-11-22&at=2026-11-23T00:10:00Z")
            #expect(stale.status == .conflict)
            let far = try await app.send(
                .post, "/api/v1/morning/today/tasks/\(task)/toggle?day=2026-11-22&at=2026-11-24T00:10:00Z")
            #expect(far.status == .unprocessableContent)
            #expect((far.json["error"] as? String)?.contains("in the future") == true)
            let junk = try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/toggle?at=%00%FF")
            #expect(junk.status == .unprocessableContent)
            let marks = try await app.get("/api/v1/morning/state").json["marks"] as? [String: String] ?? [:]
            #expect(marks[task] == "untouched")
        }
    }
}
