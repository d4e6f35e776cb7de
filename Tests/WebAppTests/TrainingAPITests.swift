import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import Training

@Suite("Accumulation Tracker JSON API")
struct TrainingAPITests {
    /// The fixed start instant of `ManualClock`, plus seconds, in ISO 8601.
    func iso(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date(timeIntervalSince1970: 1_795_255_200 + seconds))
    }

    @Test("A time session through the API: events carry their instants, the answer carries the state")
    func timeSession() async throws {
        try await withTrainingApp { client, _, clock in
            let created = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            #expect(created.status == .created)
            #expect((created.json["phase"] as? [String: Any])?["name"] as? String == "training")
            #expect(created.json["targetReachedAt"] as? String == iso(32))
            clock.advance(11)
            let bail = try await client.postJSON(
                "/api/v1/training/sessions/1/events", #"{"type": "bailOut", "at": "\#(iso(10.25))"}"#)
            #expect(bail.status == .created)
            let attempt = try #require((bail.json["outcome"] as? [String: Any])?["attempt"] as? [String: Any])
            #expect(attempt["value"] as? Double == 10.25)
            #expect(attempt["counted"] as? Double == 8.25)
            let phase = try #require(bail.json["phase"] as? [String: Any])
            #expect(phase["restEndsAt"] as? String == iso(20.25))
            let cues = try #require(bail.json["restCues"] as? [[String: Any]])
            #expect(cues.map { $0["kind"] as? String } == ["warning", "end"])
            #expect(cues.first?["at"] as? String == iso(17.25))

            clock.advance(25)  // Past the rest's end with no tick: the next hold ran from 20.25.
            let state = try await client.get("/api/v1/training/sessions/1")
            #expect((state.json["phase"] as? [String: Any])?["setStartedAt"] as? String == iso(20.25))
            let stop = try await client.postJSON(
                "/api/v1/training/sessions/1/events", #"{"type": "stop", "at": "\#(iso(30.25))"}"#)
            #expect((stop.json["phase"] as? [String: Any])?["name"] as? String == "complete")
            #expect(stop.json["total"] as? Double == 18.25)
            let history = try await client.get("/api/v1/training/sessions")
            let sessions = try #require(history.json["sessions"] as? [[String: Any]])
            #expect(sessions.count == 1 && sessions[0]["sets"] as? Int == 2)
            let exercises = try await client.get("/api/v1/training/exercises")
            #expect((exercises.json["exercises"] as? [[String: Any]])?.first?["name"] as? String == "L-sit")
            let after = try await client.postJSON("/api/v1/training/sessions/1/events", #"{"type": "skipRest"}"#)
            #expect(after.status == .conflict)
        }
    }

    @Test("An accidental Bail Out is answered but not stored")
    func accidentalBail() async throws {
        try await withTrainingApp { client, database, clock in
            _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            clock.advance(0.4)
            let response = try await client.postJSON("/api/v1/training/sessions/1/events", #"{"type": "bailOut"}"#)
            #expect(response.status == .ok)
            #expect((response.json["outcome"] as? [String: Any])?["kind"] as? String == "accidentalBailIgnored")
            #expect(try await database.trainingSession(.init(rawValue: 1), for: .local).events.count == 1)
        }
    }

    @Test("Bail Out after the live total reached the target is refused: only Stop remains")
    func bailAfterTarget() async throws {
        try await withTrainingApp { client, _, clock in
            _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            clock.advance(40)
            let response = try await client.postJSON("/api/v1/training/sessions/1/events", #"{"type": "bailOut"}"#)
            #expect(response.status == .conflict)
            #expect(response.json["error"] as? String == "The target is reached: press Stop to finish.")
        }
    }

    @Test(
        "Hostile events answer 4xx with an error and store nothing",
        arguments: [
            #"{"type": "fly"}"#, #"{"type": 5}"#, #"{}"#, #"[1]"#, #"not json"#, #"{"type": "startHold"}"#,
            #"{"type": "bailOut", "at": "yesterday"}"#, #"{"type": "bailOut", "at": "2999-01-01T00:00:00Z"}"#,
            #"{"type": "bailOut", "at": "2000-01-01T00:00:00Z"}"#, #"{"type": "bailOut", "at": 5}"#,
            #"{"type": "submitReps", "reps": 5}"#, #"{"type": "skipRest"}"#, #"{"type": "restTick", "at": "<b>"}"#,
        ])
    func hostileEvents(body: String) async throws {
        try await withTrainingApp { client, database, clock in
            _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            clock.advance(5)
            let response = try await client.postJSON("/api/v1/training/sessions/1/events", body)
            #expect((400..<500).contains(response.status.code), "\(body) → \(response.status)")
            #expect(response.json["error"] is String)
            #expect(try await database.trainingSession(.init(rawValue: 1), for: .local).events.count == 1)
        }
    }

    @Test(
        "Hostile rep counts are refused by the server's rules",
        arguments: [
            #"{"type": "submitReps", "reps": 0}"#, #"{"type": "submitReps", "reps": -4}"#,
            #"{"type": "submitReps", "reps": 2.5}"#, #"{"type": "submitReps", "reps": "abc"}"#,
            #"{"type": "submitReps", "reps": 1e300}"#, #"{"type": "submitReps", "reps": null}"#,
            #"{"type": "submitReps", "reps": true}"#, #"{"type": "submitReps", "reps": "٥"}"#,
            #"{"type": "submitReps", "reps": "10001"}"#, #"{"type": "submitReps"}"#,
        ])
    func hostileReps(body: String) async throws {
        try await withTrainingApp { client, database, _ in
            _ = try await client.postJSON(
                "/api/v1/training/sessions", #"{"mode": "reps", "target": 50, "restSeconds": 30, "adjustment": 0}"#)
            let response = try await client.postJSON("/api/v1/training/sessions/1/events", body)
            #expect(response.status == .unprocessableContent, "\(body)")
            #expect(response.json["error"] is String)
            #expect(try await database.trainingSession(.init(rawValue: 1), for: .local).session.attempts.isEmpty)
        }
    }

    @Test(
        "Hostile setups are refused with 4xx",
        arguments: [
            #"{"mode": "time", "target": 0, "restSeconds": 10}"#, #"{"mode": "time", "target": -1, "restSeconds": 10}"#,
            #"{"mode": "reps", "target": 2.5, "restSeconds": 10}"#,
            #"{"mode": "time", "target": 1e300, "restSeconds": 10}"#,
            #"{"mode": "time", "target": "abc", "restSeconds": 10}"#,
            #"{"mode": "time", "target": true, "restSeconds": 10}"#,
            #"{"mode": "swim", "target": 30, "restSeconds": 10}"#, #"{"target": 30, "restSeconds": 10}"#,
            #"{"mode": "time", "target": 30, "restSeconds": 1.5}"#, #"{"mode": "time", "target": 30}"#,
            #"{"mode": "time", "target": 30, "restSeconds": 5, "adjustment": -1}"#,
            #"{"mode": "time", "target": 30, "restSeconds": 5, "exercise": 7}"#, #"[]"#, #"nope"#,
        ])
    func hostileSetups(body: String) async throws {
        try await withTrainingApp { client, database, _ in
            let response = try await client.postJSON("/api/v1/training/sessions", body)
            #expect((400..<500).contains(response.status.code), "\(body)")
            #expect(response.json["error"] is String)
            #expect(try await database.activeTrainingSession(for: .local) == nil)
        }
    }

    @Test("Unknown ids are 404, a second session is 409, oversized bodies 413")
    func unknownsAndConflicts() async throws {
        try await withTrainingApp { client, _, _ in
            #expect(
                try await client.postJSON("/api/v1/training/sessions/9/events", #"{"type": "stop"}"#).status
                    == .notFound)
            #expect(try await client.get("/api/v1/training/sessions/x").status == .notFound)
            #expect(try await client.get("/api/v1/training/nothing").status == .notFound)
            #expect(try await client.get("/api/v1/training/session").json["session"] is NSNull)
            _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            let second = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            #expect(second.status == .conflict)
            let big = #"{"type": "stop", "pad": ""# + String(repeating: "x", count: 70_000) + #""}"#
            #expect(try await client.postJSON("/api/v1/training/sessions/1/events", big).status == .contentTooLarge)
        }
    }

    @Test("Presets: create, list, start in one call, delete; export as CSV and JSON")
    func presetsAndExport() async throws {
        try await withTrainingApp { client, _, clock in
            let preset = try await client.postJSON("/api/v1/training/presets", timeJSON)
            #expect(preset.status == .created)
            #expect(preset.json["label"] as? String == "30 s · rest 10 s · −2 s per hold")
            let list = try await client.get("/api/v1/training/presets")
            #expect((list.json["presets"] as? [Any])?.count == 1)
            let started = try await client.postJSON("/api/v1/training/presets/1/start", "")
            #expect(started.status == .created)
            clock.advance(5)
            _ = try await client.postJSON("/api/v1/training/sessions/1/events", #"{"type": "stop"}"#)
            let csv = try await client.get("/api/v1/training/export?format=csv")
            #expect(csv.text.hasPrefix("session,exercise,mode"))
            #expect(csv.text.contains("1,L-sit,time,30,10,2,"))
            let json = try await client.get("/api/v1/training/export?format=json")
            #expect((json.json["sessions"] as? [Any])?.count == 1)
            #expect(try await client.get("/api/v1/training/export?format=xml").status == .unprocessableContent)
            #expect(try await client.execute(uri: "/api/v1/training/presets/1", method: .delete).status == .noContent)
            #expect(try await client.execute(uri: "/api/v1/training/presets/1", method: .delete).status == .notFound)
        }
    }

    @Test("An event's answer carries the new attempt, not the attempts so far")
    func eventAnswerCarriesWhatChanged() async throws {
        try await withTrainingApp { client, _, clock in
            _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
            clock.advance(11)
            let bail = try await client.postJSON(
                "/api/v1/training/sessions/1/events", #"{"type": "bailOut", "at": "\#(iso(10.25))"}"#)
            #expect(bail.json["attempts"] == nil)
            #expect(bail.json["sets"] as? Int == 1)
            let attempt = try #require((bail.json["outcome"] as? [String: Any])?["attempt"] as? [String: Any])
            #expect(attempt["number"] as? Int == 1)
            let whole = try await client.get("/api/v1/training/sessions/1")
            #expect((whole.json["attempts"] as? [Any])?.count == 1)
        }
    }

    @Test("Finished sessions are listed a page at a time, newest first, with a cursor to the older ones")
    func sessionsPaged() async throws {
        try await withTrainingApp { client, _, clock in
            for id in 1...3 {
                _ = try await client.postJSON("/api/v1/training/sessions", timeJSON)
                clock.advance(5)
                _ = try await client.postJSON("/api/v1/training/sessions/\(id)/events", #"{"type": "stop"}"#)
                clock.advance(60)
            }
            let first = try await client.get("/api/v1/training/sessions?limit=2")
            let firstPage = try #require(first.json["sessions"] as? [[String: Any]])
            #expect(firstPage.map { $0["id"] as? Int } == [3, 2])
            #expect((firstPage[0]["attempts"] as? [Any])?.count == 1)
            let next = try #require(first.json["next"] as? Int)
            let second = try await client.get("/api/v1/training/sessions?limit=2&before=\(next)")
            #expect((second.json["sessions"] as? [[String: Any]])?.map { $0["id"] as? Int } == [1])
            #expect(second.json["next"] is NSNull)
            for hostile in ["limit=0", "limit=101", "limit=abc", "before=-1", "before=99999999999999999999"] {
                let response = try await client.get("/api/v1/training/sessions?\(hostile)")
                #expect(response.status == .unprocessableContent, "\(hostile)")
                #expect(response.json["error"] is String)
            }
        }
    }
}
