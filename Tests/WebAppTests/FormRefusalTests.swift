import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Each field of the calendar apps' settings and welcome forms, wrong in turn: the refusal is a
/// 4xx page that names that field and keeps what was typed.
@Suite("Form refusals name the wrong field")
struct FormRefusalTests {
    @Test("An empty Companion settings form says no section was named, not “choose a city”")
    func emptyCompanionSettings() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let response = try await client.calPost("/calendar/settings", [:])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("The form did not say which settings to save"))
            #expect(!response.text.contains("Choose a city"))
        }
    }

    @Test(
        "Each wrong Companion settings field is named, with the typed value kept",
        arguments: [
            (["section": "notifications", "briefingTime": "7 pm", "eveningTime": "19:00"], "Morning", "7 pm"),
            (["section": "notifications", "briefingTime": "06:00", "eveningTime": "late"], "Evening", "late"),
            (["section": "journey", "dayStart": "25:00"], "day starts", "25:00"),
            (["section": "texts", "dailyText": "no-such-text"], "Daily", "no-such-text"),
            (["section": "texts", "script": "klingon"], "originals in", "klingon"),
            (["section": "tradition", "tradition": "zzz"], "traditions", "zzz"),
            (["section": "fasting", "fasting": "zzz"], "fasting", "zzz"),
            (["section": "path", "path": "zzz"], "paths", "zzz"),
        ])
    func companionSettingsFields(fields: [String: String], names: String, typed: String) async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let response = try await client.calPost("/calendar/settings", fields)
            #expect(response.status == .unprocessableContent)
            let banner = Self.banner(response.text)
            #expect(banner.contains(names), "\(fields) → \(banner)")
            if ["briefingTime", "eveningTime", "dayStart"].contains(where: { fields[$0] == typed }) {
                #expect(response.text.contains("value=\"\(typed)\""), "typed time kept")
            }
        }
    }

    @Test("Onboarding: a language the Companion lacks and a missing city are named as such")
    func companionWelcome() async throws {
        try await withApp { client, _ in
            let language = try await client.calPost("/calendar/welcome", ["step": "1", "language": "xx"])
            #expect(language.status == .unprocessableContent)
            #expect(Self.banner(language.text).contains("Language: “xx”"))
            let place = try await client.calPost("/calendar/welcome", ["step": "5"])
            #expect(place.status == .unprocessableContent)
            #expect(Self.banner(place.text).contains("city"))
            let tradition = try await client.calPost("/calendar/welcome", ["step": "4", "tradition": "zzz"])
            #expect(tradition.status == .unprocessableContent)
            #expect(Self.banner(tradition.text).contains("traditions"))
        }
    }

    @Test("Tamil settings: a bad time format or numerals value is named, in the person's language, with the form kept")
    func tamilSettings() async throws {
        try await withApp { client, _ in
            let clock = try await client.execute(
                uri: "/tamil/settings", method: .post, headers: formHeaders,
                body: form(["clock": "13", "numerals": "1"]))
            #expect(clock.status == .unprocessableContent)
            #expect(Self.banner(clock.text).contains("Time format"))
            #expect(Self.banner(clock.text).contains("“13”"))
            #expect(clock.text.contains("name=\"numerals\" value=\"1\" checked"), "the ticked box stays ticked")
            let numerals = try await client.execute(
                uri: "/tamil/settings", method: .post, headers: formHeaders,
                body: form(["clock": "24", "numerals": "yes"]))
            #expect(numerals.status == .unprocessableContent)
            #expect(Self.banner(numerals.text).contains("Tamil numerals"))
            #expect(numerals.text.contains("value=\"24\" checked"), "the chosen clock stays chosen")
            let tamil = try await client.execute(
                uri: "/tamil/settings", method: .post, headers: formHeaders.merging([.acceptLanguage: "ta"]),
                body: form(["clock": ""]))
            #expect(Self.banner(tamil.text).contains("நேர வடிவம்"))
        }
    }

    @Test("Tamil welcome: each wrong alert time is named by its field")
    func tamilWelcome() async throws {
        try await withApp { client, _ in
            for field in ["twoDaysBefore", "evening", "morning", "weekly"] {
                var body = ["twoDaysBeforeOn": "1", "eveningOn": "1", "morningOn": "1", "weeklyOn": "1"]
                for other in ["twoDaysBefore", "evening", "morning", "weekly"] { body[other] = "06:00" }
                body[field] = "99:99"
                let response = try await client.execute(
                    uri: "/tamil/welcome/finish", method: .post, headers: formHeaders, body: form(body))
                #expect(response.status == .unprocessableContent)
                #expect(Self.banner(response.text).contains("99:99"), "\(field)")
                #expect(response.text.contains("value=\"99:99\""), "typed value kept for \(field)")
            }
        }
    }

    @Test("The language form names the language it refuses")
    func languageForm() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "xx", "back": "/tamil"]))
            #expect(response.status == .badRequest)
            #expect(response.text.contains("language"))
            #expect(!response.text.contains("clock"))
        }
    }

    /// The text of the page's alert banner.
    static func banner(_ html: String) -> String {
        guard let start = html.range(of: "role=\"alert\""),
            let open = html.range(of: ">", range: start.upperBound..<html.endIndex),
            let close = html.range(of: "</p>", range: open.upperBound..<html.endIndex)
        else { return "" }
        return String(html[open.upperBound..<close.lowerBound])
    }
}
