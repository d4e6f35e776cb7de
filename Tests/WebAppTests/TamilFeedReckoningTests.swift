import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebApp

/// The Tamil food-alert feed says which reckoning its Tamil months came from (issue 17: "the feed
/// says which"), and follows the setting.
@Suite("Tamil feed reckoning")
struct TamilFeedReckoningTests {
    /// The feed's text with its folded lines joined again (RFC 5545 §3.1).
    static func unfolded(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n ", with: "")
    }

    @Test("Each observed day in the feed names the Vakya almanac by default and Thirukanitham once chosen")
    func feedNamesReckoning() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let vakya = Self.unfolded(try await client.execute(uri: "/tamil/alerts.ics", method: .get).text)
            #expect(vakya.contains("UID:tamil-"))
            #expect(vakya.contains("Tamil date and festivals by the Vakya almanac."))
            #expect(!vakya.contains("by Thirukanitham"))
            _ = try await client.execute(
                uri: "/tamil/settings/reckoning", method: .post, headers: formHeaders, body: form(["method": "drik"]))
            let drik = Self.unfolded(try await client.execute(uri: "/tamil/alerts.ics", method: .get).text)
            #expect(drik.contains("Tamil date and festivals by Thirukanitham."))
            #expect(!drik.contains("by the Vakya almanac"))
        }
    }
}
