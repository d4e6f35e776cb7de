import Foundation
import Hummingbird
import HummingbirdTesting
import Routines
import Storage
import Testing

@testable import WebApp

@Suite("Better Morning JSON API")
struct MorningAPITests {
    @Test("State follows the seed's machine: none → waiting → running, with marks")
    func stateFlow() async throws {
        try await withMorning { app in
            let empty = try await app.get("/api/v1/morning/state")
            #expect(empty.json["state"] as? String == "noActiveRoutine")
            #expect(empty.json["onboardingCompleted"] as? Bool == false)
            #expect(
                try await app.send(.post, "/api/v1/morning/onboarding").json["onboardingCompleted"] as? Bool == true)
            #expect((try await app.get("/api/v1/morning/celebrities").json["celebrities"] as? [Any])?.count == 12)
            #expect(try await app.get("/api/v1/morning/celebrities/kant").json["initials"] as? String == "IK")
            let chosen = try await app.send(.post, "/api/v1/morning/celebrities/kant/choose")
            #expect(chosen.status == .created)
            #expect(chosen.json["state"] as? String == "waitingToStart")
            #expect(chosen.json["startDate"] as? String == "2026-11-22")
            try await app.advance(days: 1)
            let running = try await app.get("/api/v1/morning/state")
            #expect(running.json["state"] as? String == "runningToday")
            let id = running.json["activeRoutineId"] as? String ?? ""
            let task = "\(id)-1"
            let done = try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/complete")
            #expect(done.json["mark"] as? String == "completed")
            #expect(done.json["completed"] as? Int == 1)
            #expect(
                try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/revert").json["mark"] as? String
                    == "untouched")
            #expect(
                try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/toggle").json["mark"] as? String
                    == "completed")
            try await app.advance(days: 1)
            let day = try await app.get("/api/v1/morning/routines/\(id)/days/2026-11-22")
            let marks = (day.json["tasks"] as? [[String: Any]])?.map { $0["mark"] as? String ?? "" }
            #expect(marks == ["completed", "incomplete", "incomplete", "incomplete"])
            #expect(day.json["finalized"] as? Bool == true)
            let week = try await app.get("/api/v1/morning/routines/\(id)/weeks/2026-11-22")
            let bars = week.json["bars"] as? [[String: Any]] ?? []
            #expect(bars.first?["completed"] as? Int == 1)
            #expect(bars[1]["completed"] is NSNull, "no bar for a day without data")
            let reminder = try await app.get("/api/v1/morning/reminder").json["reminder"] as? [String: Any]
            #expect(reminder?["time"] as? String == "05:00")
            #expect(reminder?["nextAt"] as? String == "2026-11-24T05:00:00Z")
        }
    }

    @Test("Custom routines: created sorted by time, starting tomorrow; bad bodies answer 4xx JSON")
    func createCustom() async throws {
        try await withMorning { app in
            let created = try await app.send(
                .post, "/api/v1/morning/routines",
                json:
                    #"{"title": "Mine", "tasks": [{"title": "Walk", "time": "07:00"}, {"title": "Water", "time": "6:30"}]}"#
            )
            #expect(created.status == .created)
            #expect((created.json["tasks"] as? [[String: Any]])?.map { $0["time"] as? String } == ["06:30", "07:00"])
            #expect(created.json["startDate"] as? String == "2026-11-22")
            let bad: [(String, HTTPResponse.Status)] = [
                (#"{"title": 5, "tasks": []}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": "x"}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [5]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [{"title": 1, "time": "06:00"}]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [{"title": "W", "time": 600}]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [{"title": "W", "time": "6 am"}]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [{"title": "W", "time": "٠٦:٠٠"}]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": [{"title": "W", "time": "-06:00"}]}"#, .unprocessableContent),
                (#"{"title": "", "tasks": [{"title": "W", "time": "06:00"}]}"#, .unprocessableContent),
                (#"{"title": "T", "tasks": []}"#, .unprocessableContent),
                (#"{"title": "T"}"#, .unprocessableContent),
                (#"[1, 2]"#, .badRequest),
                ("not json", .badRequest),
            ]
            for (body, status) in bad {
                let response = try await app.send(.post, "/api/v1/morning/routines", json: body)
                #expect(response.status == status, "\(body)")
                #expect(response.json["error"] is String, "\(body)")
            }
            let tasks = (0..<21).map { #"{"title": "T\#($0)", "time": "06:00"}"# }.joined(separator: ",")
            let tooMany = try await app.send(
                .post, "/api/v1/morning/routines", json: #"{"title": "T", "tasks": [\#(tasks)]}"#)
            #expect(tooMany.json["error"] as? String == "A routine holds at most 20 tasks.")
            let huge = try await app.send(
                .post, "/api/v1/morning/routines", json: #"{"title": "\#(String(repeating: "a", count: 70_000))"}"#)
            #expect(huge.status == .contentTooLarge)
        }
    }

    @Test("With the gate on, the API refuses custom routines with 402")
    func gate() async throws {
        try await withMorning(entitlement: PaywallEntitlement<ProfileID>()) { app in
            let response = try await app.send(
                .post, "/api/v1/morning/routines",
                json: #"{"title": "Mine", "tasks": [{"title": "W", "time": "06:00"}]}"#)
            #expect(response.status.code == 402)
            #expect(response.json["error"] as? String == "Custom routines are locked on this server.")
            #expect(try await app.get("/api/v1/morning/state").json["customRoutinesUnlocked"] as? Bool == false)
        }
    }

    @Test("Draft, settings, restart, delete and reset; unknown ids and routes are 404 JSON")
    func lifecycle() async throws {
        try await withMorning { app in
            let draft = try await app.send(
                .put, "/api/v1/morning/draft", json: #"{"title": "Half", "tasks": [{"title": "<b>", "time": "99:99"}]}"#
            )
            #expect(draft.json["title"] as? String == "Half")
            #expect((try await app.get("/api/v1/morning/draft").json["tasks"] as? [Any])?.count == 1)
            #expect(try await app.send(.delete, "/api/v1/morning/draft").status == .noContent)
            #expect(try await app.get("/api/v1/morning/draft").json["title"] as? String == "")
            #expect(
                try await app.send(.put, "/api/v1/morning/settings", json: #"{"dayStart": "04:30"}"#).json["dayStart"]
                    as? String == "04:30")
            for bad in [#"{"dayStart": "24:00"}"#, #"{"dayStart": 4}"#, #"{}"#, #"{"dayStart": "４:00"}"#] {
                #expect(
                    try await app.send(.put, "/api/v1/morning/settings", json: bad).status == .unprocessableContent,
                    "\(bad)")
            }
            let (id, _) = try await app.adopt("gandhi")
            let (other, _) = try await app.adopt("kant")
            let switched = try await app.send(.post, "/api/v1/morning/routines/\(id)/activate")
            #expect(switched.json["activeRoutineId"] as? String == id)
            #expect(try await app.send(.post, "/api/v1/morning/routines/\(id)/activate").status == .conflict)
            #expect(try await app.send(.delete, "/api/v1/morning/routines/\(other)").status == .noContent)
            #expect(
                try await app.send(.post, "/api/v1/morning/routines/\(id)/restart").json["state"] as? String
                    == "waitingToStart")
            #expect(try await app.send(.delete, "/api/v1/morning/routines/\(id)").status == .noContent)
            #expect(try await app.send(.delete, "/api/v1/morning/routines/\(id)").status == .notFound)
            #expect(
                try await app.get("/api/v1/morning/routines/\(id)").json["error"] as? String
                    == "There is no such routine.")
            #expect(try await app.get("/api/v1/morning/routines/\(id)/days/2026-11-21").status == .notFound)
            #expect(try await app.get("/api/v1/morning/routines/\(id)/weeks/someday").status == .unprocessableContent)
            #expect(try await app.send(.post, "/api/v1/morning/today/tasks/zz/complete").status == .conflict)
            #expect(try await app.send(.post, "/api/v1/morning/celebrities/nobody/choose").status == .notFound)
            #expect(try await app.get("/api/v1/morning/nothing/here").status == .notFound)
            #expect(try await app.send(.post, "/api/v1/morning/reset", json: "{}").status == .unprocessableContent)
            _ = try await app.adopt("obama")
            let reset = try await app.send(.post, "/api/v1/morning/reset", json: #"{"confirm": true}"#)
            #expect(reset.json["state"] as? String == "noActiveRoutine")
            #expect(reset.json["onboardingCompleted"] as? Bool == false)
            #expect(try await app.get("/api/v1/morning/reminder").json["reminder"] is NSNull)
        }
    }
}
