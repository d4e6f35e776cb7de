import Foundation
import Hummingbird
import HummingbirdTesting
import Routines
import Storage
import Testing

@testable import WebApp

@Suite("Better Morning: taps aimed at a day, one length limit, streaks and the chart's 0")
struct MorningDayAndLimitsTests {
    @Test("A form tap from a page left open past the day's end changes nothing and lands on today with a message")
    func staleFormTap() async throws {
        try await withMorning { app in
            let (_, task) = try await app.adopt()
            try await app.advance(days: 1)  // Sunday 22 Nov runs
            let page = try await app.get("/morning/routine").text
            #expect(page.contains(#"name="day" value="2026-11-22""#))
            #expect(page.contains(#"data-today="2026-11-22" data-day-ends="2026-11-23T00:00:00Z""#))
            #expect(page.contains(#"aria-label="Sun 22 Nov: 0 of 5 done""#), "the day chip is announced with its count")
            let tap = try await app.post("/morning/routine/tasks/\(task)/toggle", form: ["day": "2026-11-22"])
            #expect(tap.headers[.location] == "/morning/routine#task-\(task)")
            #expect(try await app.get("/morning/routine").text.contains(#"aria-label="Sun 22 Nov: 1 of 5 done""#))
            try await app.advance(days: 1)  // Monday: Sunday is finalised with 1 ✓
            let stale = try await app.post("/morning/routine/tasks/\(task)/toggle", form: ["day": "2026-11-22"])
            #expect(stale.status == .seeOther)
            #expect(stale.headers[.location] == "/morning/routine?stale=2026-11-22")
            let today = try await app.get("/morning/routine?stale=2026-11-22").text
            #expect(
                today.contains(
                    "This page showed Sun 22 Nov, but your day is now Mon 23 Nov. That tap was not counted; here is today."
                ))
            #expect(!today.contains(#"data-mark="completed""#), "the tap did not land on Monday")
            #expect(!today.contains("data-notice"), "no success notice beside the error")
            let sunday = try await app.get("/morning/routine?day=2026-11-22").text
            #expect(sunday.components(separatedBy: #"data-mark="completed""#).count == 2, "Sunday keeps its one ✓")
            #expect(
                try await app.post("/morning/routine/tasks/\(task)/toggle", form: ["day": "22.11.2026"]).status
                    == .badRequest)
            #expect(try await app.get("/morning/routine?stale=2026-11-23").text.contains("data-error") == false)
        }
    }

    @Test("A tap on today's page after switching routines (today finalised for the old one) is refused with 409")
    func finalisedTodayTap() async throws {
        try await withMorning { app in
            let (id, task) = try await app.adopt()
            try await app.advance(days: 1)
            try await app.post("/morning/explore/kant/choose")  // Franklin's Sunday is finalised now
            let refused = try await app.post("/morning/routine/tasks/\(task)/toggle", form: ["day": "2026-11-22"])
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("Tasks can be checked only on a day your routine runs."))
            let api = try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/complete?day=2026-11-22")
            #expect(api.status == .conflict)
            let day = try await app.get("/api/v1/morning/routines/\(id)/days/2026-11-22").json
            #expect(day["finalized"] as? Bool == true)
            let marks = (day["tasks"] as? [[String: Any]] ?? []).compactMap { $0["mark"] as? String }
            #expect(marks.count == 5 && marks.allSatisfy { $0 == "incomplete" })
        }
    }

    @Test("The API refuses a tap for a day that has ended with 409 and a clear message")
    func staleAPITap() async throws {
        try await withMorning { app in
            let (_, task) = try await app.adopt()
            try await app.advance(days: 1)
            let ok = try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/toggle?day=2026-11-22")
            #expect(ok.json["mark"] as? String == "completed")
            #expect(ok.json["completed"] as? Int == 1 && ok.json["day"] as? String == "2026-11-22")
            #expect(ok.json["markLabel"] as? String != nil)
            try await app.advance(days: 1)
            let stale = try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/complete?day=2026-11-22")
            #expect(stale.status == .conflict)
            #expect((stale.json["error"] as? String)?.contains("That tap was not counted") == true)
            let marks = try await app.get("/api/v1/morning/state").json["marks"] as? [String: String] ?? [:]
            #expect(marks[task] == "untouched")
            #expect(
                try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/toggle?day=soon").status == .badRequest)
            #expect(
                try await app.send(.post, "/api/v1/morning/today/tasks/\(task)/toggle").status == .ok, "no day: today")
        }
    }

    @Test("The page's day ends at the person's day start, in their zone")
    func dayEndsAtDayStart() async throws {
        try await withMorning { app in
            _ = try await app.adopt()
            try await app.send(.put, "/api/v1/morning/settings", json: #"{"dayStart": "04:00"}"#)
            let page = try await app.get("/morning/routine").text
            #expect(page.contains(#"data-today="2026-11-21" data-day-ends="2026-11-22T04:00:00Z""#))
        }
    }

    @Test("One limit per field: 80 characters in the HTML, the form and the API, with the field and limit named")
    func lengthLimits() async throws {
        try await withMorning { app in
            try await app.post("/morning/welcome")
            let form = try await app.get("/morning/create").text
            #expect(form.contains(#"id="title" name="title" type="text" maxlength="80""#))
            #expect(form.contains(#"name="task_title_0" type="text" maxlength="80""#))
            #expect(!form.contains("maxlength=\"200\""))
            #expect(form.contains("Names and tasks: up to 80 characters each."))

            let long = String(repeating: "x", count: 5000)
            let put = try await app.send(.put, "/api/v1/morning/draft", json: #"{"title": "\#(long)"}"#)
            #expect(put.status == .unprocessableContent)
            #expect(put.json["error"] as? String == "The routine name must be at most 80 characters.")
            #expect(try await app.get("/api/v1/morning/draft").json["title"] as? String == "", "nothing stored")
            let task = try await app.send(
                .post, "/api/v1/morning/routines",
                json:
                    #"{"title": "Mine", "tasks": [{"title": "\#(String(repeating: "t", count: 81))", "time": "06:00"}]}"#
            )
            #expect(task.status == .unprocessableContent)
            #expect(task.json["error"] as? String == "A task must be at most 80 characters.")
            let exact = try await app.send(
                .put, "/api/v1/morning/draft", json: #"{"title": "\#(String(repeating: "é", count: 80))"}"#)
            #expect(exact.status == .ok)

            let typed = String(repeating: "y", count: 81)
            let post = try await app.post(
                "/morning/create",
                form: ["title": typed, "task_title_0": "Water", "task_time_0": "06:00", "action": "add"])
            #expect(post.status == .unprocessableContent)
            #expect(post.text.contains("The routine name must be at most 80 characters."))
            #expect(post.text.contains(#"value="\#(typed)""#), "the typed value is kept, not cut")
            #expect(
                try await app.get("/api/v1/morning/draft").json["title"] as? String == String(repeating: "é", count: 80)
            )
        }
    }

    @Test("The Data card shows current and best streak and the share done; the chart marks a 0 day")
    func statsAndZero() async throws {
        try await withMorning { app in
            let (id, _) = try await app.adopt("murakami")  // three tasks, from Sunday 22 Nov
            let tasks = ["\(id)-1", "\(id)-2", "\(id)-3"]
            try await app.advance(days: 1)
            for t in tasks { try await app.send(.post, "/api/v1/morning/today/tasks/\(t)/complete") }
            try await app.advance(days: 1)  // Monday: nothing done
            try await app.advance(days: 1)  // Tuesday: all done
            for t in tasks { try await app.send(.post, "/api/v1/morning/today/tasks/\(t)/complete") }
            try await app.advance(days: 1)  // Wednesday 25: all done, not finalised
            for t in tasks { try await app.send(.post, "/api/v1/morning/today/tasks/\(t)/complete") }
            let page = try await app.get("/morning/data").text
            #expect(page.contains(#"<dd data-stat="current">2 days</dd>"#))
            #expect(page.contains(#"<dd data-stat="best">2 days</dd>"#))
            #expect(page.contains(#"<dd data-stat="share">66%</dd>"#), "6 of 9 tasks on finished days")
            #expect(page.contains(#"data-bar="2026-11-22""#) && page.contains(#"data-bar="2026-11-24""#))
            #expect(page.contains(#"data-zero="2026-11-23""#), "Monday ended with nothing done: a visible 0")
            #expect(!page.contains(#"data-bar="2026-11-23""#))
            #expect(page.contains(#"data-nodata="2026-11-25""#) && page.contains(#"data-nodata="2026-11-26""#))
            #expect(!page.contains(#"data-zero="2026-11-26""#), "no record: nothing drawn")
            #expect(page.contains("0: the day ended with nothing done"))
            let api = try await app.get("/api/v1/morning/routines/\(id)").json["stats"] as? [String: Any] ?? [:]
            #expect(api["currentStreak"] as? Int == 2 && api["bestStreak"] as? Int == 2)
            #expect(api["completionPercent"] as? Int == 66 && api["finalisedDays"] as? Int == 3)
            let ru = try await app.client.execute(
                uri: "/morning/data", method: .get, headers: [.acceptLanguage: "ru"], body: nil
            ).text
            #expect(ru.contains(#"<dd data-stat="current">2 дня</dd>"#))
        }
    }
}
