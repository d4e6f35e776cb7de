import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Testing

/// Every page, dialog and notice of Purascharana, the Accumulation Tracker and Better Morning, in
/// every language the suite ships, is searched for `{name}`-style placeholders left unfilled.
@Suite("No unfilled placeholders in the practice apps")
struct PlaceholderScanTests {
    static let languages = try! Localizer.bundled().languages.map(\.rawValue).sorted()

    /// What the page shows, without the scripts and the attributes holding templates a script fills
    /// (`data-texts` on the live training screen, `data-text` and `data-text-page` on the offline and sync
    /// banners).
    static func unfilled(in html: String) -> [String] {
        var text = html
        for pattern in [#"<script[\s\S]*?</script>"#, #"<style[\s\S]*?</style>"#, #"data-text(s|-[a-z]+)?="[^"]*""#] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return Self.placeholders(in: text)
    }

    static func placeholders(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #"\{[A-Za-z_]+\}"#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range, in: text)!])
        }
    }

    /// Collects every page reached, following redirects as a browser would.
    final class Scan: @unchecked Sendable {
        let client: any TestClientProtocol
        var found: [String] = []
        var pages = 0
        init(_ client: any TestClientProtocol) { self.client = client }

        func visit(_ response: TestResponse, _ label: String) async throws {
            let body = response.text
            if !body.isEmpty { pages += 1 }
            let leftovers =
                response.headers[.contentType]?.hasPrefix("application/json") == true
                ? Self.jsonStrings(body).flatMap(PlaceholderScanTests.placeholders)
                : PlaceholderScanTests.unfilled(in: body)
            if !leftovers.isEmpty { found.append("\(label): \(Set(leftovers).sorted())") }
            if let location = response.headers[.location], location.hasPrefix("/") {
                try await get(location)
            }
        }

        func get(_ uri: String) async throws { try await visit(try await client.get(uri), "GET \(uri)") }
        func post(_ uri: String, _ fields: [String: String] = [:]) async throws {
            try await visit(try await client.postForm(uri, fields), "POST \(uri) \(fields)")
        }
        func json(_ uri: String, _ body: String, method: HTTPRequest.Method = .post) async throws {
            try await visit(try await client.postJSON(uri, body, method: method), "\(method) \(uri) \(body)")
        }

        static func jsonStrings(_ body: String) -> [String] {
            guard let value = try? JSONSerialization.jsonObject(with: Data(body.utf8), options: .fragmentsAllowed)
            else { return [body] }
            func walk(_ value: Any) -> [String] {
                switch value {
                case let text as String: return [text]
                case let array as [Any]: return array.flatMap(walk)
                case let object as [String: Any]: return object.values.flatMap(walk)
                default: return []
                }
            }
            return walk(value)
        }
    }

