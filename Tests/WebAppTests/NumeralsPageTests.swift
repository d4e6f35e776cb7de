import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The Dharmic Companion written in the person's digits (issue 16): the language's usual ones by
/// default, its own or Latin by choice; markup and form values keep Latin digits.
@Suite("Companion digits")
struct NumeralsPageTests {
    /// The text between tags, without the markup or character references.
    static func text(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: " ").replacing(/&#?[A-Za-z0-9]+;/, with: " ")
    }

    static func choose(_ client: any TestClientProtocol, language: String) async throws {
        _ = try await client.calPost("/language", ["language": language, "back": "/calendar"])
        _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
    }

    @Test("Marathi pages are in Devanagari digits by default; a choice of Latin digits writes 0123; values stay Latin")
    func marathi() async throws {
        try await withApp { client, _ in
            // Given
            try await Self.choose(client, language: "mr")

            // When
            let usual = try await client.calGet("/calendar")
            let saved = try await client.calPost("/calendar/settings", ["section": "numerals", "numerals": "latin"])
            let latin = try await client.calGet("/calendar")
            let settings = try await client.calGet("/calendar/settings")

            // Then
            #expect(usual.text.contains(#"lang="mr""#))
            #expect(Self.text(usual.text).contains { ("०"..."९").contains($0) })
            #expect(!Self.text(usual.text).contains { ("0"..."9").contains($0) }, "no Latin digit in the text")
            #expect(saved.status == .seeOther)
            #expect(!Self.text(latin.text).contains { ("०"..."९").contains($0) })
            #expect(Self.text(latin.text).contains { ("0"..."9").contains($0) })
            #expect(settings.text.contains(#"name="numerals" value="latin" checked"#))
            #expect(settings.text.contains("&#48;&#49;&#50;&#51;"), "the Latin sample stays Latin whatever the setting")
        }
    }

    @Test(
        "Hindi chosen with its own digits: times and dates in ०–९, while links, times' datetime and form values keep 0–9"
    )
    func hindiNative() async throws {
        try await withApp { client, _ in
            // Given
            try await Self.choose(client, language: "hi")
            let before = try await client.calGet("/calendar")

            // When
            _ = try await client.calPost("/calendar/settings", ["section": "numerals", "numerals": "native"])
            let today = try await client.calGet("/calendar")
            let settings = try await client.calGet("/calendar/settings")

            // Then
            #expect(!Self.text(before.text).contains { ("०"..."९").contains($0) }, "Hindi's usual digits are Latin")
            #expect(Self.text(today.text).contains { ("०"..."९").contains($0) })
            #expect(today.text.contains("/calendar/day/2026-11-21") || today.text.contains("2026-11-21"))
            #expect(settings.text.contains(#"value="04:00""#), "a form's value keeps Latin digits")
        }
    }

    @Test("English has no digits choice; a digits value that is not a choice is refused, named, and changes nothing")
    func refusals() async throws {
        try await withApp { client, _ in
            // Given
            try await Self.choose(client, language: "en")
            let english = try await client.calGet("/calendar/settings")
            try await Self.choose(client, language: "te")

            // When
            var refused: [TestResponse] = []
            for hostile in ["arabic", "<script>", String(repeating: "9", count: 5000), "native\u{0}"] {
                refused.append(
                    try await client.calPost("/calendar/settings", ["section": "numerals", "numerals": hostile]))
            }
            let after = try await client.calGet("/calendar/settings")

            // Then
            #expect(!english.text.contains(#"name="numerals""#))
            for response in refused {
                #expect((400..<500).contains(Int(response.status.code)))
                #expect(response.text.contains("అంకెలు"), "the refusal names the field, in Telugu")
                #expect(!response.text.contains("<script>"))
            }
            #expect(after.text.contains(#"name="numerals" value="" checked"#), "nothing was saved")
        }
    }
}
