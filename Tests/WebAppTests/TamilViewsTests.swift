import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Tamil Calendar's week and month as a new user reads them (issue 20): festivals by name,
/// words instead of codes.
@Suite("Tamil Calendar week and month views")
struct TamilViewsTests {
    @Test("The week of 2026-01-12 in Chennai names Bhogi, Thai Pongal, Makar Sankranti, Mattu and Kaanum Pongal")
    func weekNamesFestivals() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let week = try await client.execute(uri: "/tamil/week?start=2026-01-12", method: .get)
            #expect(week.status == .ok)
            for name in ["Bhogi", "Thai Pongal", "Makar Sankranti", "Mattu Pongal", "Kaanum Pongal"] {
                #expect(week.text.contains("★</span> \(name)"), "\(name)")
            }
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders,
                body: form(["language": "ta", "back": "/tamil"]))
            let tamil = try await client.execute(uri: "/tamil/week?start=2026-01-12", method: .get)
            #expect(tamil.text.contains("தைப் பொங்கல்") || tamil.text.contains("தை பொங்கல்"))
        }
    }

    @Test(
        "January 2026's month lists Pongal by name, the grid has no two-letter codes, and each cell's label names its days"
    )
    func monthNamesFestivalsInWords() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let month = try await client.execute(uri: "/tamil/month?month=2026-01", method: .get)
            #expect(month.status == .ok)
            let text = month.text
            #expect(text.contains("data-month-days"))
            #expect(text.contains("★</span> Thai Pongal"))
            #expect(text.contains("aria-label=\"Wednesday, 14 January 2026, Makar Sankranti, Thai Pongal, Ekadasi\""))
            #expect(!text.contains(">Ek<") && !text.contains(">Pr<"))
            #expect(!text.contains("Ek Ekadasi"))
        }
    }
}
