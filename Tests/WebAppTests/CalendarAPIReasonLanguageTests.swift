import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Calendar API reasons in the asked language")
struct CalendarAPIReasonLanguageTests {
    /// Whether `text` has a letter of the Unicode block `range`.
    static func has(_ text: String, _ range: ClosedRange<UInt32>) -> Bool {
        text.unicodeScalars.contains { range.contains($0.value) }
    }

    @Test("lang= says each date's reason in Hindi or Tamil, English by default; an unknown language is a 400")
    func reasonFollowsLang() async throws {
        try await withApp { client, _ in
            func diwaliReason(_ query: String) async throws -> String {
                let range = try await client.calGet("/api/v1/calendar/festivals?from=2026-11-01&to=2026-11-30\(query)")
                #expect(range.status == .ok, "\(query)")
                let list = try #require(range.json["festivals"] as? [[String: Any]])
                let diwali = try #require(list.first { $0["id"] as? String == "diwali" })
                return try #require(diwali["reason"] as? String)
            }
            let english = try await diwaliReason("")
            let hindi = try await diwaliReason("&lang=hi")
            let tamil = try await diwaliReason("&lang=ta")
            let hinglish = try await diwaliReason("&lang=hi-Latn")
            #expect(!Self.has(english, 0x0900...0x097F) && english.contains { $0.isASCII && $0.isLetter })
            #expect(Self.has(hindi, 0x0900...0x097F), "\(hindi)")
            #expect(Self.has(tamil, 0x0B80...0x0BFF), "\(tamil)")
            #expect(hinglish != english && !Self.has(hinglish, 0x0900...0x097F), "\(hinglish)")
            let bad = try await client.calGet("/api/v1/calendar/festivals?lang=xx")
            #expect(bad.status == .badRequest)
            #expect((bad.json["error"] as? String)?.contains("xx") == true)
        }
    }
}