    @Test("Purascharana: pages, the reset and delete dialogs, notices and errors", arguments: languages)
    func japa(language: String) async throws {
        try await withTrainingApp { client, _, _ in
            let scan = Scan(client)
            _ = try await client.postForm("/language", ["language": language, "back": "/"])
            try await scan.get("/japa")
            try await scan.post("/japa/1/add", ["amount": "16"])
            try await scan.post("/japa/1/add", ["amount": "abc"])
            try await scan.post("/japa/1/add", ["amount": ""])
            try await scan.post("/japa/1/add", ["amount": "9999"])
            try await scan.post("/japa/1/add", ["amount": "5"])
            try await scan.post("/japa/1/undo")
            try await scan.post("/japa/1/value", ["value": "99999"])
            try await scan.post("/japa/1/settings", ["name": "", "target": "5556"])
            try await scan.post("/japa/1/settings", ["name": "Japa", "target": "0", "targetDate": "2020-01-01"])
            try await scan.post("/japa/1/settings", ["name": "Japa", "target": "5556", "targetDate": "2026-12-31"])
            try await scan.get("/japa/1")
            try await scan.get("/japa/1/history")
            try await scan.get("/japa/1/reset")
            try await scan.get("/japa/1/delete")
            try await scan.post("/japa/1/reset")
            try await scan.post("/japa/1/undo")
            try await scan.post("/japa/1/undo")
            try await scan.post("/japa/1/undo")
            try await scan.post("/japa/counters", ["name": "", "target": "5556"])
            try await scan.post("/japa/counters", ["name": "Gayatri", "target": "24000"])
            try await scan.get("/japa/counters")
            try await scan.post("/japa/1/delete")
            try await scan.post("/japa/2/delete")
            try await scan.json("/api/v1/japa/counters/2/additions", #"{"amount": 16}"#)
            try await scan.json("/api/v1/japa/counters/2/additions", #"{"amount": "x"}"#)
            try await scan.json("/api/v1/japa/counters/2/additions", #"{"amount": 99999}"#)
            // The settings page's dialog is drawn in the page; it must read as the script shows it.
            let settings = try await client.get("/japa/2/settings").text
            #expect(!settings.contains("{name}"))
            #expect(settings.contains("Gayatri"), "the dialog names the counter")
            #expect(scan.found.isEmpty, "\(language): \(scan.found)")
            #expect(scan.pages >= 12, "the scan saw the app's pages")
        }
    }

    @Test("Accumulation Tracker: setup, live screens, rest, summary, history, errors", arguments: languages)
    func training(language: String) async throws {
        try await withTrainingApp { client, _, clock in
            let scan = Scan(client)
            _ = try await client.postForm("/language", ["language": language, "back": "/"])
            try await scan.get("/training")
            try await scan.get("/training/about")
            try await scan.post("/training/start", ["mode": "time", "target": "", "rest": "x", "adjustment": "-1"])
            try await scan.post("/training/start", timeSetup)
            clock.advance(12)
            try await scan.post("/training/sessions/1/events", ["type": "bailOut"])
            try await scan.post("/training/sessions/1/events", ["type": "bailOut"])
            try await scan.get("/training/sessions/1/reset")
            clock.advance(11)
            try await scan.get("/training/sessions/1")
            clock.advance(40)
            try await scan.post("/training/sessions/1/events", ["type": "stop"])
            try await scan.get("/training/history")
            try await scan.post(
                "/training/start",
                ["mode": "reps", "target": "20", "rest": "30", "adjustment": "2", "exercise": "Dips"])
            try await scan.post("/training/sessions/2/events", ["type": "submitReps", "reps": "0"])
            try await scan.post("/training/sessions/2/events", ["type": "submitReps", "reps": "abc"])
            try await scan.post("/training/sessions/2/events", ["type": "submitReps", "reps": "8"])
            try await scan.json("/api/v1/training/sessions/2/events", #"{"type": "bailOut"}"#)
            try await scan.json("/api/v1/training/sessions/2/events", #"{"type": "fly"}"#)
            let live = try await client.get("/training").text
            try Self.checkLiveTexts(live, language)
            #expect(scan.found.isEmpty, "\(language): \(scan.found)")
            #expect(scan.pages >= 12, "the scan saw the app's pages")
        }
    }

    /// The live screen's phrases keep exactly the placeholders `training.js` fills.
    static func checkLiveTexts(_ html: String, _ language: String) throws {
        let attribute = try #require(
            html.firstMatch(of: /data-texts="([^"]*)"/).map { String($0.1) }, "the live page carries its phrases")
        let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let texts = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let filled: [String: Set<String>] = [
            "progress": ["{total}", "{target}"], "amount": ["{value}"], "remaining": ["{value}"],
            "setNumber": ["{number}"], "setsDone": ["{count}"], "progressClock": ["{total}", "{target}"],
            "finalCount": ["{n}"],
        ]
        for (key, value) in texts {
            let strings = (value as? String).map { [$0] } ?? (value as? [String: String]).map { Array($0.values) } ?? []
            for string in strings {
                #expect(Set(placeholders(in: string)).isSubset(of: filled[key] ?? []), "\(language) \(key): \(string)")
            }
        }
    }

    @Test("Better Morning: onboarding, explore, routine, data, settings, create and the dialogs", arguments: languages)
    func morning(language: String) async throws {
        try await withTrainingApp { client, _, clock in
            let scan = Scan(client)
            _ = try await client.postForm("/language", ["language": language, "back": "/"])
            try await scan.get("/morning")
            try await scan.post("/morning/welcome")
            try await scan.get("/morning/explore/franklin")
            try await scan.post("/morning/explore/franklin/choose")
            let routines = try await client.get("/api/v1/morning/routines").json["routines"] as? [[String: Any]] ?? []
            let routine = try #require(routines.first?["id"] as? String)
            let task = try #require((routines.first?["tasks"] as? [[String: Any]])?.first?["id"] as? String)
            clock.advance(86_400)
            try await scan.get("/morning/routine")
            try await scan.post("/morning/routine/tasks/\(task)/toggle")
            try await scan.json("/api/v1/morning/today/tasks/\(task)/toggle", "{}")
            clock.advance(86_400 * 2)
            try await scan.get("/morning/routine")
            try await scan.get("/morning/data")
            try await scan.get("/morning/data/\(routine)/delete")
            try await scan.get("/morning/settings")
            try await scan.post("/morning/settings/day-start", ["dayStart": "25:99"])
            try await scan.get("/morning/settings/reset")
            try await scan.get("/morning/create")
            try await scan.post("/morning/create", ["title": "", "tasks": ""])
            try await scan.json("/api/v1/morning/draft", #"{"title": 5}"#, method: .put)
            try await scan.get("/api/v1/morning/state")
            try await scan.get("/api/v1/morning/reminder")
            try await scan.post("/morning/data/\(routine)/restart")
            try await scan.post("/morning/data/\(routine)/delete")
            #expect(scan.found.isEmpty, "\(language): \(scan.found)")
            #expect(scan.pages >= 12, "the scan saw the app's pages")
        }
    }
}
