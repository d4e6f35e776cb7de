import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Places JSON API")
struct PlacesAPITests {
    @Test("Search finds cities by prefix, old name and native script, with zone and attribution")
    func search() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/places?q=chen", method: .get) { response in
                #expect(response.status == .ok)
                let places = response.json["places"] as? [[String: Any]] ?? []
                #expect(places.count == 10)
                let chennai = places.first { $0["name"] as? String == "Chennai" }
                #expect(chennai?["timeZone"] as? String == "Asia/Kolkata")
                #expect(chennai?["region"] as? String == "Tamil Nadu")
                #expect(chennai?["countryCode"] as? String == "IN")
                #expect(chennai?["id"] as? Int == 1_264_527)
                #expect((response.json["attribution"] as? String)?.contains("GeoNames") == true)
            }
            for (query, city) in [
                ("Madras", "Chennai"), ("Bombay", "Mumbai"),
                ("%E0%AE%9A%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%88", "Chennai"), ("londn", "London"),
            ] {
                let response = try await client.execute(uri: "/api/v1/places?q=\(query)&limit=1", method: .get)
                let places = response.json["places"] as? [[String: Any]] ?? []
                #expect(places.count == 1)
                #expect(places.first?["name"] as? String == city, "\(query)")
            }
            let none = try await client.execute(uri: "/api/v1/places?q=qqqzzz", method: .get)
            #expect(none.status == .ok)
            #expect((none.json["places"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("Nearest names the city of a coordinate and warns about zone borders")
    func nearest() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/places/nearest?lat=-33.87&lon=151.21", method: .get)
            #expect(response.status == .ok)
            let place = response.json["place"] as? [String: Any]
            #expect(place?["name"] as? String == "Sydney")
            #expect(place?["timeZone"] as? String == "Australia/Sydney")
            #expect((response.json["distanceKm"] as? Double ?? 99) < 5)
            #expect((response.json["note"] as? String)?.contains("border") == true)
            #expect((response.json["locality"] as? [String: Any])?["name"] as? String == "Sydney")
        }
    }

    @Test("Nearest also names the city a person would name: downtown Toronto is Toronto, central Singapore Singapore")
    func nearestLocality() async throws {
        try await withApp { client, _ in
            for (query, nearest, city) in [
                ("lat=43.6487&lon=-79.3817", "Bay Street Corridor", "Toronto"),
                ("lat=1.3521&lon=103.8198", "Thomson", "Singapore"),
            ] {
                let json = try await client.execute(uri: "/api/v1/places/nearest?\(query)", method: .get).json
                #expect((json["place"] as? [String: Any])?["name"] as? String == nearest, "\(query)")
                #expect((json["locality"] as? [String: Any])?["name"] as? String == city, "\(query)")
            }
        }
    }

    @Test("Popular cities and a city by GeoNames id")
    func popularAndByID() async throws {
        try await withApp { client, _ in
            let popular = try await client.execute(uri: "/api/v1/places/popular", method: .get)
            let places = popular.json["places"] as? [[String: Any]] ?? []
            #expect(places.count == 21)
            #expect(places.first?["name"] as? String == "Chennai")
            let one = try await client.execute(uri: "/api/v1/places/1264527", method: .get)
            #expect((one.json["place"] as? [String: Any])?["name"] as? String == "Chennai")
            for id in ["0", "99999999999", "abc", "-1", "1.5", "%3Cb%3E", "1/2"] {
                let missing = try await client.execute(uri: "/api/v1/places/\(id)", method: .get)
                #expect(missing.status == .notFound, "\(id)")
                #expect(missing.json["error"] is String)
            }
        }
    }

    @Test(
        "Bad search input answers 400 with a JSON error",
        arguments: [
            "", "?q=", "?q=%20%20", "?q=-", "?q=chen&limit=0", "?q=chen&limit=101", "?q=chen&limit=abc",
            "?q=chen&limit=-1", "?q=chen&limit=1.5", "?q=chen&limit=%D9%A1", "?limit=5",
            "?q=" + String(repeating: "a", count: 201),
        ])
    func badSearch(_ query: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/places" + query, method: .get)
            #expect(response.status == .badRequest, "\(query)")
            #expect((response.json["error"] as? String)?.isEmpty == false)
        }
    }

    @Test(
        "Bad coordinates answer 400 with a JSON error",
        arguments: [
            "", "?lat=13", "?lon=80", "?lat=&lon=80", "?lat=91&lon=0", "?lat=-90.1&lon=0", "?lat=0&lon=180.5",
            "?lat=0&lon=-181", "?lat=abc&lon=0", "?lat=nan&lon=0", "?lat=inf&lon=0", "?lat=1e999&lon=0",
            "?lat=%D9%A1%D9%A3&lon=80", "?lat=%3Cscript%3E&lon=0", "?lat=0x10&lon=0",
            "?lat=" + String(repeating: "1", count: 40) + "&lon=0",
        ])
    func badNearest(_ query: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: "/api/v1/places/nearest" + query, method: .get)
            #expect(response.status == .badRequest, "\(query)")
            #expect((response.json["error"] as? String)?.isEmpty == false)
        }
    }

    @Test("Edge coordinates are accepted: the poles and the antimeridian")
    func edges() async throws {
        try await withApp { client, _ in
            for query in ["lat=90&lon=0", "lat=-90&lon=180", "lat=0&lon=-180", "lat=-0.0&lon=+1e1"] {
                let response = try await client.execute(uri: "/api/v1/places/nearest?\(query)", method: .get)
                #expect(response.status == .ok, "\(query)")
            }
        }
    }
}
