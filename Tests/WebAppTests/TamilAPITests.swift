import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebApp

/// The seed's own API (`/api/panchangam/daily`, `/weekly`, `/api/yogam/current`): its field names,
/// times in the place's zone across DST, and a 400 with `{"error": …}` for every bad parameter.
@Suite("Tamil Calendar seed API")
struct TamilAPITests {
    static let chennai = "lat=13.0827&lng=80.2707&timezone=Asia/Kolkata"
    static let toronto = "lat=43.70011&lng=-79.4163&timezone=America/Toronto"

    @Test("Tamil conventions: Hanuman Jayanti is the Margazhi Amavasai (2025-12-19), not Chaitra Purnima")
    func tamilHanumanJayanti() async throws {
        try await withApp { client, _ in
            func ids(_ date: String) async throws -> [String] {
                let r = try await client.execute(
                    uri: "/api/panchangam/daily?date=\(date)&\(Self.chennai)", method: .get)
                return ((r.json["observances"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
            }
            let margazhiAmavasai = try await ids("2025-12-19")
            let chaitraPurnima = try await ids("2025-04-12")
            #expect(margazhiAmavasai.contains("hanuman-jayanti"))
            #expect(!chaitraPurnima.contains("hanuman-jayanti"))
        }
    }

    @Test("The daily answer has the seed's fields, Tamil date and times in the place's offset")
    func dailyShape() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-01-02&\(Self.chennai)", method: .get)
            #expect(response.status == .ok)
            let json = response.json
            #expect(json["date"] as? String == "2026-01-02")
            let tamil = try #require(json["tamilDate"] as? [String: Any])
            #expect(tamil["month"] as? String == "Margazhi")
            #expect(tamil["weekday"] as? String == "Velli")
            #expect(tamil["day"] as? Int == 18)
            for key in ["nakshatram", "thithi", "yogam", "karanam", "timings", "foodStatus"] {
                #expect(json[key] != nil, "missing \(key)")
            }
            let thithi = try #require(json["thithi"] as? [String: Any])
            #expect(["Shukla", "Krishna"].contains(thithi["paksha"] as? String ?? ""))
            let yogam = try #require(json["yogam"] as? [String: Any])
            #expect(["auspicious", "inauspicious"].contains(yogam["type"] as? String ?? ""))
            #expect((yogam["startTime"] as? String)?.hasSuffix("+05:30") == true)
            let timings = try #require(json["timings"] as? [String: Any])
            #expect((timings["sunrise"] as? String)?.hasPrefix("2026-01-02T06:") == true)
            #expect((timings["nallaNeram"] as? [[String: Any]])?.isEmpty == false)
            let rahu = try #require(timings["rahukaalam"] as? [String: String])
            // Friday: Rahu Kalam is the fourth eighth of the daytime, late morning.
            #expect(rahu["start"]?.hasPrefix("2026-01-02T10:") == true)
            let food = try #require(json["foodStatus"] as? [String: Any])
            #expect(["regular", "avoidNonVeg", "multipleAuspicious"].contains(food["type"] as? String ?? ""))
            let next = try #require(food["nextAuspicious"] as? [String: Any])
            #expect((next["date"] as? String ?? "") > "2026-01-02")
        }
    }

    @Test("Toronto's sunrise moves from −05:00 to −04:00 across the March DST change")
    func torontoDST() async throws {
        try await withApp { client, _ in
            let before = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-03-07&\(Self.toronto)", method: .get
            ).json
            let after = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-03-08&\(Self.toronto)", method: .get
            ).json
            let s0 = (before["timings"] as? [String: Any])?["sunrise"] as? String ?? ""
            let s1 = (after["timings"] as? [String: Any])?["sunrise"] as? String ?? ""
            #expect(s0.hasPrefix("2026-03-07T06:") && s0.hasSuffix("-05:00"), "\(s0)")
            #expect(s1.hasPrefix("2026-03-08T07:") && s1.hasSuffix("-04:00"), "\(s1)")
        }
    }

    @Test("Without a timezone the nearest city's zone is used and named")
    func inferredZone() async throws {
        try await withApp { client, _ in
            let json = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-06-01&lat=51.5072&lng=-0.1276", method: .get
            ).json
            let location = try #require(json["location"] as? [String: Any])
            #expect(location["timezone"] as? String == "Europe/London")
            #expect(location["city"] as? String == "London")
        }
    }

    @Test("The weekly answer has seven days from startDate and a food plan for the observed days")
    func weekly() async throws {
        try await withApp { client, _ in
            let json = try await client.execute(
                uri: "/api/panchangam/weekly?startDate=2026-01-01&\(Self.chennai)&observe=ekadasi,pradosham,somavaram",
                method: .get
            ).json
            let days = try #require(json["days"] as? [[String: Any]])
            #expect(days.count == 7)
            #expect(days.first?["date"] as? String == "2026-01-01")
            #expect(days.last?["date"] as? String == "2026-01-07")
            #expect(json["startDate"] as? String == "2026-01-01")
            let plan = try #require(json["foodPlan"] as? [[String: Any]])
            // Monday 2026-01-05 is Somavaram.
            #expect(plan.contains { $0["date"] as? String == "2026-01-05" })
        }
    }

    @Test("The current yogam covers now")
    func currentYogam() async throws {
        try await withApp { client, _ in
            let json = try await client.execute(uri: "/api/yogam/current?\(Self.chennai)", method: .get).json
            let formatter = ISO8601DateFormatter()
            let start = try #require(formatter.date(from: json["startTime"] as? String ?? ""))
            let end = try #require(formatter.date(from: json["endTime"] as? String ?? ""))
            let now = try #require(formatter.date(from: json["now"] as? String ?? ""))
            #expect(start <= now && now < end)
            #expect(["auspicious", "inauspicious"].contains(json["type"] as? String ?? ""))
            #expect(json["name"] as? String != nil)
        }
    }

    @Test("Polar night and midnight sun (Longyearbyen) answer without a sunrise, never an error")
    func polar() async throws {
        try await withApp { client, _ in
            for date in ["2026-12-21", "2026-06-21"] {
                let response = try await client.execute(
                    uri: "/api/panchangam/daily?date=\(date)&lat=78.22&lng=15.65", method: .get)
                #expect(response.status == .ok)
                let timings = try #require(response.json["timings"] as? [String: Any])
                #expect(timings["sunrise"] is NSNull)
                #expect(response.json["tamilDate"] != nil)
            }
        }
    }

    static let bad: [String] = [
        "/api/panchangam/daily?date=2026-02-30&\(chennai)",
        "/api/panchangam/daily?date=2026-1-2x&\(chennai)",
        "/api/panchangam/daily?date=0999-01-01&\(chennai)",
        "/api/panchangam/daily?date=99999-01-01&\(chennai)",
        "/api/panchangam/daily?lat=95&lng=80&timezone=Asia/Kolkata",
        "/api/panchangam/daily?lat=13&lng=181&timezone=Asia/Kolkata",
        "/api/panchangam/daily?lat=abc&lng=80",
        "/api/panchangam/daily?lat=NaN&lng=80",
        "/api/panchangam/daily?lat=inf&lng=80",
        "/api/panchangam/daily?lng=80",
        "/api/panchangam/daily?lat=13&lng=80&timezone=Mars/Olympus",
        "/api/panchangam/daily?lat=13&lng=80&timezone=%3Cscript%3E",
        "/api/panchangam/daily?\(chennai)&observe=beef",
        "/api/panchangam/weekly?startDate=2026-13-01&\(chennai)",
        "/api/panchangam/weekly?startDate=%3Cb%3E&\(chennai)",
        "/api/yogam/current?lat=-91&lng=0&timezone=UTC",
        "/api/yogam/current",
    ]

    @Test("Bad parameters answer 400 with a JSON error and never echo markup", arguments: bad)
    func badParameters(uri: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status == .badRequest, "\(uri) → \(response.status)")
            let error = response.json["error"] as? String ?? ""
            #expect(!error.isEmpty)
            #expect(!response.text.contains("<script>") && !response.text.contains("<b>"))
        }
    }
}
