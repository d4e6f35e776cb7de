import Foundation
import Hummingbird
import HummingbirdTesting
import Routines
import Storage
import Testing

@testable import WebApp

@Suite("Better Morning pages")
struct MorningPagesTests {
    @Test("The first visit goes to the onboarding carousel; after it, Explore; reset all brings it back")
    func onboarding() async throws {
        try await withMorning { app in
            let first = try await app.get("/morning")
            #expect(first.status == .found)
            #expect(first.headers[.location] == "/morning/welcome")
            #expect(try await app.get("/morning/explore").headers[.location] == "/morning/welcome")
            let welcome = try await app.get("/morning/welcome")
            #expect(welcome.text.components(separatedBy: "data-slide=").count - 1 == 4)
            #expect(try await app.post("/morning/welcome").headers[.location] == "/morning/explore")
            #expect(try await app.get("/morning").headers[.location] == "/morning/explore")
            #expect(try await app.get("/morning/settings/reset").text.contains("data-confirm-button"))
            #expect(try await app.post("/morning/settings/reset").headers[.location] == "/morning")
            #expect(try await app.get("/morning").headers[.location] == "/morning/welcome")
        }
    }

    @Test("Explore shows twelve people with drawn initials and sources; unknown people are 404")
    func explore() async throws {
        try await withMorning { app in
            try await app.post("/morning/welcome")
            let page = try await app.get("/morning/explore")
            #expect(page.text.components(separatedBy: "data-person=").count - 1 == 12)
            #expect(!page.text[page.text.range(of: "data-parallax")!.lowerBound...].contains("<img"), "no photos")
            let profile = try await app.get("/morning/explore/darwin")
            #expect(profile.text.contains("Reminiscences of My Father"))
            #expect(profile.text.contains("data-choose"))
            for bad in ["nobody", "%3Cscript%3E", "franklin%00", String(repeating: "a", count: 500)] {
                #expect(try await app.get("/morning/explore/\(bad)").status == .notFound, "\(bad)")
                #expect(try await app.post("/morning/explore/\(bad)/choose").status == .notFound)
            }
        }
    }

    @Test("Choosing a routine shows “starts tomorrow”; the next day taps toggle ✓ and back, today only")
    func routineDay() async throws {
        try await withMorning { app in
            let (_, task) = try await app.adopt()
            let waiting = try await app.get("/morning/routine")
            #expect(waiting.text.contains("Starts tomorrow, Sun 22 Nov."))
            #expect(try await app.post("/morning/routine/tasks/\(task)/toggle").status == .conflict)
            try await app.advance(days: 1)
            #expect(try await app.post("/morning/routine/tasks/\(task)/toggle").status == .seeOther)
            let done = try await app.get("/morning/routine").text
            #expect(done.contains("data-mark=\"completed\""))
            #expect(done.components(separatedBy: "aria-pressed=\"true\"").count == 2, "only the done task is pressed")
            try await app.post("/morning/routine/tasks/\(task)/toggle")
            let undone = try await app.get("/morning/routine").text
            #expect(!undone.contains("data-mark=\"completed\""))
            #expect(!undone.contains("aria-pressed=\"true\""), "a task not done is never announced as pressed")
            try await app.post("/morning/routine/tasks/\(task)/toggle")
            try await app.advance(days: 1)
            let past = try await app.get("/morning/routine?day=2026-11-22")
            #expect(past.text.contains("data-mark=\"completed\""))
            #expect(past.text.contains("data-mark=\"incomplete\""))
            #expect(!past.text.contains("data-toggle"))
            for bad in ["2026-11-21", "2026-11-24", "yesterday", "2026-02-30", "%3Cb%3E"] {
                #expect(try await app.get("/morning/routine?day=\(bad)").status == .notFound, "\(bad)")
            }
            for bad in ["nope", "%3Cscript%3E", String(repeating: "x", count: 100)] {
                #expect(try await app.post("/morning/routine/tasks/\(bad)/toggle").status.code >= 400)
            }
        }
    }

