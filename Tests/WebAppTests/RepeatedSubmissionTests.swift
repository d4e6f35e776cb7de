import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// A double tap, a retried request or a form sent twice counts once (issue 13, item 3).
@Suite("Repeated submissions count once")
struct RepeatedSubmissionTests {
    static let token = "Tq3xYv0bH1c9WmZpR2sLkA"
    static let idempotency: HTTPFields = [.contentType: "application/json", .init("Idempotency-Key")!: token]

    @Test("Purascharana: the same Add form sent twice adds 16 once, and both answers are the same")
    func japaFormTwice() async throws {
        try await withApp { client, database in
            let page = try await client.get("/japa/1", headers: russian)
            _ = page
            _ = try await client.get("/japa")
            let html = try await client.get("/japa/1").text
            let token = try #require(
                html.firstMatch(of: /name="submission" value="([A-Za-z0-9_-]+)"/).map { String($0.1) })
            let fields = ["amount": "16", "submission": token]
            let first = try await client.postForm("/japa/1/add", fields)
            let second = try await client.postForm("/japa/1/add", fields)
            #expect(first.status == .seeOther && second.status == .seeOther)
            #expect(second.headers[.location] == first.headers[.location])
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 16)
            _ = try await client.postForm("/japa/1/add", ["amount": "16", "submission": Self.token])
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 32)
        }
    }

    @Test("Purascharana API: the same Idempotency-Key counts once, even when the repeat's body is empty")
    func japaAPITwice() async throws {
        try await withApp { client, database in
            _ = try await client.get("/japa")
            let uri = "/api/v1/japa/counters/1/additions"
            let first = try await client.execute(
                uri: uri, method: .post, headers: Self.idempotency, body: ByteBuffer(string: #"{"amount": 16}"#))
            let second = try await client.execute(
                uri: uri, method: .post, headers: Self.idempotency, body: ByteBuffer(string: #"{"amount": ""}"#))
            #expect(first.status == .created && second.status == .ok)
            #expect(second.json["total"] as? Int == 16 && second.json["repeated"] as? Bool == true)
            #expect(second.json["notice"] as? String == first.json["notice"] as? String)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).state.total == 16)
            // The same token sent to Undo is another action, not a repeat of the addition.
            let undo = try await client.execute(
                uri: "/api/v1/japa/counters/1/undo", method: .post, headers: Self.idempotency,
                body: ByteBuffer(string: "{}"))
            #expect(undo.json["total"] as? Int == 0)
            let undoAgain = try await client.execute(
                uri: "/api/v1/japa/counters/1/undo", method: .post, headers: Self.idempotency,
                body: ByteBuffer(string: "{}"))
            #expect(undoAgain.status == .ok && undoAgain.json["repeated"] as? Bool == true)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).entries.count == 2)
        }
    }

    @Test("A malformed key is a 400 and nothing is written")
    func malformedKey() async throws {
        try await withApp { client, database in
            _ = try await client.get("/japa")
            let response = try await client.postForm("/japa/1/add", ["amount": "16", "submission": "x y"])
            #expect(response.status == .badRequest)
            #expect(try await database.snapshot(.init(rawValue: 1), for: .local).entries.isEmpty)
        }
    }

    @Test("Accumulation Tracker: Done With Set sent twice logs one set; Bail Out twice by the API, one attempt")
    func trainingTwice() async throws {
        try await withTrainingApp { client, _, clock in
            _ = try await client.postForm(
                "/training/start", ["mode": "reps", "target": "50", "rest": "0", "adjustment": "0"])
            let html = try await client.get("/training").text
            let token = try #require(
                html.firstMatch(of: /name="submission" value="([A-Za-z0-9_-]+)"/).map { String($0.1) })
            let fields = ["type": "submitReps", "reps": "8", "submission": token]
            _ = try await client.postForm("/training/sessions/1/events", fields)
            _ = try await client.postForm("/training/sessions/1/events", fields)
            let session = try await client.get("/api/v1/training/session").json["session"] as? [String: Any]
            #expect((session?["attempts"] as? [Any])?.count == 1, "a rest of 0 s would have taken the copy as set 2")

            _ = try await client.postJSON("/api/v1/training/sessions/1/events", #"{"type": "reset"}"#)
            _ = try await client.postForm("/training/start", timeSetup)
            clock.advance(5)
            let body = ByteBuffer(string: #"{"type": "bailOut"}"#)
            let first = try await client.execute(
                uri: "/api/v1/training/sessions/2/events", method: .post, headers: Self.idempotency, body: body)
            let second = try await client.execute(
                uri: "/api/v1/training/sessions/2/events", method: .post, headers: Self.idempotency, body: body)
            #expect(first.status == .created)
            #expect(second.status == .ok, "the repeat is answered, not refused as a Bail Out during rest")
            #expect(second.json["repeated"] as? Bool == true)
            #expect((second.json["outcome"] as? [String: Any])?["kind"] as? String == "attemptLogged")
            let stored = try await client.get("/api/v1/training/session").json["session"] as? [String: Any]
            #expect((stored?["attempts"] as? [Any])?.count == 1, "the repeated Bail Out logged no second attempt")
        }
    }

    @Test("Better Morning: a task's check-off sent twice stays checked")
    func morningTwice() async throws {
        try await withTrainingApp { client, _, clock in
            _ = try await client.postForm("/morning/welcome", [:])
            _ = try await client.postForm("/morning/explore/franklin/choose", [:])
            clock.advance(86_400)
            let html = try await client.get("/morning/routine").text
            let token = try #require(
                html.firstMatch(of: /name="submission" value="([A-Za-z0-9_-]+)"/).map { String($0.1) })
            let task = try #require(html.firstMatch(of: /data-toggle="([^"]+)"/).map { String($0.1) })
            for _ in 0..<2 {
                _ = try await client.postForm("/morning/routine/tasks/\(task)/toggle", ["submission": token])
            }
            let after = try await client.get("/morning/routine").text
            #expect(after.contains("data-task=\"\(task)\" data-mark=\"completed\""))
            let api = "/api/v1/morning/today/tasks/\(task)/toggle"
            let one = try await client.execute(uri: api, method: .post, headers: Self.idempotency)
            let two = try await client.execute(uri: api, method: .post, headers: Self.idempotency)
            #expect(one.json["mark"] as? String == "untouched" && two.json["mark"] as? String == "untouched")
        }
    }
}
