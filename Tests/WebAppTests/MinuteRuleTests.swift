import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebApp

/// One instant, one minute: both calendar apps show an instant by the suite's one rule
/// (`WallClockMinute`, seconds dropped), so the same sunrise reads the same in both.
@Suite("One minute rule across the apps")
struct MinuteRuleTests {
    @Test(
        "Toronto's sunrise at 07:20:32 on 2026-11-22 reads 07:20 in the Dharmic Companion and 7:20 AM in the Tamil Calendar"
    )
    func sameSunriseMinuteInBothApps() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: "6167865")  // Toronto; the Tamil Calendar follows the same place
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let api = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-11-22&lat=43.70011&lng=-79.4163&timezone=America/Toronto",
                method: .get)
            let timings = try #require(api.json["timings"] as? [String: Any])
            let sunrise = try #require(timings["sunrise"] as? String)
            // The seconds are past the half minute, so a rounding rule would show 07:21.
            #expect(sunrise.hasPrefix("2026-11-22T07:20:") && Int(sunrise.dropFirst(17).prefix(2))! >= 30)
            let companion = try await client.calGet("/calendar/month?m=2026-11&d=2026-11-22")
            #expect(companion.text.contains("<span class=\"sm-time\">07:20</span>"))
            #expect(!companion.text.contains("<span class=\"sm-time\">07:21</span>"))
            let tamil = try await client.execute(uri: "/tamil?date=2026-11-22", method: .get)
            #expect(tamil.text.contains("Toronto"))
            #expect(tamil.text.contains("7:20 AM / "))
            #expect(!tamil.text.contains("7:21 AM / "))
        }
    }
}
