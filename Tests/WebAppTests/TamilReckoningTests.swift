import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Vakya/Thirukanitham reckoning on the Tamil Calendar (issue 17): the API parameter, the
/// setting (profile-scoped, hostile values refused) and the day page's sentence where they differ.
@Suite("Tamil reckoning")
struct TamilReckoningTests {
    static let chennai = "lat=13.0827&lng=80.2707&timezone=Asia/Kolkata"

    @Test("reckoning=vakya puts Thai 1 on 2026-01-15 in Chennai; drik on 2026-01-14")
    func apiThai() async throws {
        try await withApp { client, _ in
            func tamil(_ date: String, _ reckoning: String) async throws -> (String?, Int?) {
                let r = try await client.execute(
                    uri: "/api/panchangam/daily?date=\(date)&\(Self.chennai)&reckoning=\(reckoning)", method: .get)
                #expect(r.status == .ok)
                let t = r.json["tamilDate"] as? [String: Any]
                return (t?["month"] as? String, t?["day"] as? Int)
            }
            let vakya = try await tamil("2026-01-15", "vakya")
            #expect(vakya.0 == "Thai" && vakya.1 == 1)
            let drik = try await tamil("2026-01-15", "drik")
            #expect(drik.0 == "Thai" && drik.1 == 2)
            let vakyaEve = try await tamil("2026-01-14", "vakya")
            #expect(vakyaEve.0 == "Margazhi")
        }
    }

    @Test("The answer's source says which reckoning decided the Tamil date and observances, day and week")
    func sourceNamesTheReckoning() async throws {
        try await withApp { client, _ in
            for (path, reckoning) in [
                ("daily?date=2025-05-10", "vakya"), ("weekly?startDate=2025-05-10", "vakya"),
                ("daily?date=2025-05-10", "drik"),
            ] {
                let r = try await client.execute(
                    uri: "/api/panchangam/\(path)&\(Self.chennai)&reckoning=\(reckoning)", method: .get)
                #expect(r.status == .ok)
                let source = r.json["source"] as? String ?? ""
                #expect(
                    source.hasPrefix("Tamil date, month starts and observances by the Vakya almanac")
                        == (reckoning == "vakya"), "\(path) \(reckoning): \(source)")
                #expect(source.contains("Thirukanitham (drik-ganita)"), "\(source)")
            }
        }
    }

    @Test("An unknown reckoning is a 400 that names what was sent")
    func apiBadReckoning() async throws {
        try await withApp { client, _ in
            let r = try await client.execute(
                uri: "/api/panchangam/weekly?startDate=2026-01-12&\(Self.chennai)&reckoning=surya", method: .get)
            #expect(r.status == .badRequest)
            #expect((r.json["error"] as? String)?.contains("surya") == true)
        }
    }

    @Test("The setting defaults to Vakya, saves Thirukanitham, and refuses anything else with a 422")
    func setting() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let settings = try await client.execute(uri: "/tamil/settings", method: .get)
            #expect(settings.text.contains("value=\"vakya\" checked"))
            // Its About section says what follows which reckoning (it once said every time was Thirukanitham).
            #expect(settings.text.contains("follow the Vakya almanac unless you choose otherwise"))
            #expect(!settings.text.contains("Times are Thirukanitham"))
            let bad = try await client.execute(
                uri: "/tamil/settings/reckoning", method: .post, headers: formHeaders,
                body: form(["method": "<b>surya</b>"]))
            #expect(bad.status == .unprocessableContent)
            #expect(try await database.tamilReckoning(of: .local) == nil)
            let saved = try await client.execute(
                uri: "/tamil/settings/reckoning", method: .post, headers: formHeaders, body: form(["method": "drik"]))
            #expect(saved.status == .seeOther || saved.status == .found)
            let again = try await client.execute(uri: "/tamil/settings", method: .get)
            #expect(again.text.contains("value=\"drik\" checked"))
            // Another profile keeps the default.
            let other = try #require(client as? BrowserClient).otherBrowser()
            _ = try await other.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let theirs = try await other.execute(uri: "/tamil/settings", method: .get)
            #expect(theirs.text.contains("value=\"vakya\" checked"))
        }
    }

    @Test("On 2026-01-14 in Chennai the day page says Thai begins tomorrow by Vakya and today by Thirukanitham")
    func dayPageSentence() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let page = try await client.execute(uri: "/tamil?date=2026-01-14", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("By the Vakya almanac Thai begins tomorrow; by Thirukanitham today."))
            #expect(page.text.contains("data-angams-reckoning=\"vakya\""))
            let plain = try await client.execute(uri: "/tamil?date=2026-03-03", method: .get)
            #expect(!plain.text.contains("Thai begins"))
        }
    }

    /// 7 June 2025, Chennai: the Vakya Shukla Ekadashi ends 06:56 IST, after sunrise (05:41); the
    /// ephemeris's ended at 04:48, so by drik the day's tithi at sunrise is Dwadashi
    /// (`TamilDayAngasTests`, `VakyaObservanceDaysTests`).
    @Test("reckoning=vakya gives the almanac's angams with Thirukanitham's beside; drik gives drik's alone")
    func apiAngams() async throws {
        try await withApp { client, _ in
            let vakya = try await client.execute(
                uri: "/api/panchangam/daily?date=2025-06-07&\(Self.chennai)&reckoning=vakya", method: .get)
            #expect(vakya.status == .ok)
            #expect(vakya.json["angamsReckoning"] as? String == "vakya")
            let thithi = try #require(vakya.json["thithi"] as? [String: Any])
            #expect(thithi["number"] as? Int == 11)
            #expect((thithi["endTime"] as? String)?.hasPrefix("2025-06-07T06:5") == true, "\(thithi)")
            let beside = try #require(vakya.json["thirukanitham"] as? [String: Any])
            let drikThithis = try #require(beside["thithis"] as? [[String: Any]])
            #expect(drikThithis.first?["number"] as? Int == 12)
            for key in ["nakshatrams", "yogas", "karanams"] { #expect((beside[key] as? [Any])?.isEmpty == false) }

            let drik = try await client.execute(
                uri: "/api/panchangam/daily?date=2025-06-07&\(Self.chennai)&reckoning=drik", method: .get)
            #expect(drik.json["angamsReckoning"] as? String == "drik")
            #expect(drik.json["thirukanitham"] is NSNull)
            #expect((drik.json["thithi"] as? [String: Any])?["number"] as? Int == 12)
            #expect(drik.json["thithis"] as? [[String: Any]] != nil)
        }
    }

    @Test("Under Vakya the day page's five angams card is the almanac's, with Thirukanitham beside where it differs")
    func dayPageAngams() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let page = try await client.execute(uri: "/tamil?date=2025-06-07", method: .get)
            #expect(page.text.contains("data-angams-reckoning=\"vakya\""))
            #expect(page.text.contains("By the Vakya almanac, reckoned for your sunrise"))
            #expect(page.text.contains("<span class=\"hint\" data-drik>Thirukanitham: "))
            #expect(!page.text.contains("data-vakya-angas"))
            try await database.saveTamilReckoning("drik", for: .local, now: Date())
            let drik = try await client.execute(uri: "/tamil?date=2025-06-07", method: .get)
            #expect(!drik.text.contains("data-angams-reckoning"))
            #expect(!drik.text.contains("data-drik"))
        }
    }
}
