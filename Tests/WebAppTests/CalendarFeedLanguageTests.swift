import Foundation
import Testing

@testable import WebApp

/// The iCalendar feed speaks the person's language: names, notes and why-this-date.
@Suite("Calendar feed language")
struct CalendarFeedLanguageTests {
    /// The feed's text with folded lines joined (RFC 5545 §3.1).
    static func unfolded(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(of: "\n ", with: "")
    }

    @Test("In Telugu, Holika Dahan 2026's event is named in Telugu and says why this date in Telugu, not English")
    func telugu() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            _ = try await client.calPost("/calendar/welcome", ["step": "1", "language": "te"])
            let single = try await client.calGet("/calendar/festivals/holika-dahan/2026-03-03.ics")
            #expect(single.status == .ok)
            let text = Self.unfolded(single.text)
            #expect(text.contains("SUMMARY:హోలికా దహనం"), "\(text.prefix(600))")
            #expect(text.contains("ధర్మసింధు"), "the second-evening reason in Telugu")
            #expect(!text.contains("three and a half praharas"))
            #expect(!text.contains("is excluded from the window"))
        }
    }
}