    @Test("No routine: the Routine and Data tabs show their empty states with Explore and Create")
    func emptyStates() async throws {
        try await withMorning { app in
            try await app.post("/morning/welcome")
            #expect(try await app.get("/morning/routine").text.contains("data-empty=\"none\""))
            #expect(try await app.get("/morning/data").text.contains("data-empty=\"data\""))
        }
    }

    @Test("Create: validation keeps what was typed; markup is escaped; a valid routine starts tomorrow")
    func create() async throws {
        try await withMorning { app in
            try await app.post("/morning/welcome")
            #expect(try await app.get("/morning/create").text.contains("data-draft-form"))
            let noTitle = try await app.post(
                "/morning/create", form: ["title": " ", "task_title_0": "Water", "task_time_0": "06:00"])
            #expect(noTitle.status == .unprocessableContent)
            #expect(noTitle.text.contains("The routine name is empty."))
            #expect(noTitle.text.contains("value=\"Water\""))
            let cases: [([String: String], String)] = [
                (["title": "<b>x</b>"], "Add at least one task."),
                (["title": "T", "task_title_0": "W", "task_time_0": "25:00"], "is not a time of day"),
                (["title": "T", "task_title_0": "W", "task_time_0": "٠٦:٠٠"], "is not a time of day"),
                (["title": "T", "task_title_0": "W", "task_time_0": "6.5"], "is not a time of day"),
                (["title": "T", "task_title_0": "", "task_time_0": "06:00"], "A task is empty."),
                (["title": "T", "task_title_0": "W", "task_time_0": ""], "time is empty."),
                (
                    ["title": String(repeating: "y", count: 81), "task_title_0": "W", "task_time_0": "06:00"],
                    "at most 80"
                ),
            ]
            for (fields, message) in cases {
                let response = try await app.post("/morning/create", form: fields)
                #expect(response.status == .unprocessableContent)
                #expect(response.text.contains(message), "\(fields)")
                #expect(!response.text.contains("<b>x</b>"))
            }
            var many: [String: String] = ["title": "Many"]
            for i in 0..<25 {
                many["task_title_\(i)"] = "T\(i)"
                many["task_time_\(i)"] = "06:00"
            }
            #expect(try await app.post("/morning/create", form: many).text.contains("at most 20 tasks"))
            let big = try await app.client.execute(
                uri: "/morning/create", method: .post, headers: formHeaders,
                body: ByteBuffer(string: "title=" + String(repeating: "a", count: 70_000)))
            #expect(big.status == .contentTooLarge)
            let added = try await app.post("/morning/create", form: ["title": "Mine", "action": "add"])
            #expect(added.status == .seeOther)
            #expect(try await app.get("/morning/create").text.contains("value=\"Mine\""))
            let saved = try await app.post(
                "/morning/create",
                form: [
                    "title": "Mine", "task_title_0": "Walk", "task_time_0": "07:00", "task_title_1": "Water",
                    "task_time_1": "06:30",
                ])
            #expect(saved.headers[.location] == "/morning/routine?done=created")
            let routine = try await app.get("/morning/routine")
            #expect(routine.text.contains("Starts tomorrow"))
            #expect(routine.text.range(of: "06:30")!.lowerBound < routine.text.range(of: "07:00")!.lowerBound)
            #expect(!(try await app.get("/morning/create").text.contains("value=\"Mine\"")), "the draft is cleared")
            #expect(try await app.post("/morning/create", form: ["action": "explode"]).status == .badRequest)
        }
    }

    @Test("With the gate on, Create shows the paywall and saving is refused with 402")
    func paywall() async throws {
        try await withMorning(entitlement: PaywallEntitlement<ProfileID>()) { app in
            try await app.post("/morning/welcome")
            let page = try await app.get("/morning/create")
            #expect(page.status == .ok)
            #expect(page.text.contains("data-paywall"))
            #expect(!page.text.contains("data-draft-form"))
            let post = try await app.post(
                "/morning/create", form: ["title": "Mine", "task_title_0": "Walk", "task_time_0": "07:00"])
            #expect(post.status.code == 402)
            let routines = try await app.get("/api/v1/morning/routines").json["routines"] as? [Any]
            #expect(routines?.isEmpty == true)
            #expect(try await app.get("/morning/settings").text.contains("data-entitlement=\"locked\""))
        }
    }

