import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Dharmic Companion's Tamil tradition follows the chosen reckoning (issue 17): the setting
/// (Vakya almanac by default, profile-scoped, other values refused), `reckoning=` on the API, the
/// feed's note and why-this-date's two computations.
@Suite("Companion Tamil reckoning")
struct CompanionReckoningTests {
    static let chennai = "place=\(CalendarCity.chennai)&tradition=tamil"

    /// The Tamil date and festival ids of one day by the API.
    static func day(_ client: some TestClientProtocol, _ date: String, _ query: String) async throws -> (
        solar: String?, festivals: [String]
    ) {
        let r = try await client.calGet("/api/v1/calendar/day?date=\(date)&\(query)")
        #expect(r.status == .ok)
        let solar = (r.json["date"] as? [String: Any])?["solar"] as? String
        let festivals = (r.json["festivals"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        return (solar, festivals)
    }

    @Test("reckoning=vakya puts Thai 1 and Thai Pongal on 2026-01-15 in Chennai; drik on 2026-01-14")
    func api() async throws {
        try await withApp { client, _ in
            let vakya = try await Self.day(client, "2026-01-15", Self.chennai + "&reckoning=vakya")
            #expect(vakya.solar == "Thai 1")
            #expect(vakya.festivals.contains("thai-pongal"))
            let drik = try await Self.day(client, "2026-01-15", Self.chennai + "&reckoning=drik")
            #expect(drik.solar == "Thai 2")
            #expect(!drik.festivals.contains("thai-pongal"))
            let drikEve = try await Self.day(client, "2026-01-14", Self.chennai + "&reckoning=drik")
            #expect(drikEve.solar == "Thai 1")
            #expect(drikEve.festivals.contains("thai-pongal"))
            // Without the parameter, the profile's setting: the Vakya almanac until chosen otherwise.
            let unset = try await Self.day(client, "2026-01-15", Self.chennai)
            #expect(unset.solar == "Thai 1")
            let answer = try await client.calGet("/api/v1/calendar/day?date=2026-01-15&\(Self.chennai)&reckoning=drik")
            #expect(answer.json["reckoning"] as? String == "drik")
            let north = try await client.calGet("/api/v1/calendar/day?date=2026-01-15&place=\(CalendarCity.chennai)")
            #expect(north.json["reckoning"] == nil)
            let bad = try await client.calGet("/api/v1/calendar/day?date=2026-01-15&\(Self.chennai)&reckoning=surya")
            #expect(bad.status == .badRequest)
            #expect((bad.json["error"] as? String)?.contains("surya") == true)
        }
    }

    @Test("The setting shows with the Tamil tradition, defaults to Vakya, saves per profile and refuses other values")
    func setting() async throws {
        try await withApp { client, database in
            try await client.calOnboard(city: CalendarCity.chennai)
            let north = try await client.calGet("/calendar/settings")
            #expect(!north.text.contains("name=\"reckoning\""))
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let page = try await client.calGet("/calendar/settings")
            #expect(page.text.contains("name=\"reckoning\" value=\"vakya\" checked"))
            let bad = try await client.calPost("/calendar/settings", ["section": "reckoning", "reckoning": "<b>surya"])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("Choose the Vakya almanac or Thirukanitham."))
            #expect(try await database.calendarSettings(of: .local).tamilReckoning == "vakya")
            let saved = try await client.calPost("/calendar/settings", ["section": "reckoning", "reckoning": "drik"])
            #expect(saved.status == .seeOther || saved.status == .found)
            #expect(try await database.calendarSettings(of: .local).tamilReckoning == "drik")
            let again = try await client.calGet("/calendar/settings")
            #expect(again.text.contains("name=\"reckoning\" value=\"drik\" checked"))
            let drikDay = try await Self.day(client, "2026-01-14", "tradition=tamil")
            #expect(drikDay.solar == "Thai 1")
            // Another profile keeps the default.
            let other = try #require(client as? BrowserClient).otherBrowser()
            try await other.calOnboard(city: CalendarCity.chennai)
            let theirs = try await Self.day(other, "2026-01-14", "tradition=tamil")
            #expect(theirs.solar == "Margazhi 30")
        }
    }

    /// The feed's text with its folded lines unfolded (RFC 5545 §3.1).
    static func feedText(_ client: some TestClientProtocol) async throws -> String {
        try await client.calGet("/calendar/hindu-calendar.ics").text.replacingOccurrences(of: "\r\n ", with: "")
    }

    @Test("The feed's Tamil events say which reckoning gave their dates")
    func feed() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            let north = try await Self.feedText(client)
            #expect(!north.contains("Tamil dates by"))
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let vakya = try await Self.feedText(client)
            #expect(vakya.contains("Tamil dates by the Vakya almanac."))
            _ = try await client.calPost("/calendar/settings", ["section": "reckoning", "reckoning": "drik"])
            let drik = try await Self.feedText(client)
            #expect(drik.contains("Tamil dates by Thirukanitham (drik)."))
        }
    }

    @Test("Why-this-date on Thai Pongal 2026 in Chennai gives both reckonings' days and the one followed")
    func whyThisDate() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let vakya = try await client.calGet("/calendar/festivals/thai-pongal?date=2026-01-15")
            #expect(vakya.status == .ok)
            #expect(
                vakya.text.contains(
                    "By the Vakya almanac this falls on 15 January 2026; by Thirukanitham on 14 January 2026. Tamil dates by the Vakya almanac."
                ))
            _ = try await client.calPost("/calendar/settings", ["section": "reckoning", "reckoning": "drik"])
            let drik = try await client.calGet("/calendar/festivals/thai-pongal?date=2026-01-14")
            #expect(
                drik.text.contains(
                    "By the Vakya almanac this falls on 15 January 2026; by Thirukanitham on 14 January 2026. Tamil dates by Thirukanitham (drik)."
                ))
            // A day both reckonings agree on says nothing of them.
            let diwali = try await client.calGet("/calendar/festivals/diwali")
            #expect(!diwali.text.contains("data-reckoning-both"))
        }
    }

    /// Nirjala Ekadashi 2025 in Chennai: the Vakya Ekadashi holds the sunrise of 7 June, drik's only
    /// the 6th's (`VakyaObservanceDaysTests`); decided by its tithi and on another Tamil date by each
    /// reckoning, so the note names the tithi and nakshatra, not the Tamil dates.
    @Test("Why-this-date of an observance moved by the Vakya tithi alone says the tithi follows the almanac")
    func whyThisDateLunar() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let page = try await client.calGet("/calendar/festivals/ekadashi?date=2025-06-07")
            #expect(page.status == .ok)
            #expect(
                page.text.contains(
                    "By the Vakya almanac this falls on 7 June 2025; by Thirukanitham on 6 June 2025. Tithi and nakshatra by the Vakya almanac."
                ))
            #expect(!page.text.contains("Tamil dates by the Vakya almanac."))
        }
    }
}
