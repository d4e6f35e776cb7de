import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import Training

@Suite("Accumulation Tracker pages")
struct TrainingPagesTests {
    @Test("The setup page offers both modes, the adjustment with each mode's label, About and Start")
    func setupPage() async throws {
        try await withTrainingApp { client, _, _ in
            let page = try await client.get("/training")
            #expect(page.status == .ok)
            for text in [
                #"value="time" checked"#, #"value="reps""#, "Adjustment (seconds) — transition time",
                "Adjustment (reps) — bonus reps", "Time deducted from each hold", "Extra reps added per set",
                "About accumulation training", ">Start<", "/training/history", "/training/export.csv",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            let russian = try await client.get("/training", headers: russian)
            #expect(russian.text.contains("Накопительная тренировка"))
        }
    }

    @Test("A time session without JavaScript: start, bail out, rest, skip, stop, summary")
    func timeSessionByForms() async throws {
        try await withTrainingApp { client, database, clock in
            let started = try await client.postForm("/training/start", timeSetup)
            #expect(started.status == .seeOther)
            #expect(started.headers[.location] == "/training")
            var page = try await client.get("/training")
            #expect(page.text.contains("data-screen=\"training\""))
            #expect(page.text.contains(">Bail Out<") && page.text.contains(">Stop<"))
            clock.advance(0.5)
            let accidental = try await client.postForm("/training/sessions/1/events", ["type": "bailOut"])
            #expect(accidental.headers[.location] == "/training?notice=ignored")
            clock.advance(9.5)
            page = try await client.get("/training")
            #expect(page.text.contains("<span data-timer-value>10.0</span>"))
            #expect(page.text.contains("8.0 / 30 s"))
            _ = try await client.postForm("/training/sessions/1/events", ["type": "bailOut"])
            clock.advance(4)
            page = try await client.get("/training")
            #expect(page.text.contains(#"<p class="tr-countdown" data-countdown aria-live="off">6</p>"#))
            _ = try await client.postForm("/training/sessions/1/events", ["type": "skipRest"])
            clock.advance(12)
            let stop = try await client.postForm("/training/sessions/1/events", ["type": "stop"])
            #expect(stop.headers[.location] == "/training/sessions/1")
            let summary = try await client.get("/training/sessions/1")
            #expect(summary.text.contains("Session complete!") == false)  // 8 + 12 = 20 < 30: stopped
            #expect(summary.text.contains("Session stopped"))
            #expect(summary.text.contains("20.0 s"))
            #expect(summary.text.contains("<td class=\"num\">12.0</td><td class=\"num\">0</td>"))
            #expect(try await database.activeTrainingSession(for: .local) == nil)
            #expect(try await client.get("/training").text.contains("data-setup-form"))
        }
    }

    @Test("A long hold is a stopwatch clock, and done plus remaining is the target")
    func longHoldAsClock() async throws {
        try await withTrainingApp { client, _, clock in
            let setup = ["mode": "time", "exercise": "Plank", "target": "14400", "rest": "10", "adjustment": "0"]
            _ = try await client.postForm("/training/start", setup)
            clock.advance(12_347.08)
            let page = try await client.get("/training")
            #expect(page.text.contains("<span data-timer-value>3:25:47.0</span>"))
            #expect(!page.text.contains(">12347.0<") && !page.text.contains("12347.0 /"))
            #expect(page.text.contains(#"class="tr-timer is-clock is-hours""#))
            #expect(page.text.contains("3:25:47.0 / 4:00:00"))
            #expect(page.text.contains("Remaining: 34:13.0<"))
            _ = try await client.postForm("/training/sessions/1/events", ["type": "stop"])
            let summary = try await client.get("/training/sessions/1")
            #expect(summary.text.contains(#"<p class="tr-final" data-final-total>3:25:47.0</p>"#))
            #expect(summary.text.contains(#"<td class="num">3:25:47.0</td>"#))
        }
    }

    @Test("Under a minute the remainder is the target less the shown total (8.0 + 22.0, not 8.0 + 21.9)")
    func remainingAddsUp() async throws {
        try await withTrainingApp { client, _, clock in
            _ = try await client.postForm("/training/start", timeSetup)
            clock.advance(10.06)
            let page = try await client.get("/training")
            #expect(page.text.contains("8.0 / 30 s"))
            #expect(page.text.contains("Remaining: 22.0 s"))
        }
    }

    @Test("Bad rep input re-renders the sheet with the message and the typed value, 422")
    func repsByForms() async throws {
        try await withTrainingApp { client, database, _ in
            _ = try await client.postForm(
                "/training/start", ["mode": "reps", "target": "20", "rest": "30", "adjustment": "2"])
            for typed in ["0", "-1", "abc", "2.5", "", "١٢", "<b>5</b>", "99999999999999999999"] {
                let response = try await client.postForm(
                    "/training/sessions/1/events", ["type": "submitReps", "reps": typed])
                #expect(response.status == .unprocessableContent, "\(typed)")
                #expect(response.text.contains("tr-sheet-wrap is-open"))
                #expect(!response.text.contains("<b>5</b>"))
            }
            let ok = try await client.postForm("/training/sessions/1/events", ["type": "submitReps", "reps": "8"])
            #expect(ok.status == .seeOther)
            let session = try #require(try await database.activeTrainingSession(for: .local))
            #expect(session.session.total == 10)
        }
    }

    @Test(
        "Hostile setup values answer 422 with a message and keep what was typed",
        arguments: [
            ("target", ""), ("target", "0"), ("target", "-5"), ("target", "abc"), ("target", "1e3"),
            ("target", "99999999999999999999"), ("target", "٦٠"), ("target", "<script>x</script>"),
            ("rest", "1.5"), ("rest", "-1"), ("rest", "100000"), ("adjustment", "-2"), ("adjustment", "x"),
            ("mode", "walk"), ("mode", ""), ("exercise", String(repeating: "я", count: 61)),
        ])
    func hostileSetup(field: String, value: String) async throws {
        try await withTrainingApp { client, database, _ in
            var fields = timeSetup
            fields[field] = value
            let response = try await client.postForm("/training/start", fields)
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("tr-error"))
            #expect(!response.text.contains("<script>x"))
            if field != "mode", !value.isEmpty {
                let escaped = value.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                    of: ">", with: "&gt;")
                #expect(response.text.contains(escaped))
            }
            #expect(try await database.activeTrainingSession(for: .local) == nil)
        }
    }

    @Test("Presets are saved from the setup form, started in one tap and deleted")
    func presets() async throws {
        try await withTrainingApp { client, database, _ in
            var fields = timeSetup
            fields["action"] = "preset"
            let saved = try await client.postForm("/training/start", fields)
            #expect(saved.headers[.location] == "/training?notice=presetSaved")
            let page = try await client.get("/training?notice=presetSaved")
            #expect(page.text.contains("Preset saved.") && page.text.contains("/training/presets/1/start"))
            let started = try await client.postForm("/training/presets/1/start", [:])
            #expect(started.headers[.location] == "/training")
            #expect(try await database.activeTrainingSession(for: .local)?.session.configuration.exercise == "L-sit")
            let again = try await client.postForm("/training/presets/1/start", [:])
            #expect(again.headers[.location] == "/training?notice=inProgress")
            #expect(try await client.postForm("/training/presets/1/delete", [:]).status == .seeOther)
            #expect(try await client.postForm("/training/presets/1/delete", [:]).status == .notFound)
            #expect(try await client.postForm("/training/presets/abc/start", [:]).status == .notFound)
        }
    }

    @Test("Reset asks on its own page, then discards the session")
    func resetByForms() async throws {
        try await withTrainingApp { client, database, _ in
            _ = try await client.postForm("/training/start", timeSetup)
            let confirm = try await client.get("/training/sessions/1/reset")
            #expect(confirm.text.contains("Reset this session?"))
            let reset = try await client.postForm("/training/sessions/1/events", ["type": "reset"])
            #expect(reset.headers[.location] == "/training?notice=reset")
            #expect(try await database.trainingSession(.init(rawValue: 1), for: .local).status == .reset)
            #expect(try await client.get("/training/sessions/1").status == .seeOther)
        }
    }

    @Test("History draws the chart on the server and the CSV defuses formulas; unknown pages are 404")
    func historyAndExport() async throws {
        try await withTrainingApp { client, _, clock in
            var fields = timeSetup
            fields["exercise"] = "=HYPERLINK(\"x\")"
            for _ in 0..<2 {
                _ = try await client.postForm("/training/start", fields)
                clock.advance(40)
                let id = try #require(
                    try await client.get("/api/v1/training/session").json["session"] as? [String: Any])["id"]
                _ = try await client.postForm("/training/sessions/\(id!)/events", ["type": "stop"])
                clock.advance(100)
            }
            let history = try await client.get("/training/history")
            #expect(history.status == .ok)
            // Two small charts, each with its own labelled axis (40 s totals, 1 set each)
            #expect(history.text.contains("Total time per session") && history.text.contains("Sets per session"))
            #expect(history.text.components(separatedBy: "<rect class=\"bar\"").count == 5)
            let total = try #require(history.text.range(of: "tr-bars-total")).upperBound
            let sets = try #require(history.text.range(of: "tr-bars-sets")).lowerBound
            let totalChart = String(history.text[total..<sets])
            let setsChart = String(history.text[sets...])
            for label in ["0 s", "10 s", "20 s", "30 s", "40 s"] {
                #expect(totalChart.contains(#"class="axis" x="50" "#) && totalChart.contains(">\(label)</text>"))
            }
            #expect(setsChart.contains(">1</text>") && !setsChart.contains(">40 s</text>"))
            #expect(history.text.contains("=HYPERLINK(&quot;x&quot;)"))
            let csv = try await client.get("/training/export.csv")
            #expect(csv.headers[.contentType] == "text/csv; charset=utf-8")
            #expect(csv.text.contains(",\"'=HYPERLINK(\"\"x\"\")\",time,"))
            #expect(try await client.get("/training/history?exercise=nothing").status == .notFound)
            #expect(try await client.get("/training/sessions/999").status == .notFound)
            #expect(try await client.get("/training/sessions/-1").status == .notFound)
            #expect(try await client.get("/training/about").text.contains("Transition time"))
        }
    }

    @Test("An oversized form body is refused with 413")
    func oversized() async throws {
        try await withTrainingApp { client, _, _ in
            let big = String(repeating: "a", count: 70_000)
            let response = try await client.postForm("/training/start", ["exercise": big])
            #expect(response.status == .contentTooLarge)
        }
    }
}