    @Test("A granting provider unlocks custom routines with the gate on")
    func paywallGranted() async throws {
        try await withMorning(entitlement: PaywallEntitlement<ProfileID>(grants: { _ in true })) { app in
            try await app.post("/morning/welcome")
            #expect(try await app.get("/morning/create").text.contains("data-draft-form"))
        }
    }

    @Test("Data: cards with weekly bars; Restart puts the routine on top, Delete asks first")
    func data() async throws {
        try await withMorning { app in
            let (franklin, task) = try await app.adopt("franklin")
            try await app.advance(days: 1)
            try await app.post("/morning/routine/tasks/\(task)/toggle")
            try await app.advance(days: 1)
            let (darwin, _) = try await app.adopt("darwin")
            let page = try await app.get("/morning/data")
            #expect(page.text.contains("data-bar=\"2026-11-22\""))
            #expect(
                page.text.range(of: "card-\(darwin)")!.lowerBound < page.text.range(of: "card-\(franklin)")!.lowerBound)
            #expect(
                try await app.post("/morning/data/\(franklin)/restart").headers[.location]
                    == "/morning/data?done=restarted")
            let after = try await app.get("/morning/data")
            #expect(
                after.text.range(of: "card-\(franklin)")!.lowerBound
                    < after.text.range(of: "card-\(darwin)")!.lowerBound)
            #expect(try await app.get("/morning/data/\(darwin)/delete").text.contains("data-confirm-button"))
            #expect(try await app.post("/morning/data/\(darwin)/delete").status == .seeOther)
            #expect(!(try await app.get("/morning/data").text.contains("card-\(darwin)")))
            for bad in ["nope", "%3Cscript%3E", "a%20b", String(repeating: "9", count: 80)] {
                #expect(try await app.post("/morning/data/\(bad)/restart").status == .notFound, "\(bad)")
                #expect(try await app.get("/morning/data/\(bad)/delete").status == .notFound)
                #expect(try await app.post("/morning/data/\(bad)/delete").status == .notFound)
            }
            #expect(try await app.get("/morning/data?r=%3Cx%3E&w=notaday").status == .ok)
        }
    }

    @Test("Settings: the day start is saved; hostile values answer 422 with the value kept")
    func settings() async throws {
        try await withMorning { app in
            try await app.post("/morning/welcome")
            #expect(try await app.post("/morning/settings/day-start", form: ["dayStart": "04:00"]).status == .seeOther)
            #expect(try await app.get("/morning/settings").text.contains("value=\"04:00\""))
            for bad in [
                "", "25:00", "-1:00", "4", "04:00 am", "٠٤:٠٠", "<script>", "99999999999999999999:00", "4.5:00",
            ] {
                let response = try await app.post("/morning/settings/day-start", form: ["dayStart": bad])
                #expect(response.status == .unprocessableContent, "\(bad)")
                #expect(response.text.contains("data-error"))
                #expect(!response.text.contains("<script>"))
            }
        }
    }

    @Test("The calendar feed answers text/calendar for its token and 404 otherwise")
    func feed() async throws {
        try await withMorning { app in
            _ = try await app.adopt()
            let path = try await app.get("/api/v1/morning/reminder").json["feed"] as? String ?? ""
            let feed = try await app.get(path)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(feed.text.contains("BEGIN:VALARM"))
            // Foundation on Linux names the UTC zone "GMT"; either way the wall time is 05:00.
            #expect(feed.text.contains(":20261122T050000\r\n"))
            #expect(feed.text.contains("DTSTART;TZID="))
            #expect(feed.text.contains("RRULE:FREQ=DAILY\r\n"))
            #expect(feed.text.contains("BEGIN:VTIMEZONE"))
            #expect(feed.text.contains("UID:morning-"))
            #expect(feed.text.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
            for bad in ["nope.ics", "x", "%3Cx%3E.ics", String(repeating: "a", count: 100) + ".ics"] {
                #expect(try await app.get("/morning/feed/\(bad)").status == .notFound, "\(bad)")
            }
        }
    }
}
