import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebApp

/// Decodes an answer into its response type and encodes it again with the API's encoder: the bytes
/// must come back unchanged, so the type carries every field the client saw, `null`s included.
func roundTrip<T: Codable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    let data = Data(buffer: response.body)
    let value = try JSONDecoder().decode(T.self, from: data)
    let again = try APIResponse.encoder.encode(value)
    #expect(String(decoding: again, as: UTF8.self) == String(decoding: data, as: UTF8.self))
    return value
}

/// An error answer: the status, and a body that is exactly `{"error": "…"}` with a message.
func expectErrorEnvelope(_ response: TestResponse, _ status: HTTPResponse.Status) throws {
    #expect(response.status == status)
    #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
    let keys = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]).keys
    #expect(Array(keys) == ["error"])
    let body = try JSONDecoder().decode(APIErrorBody.self, from: Data(buffer: response.body))
    #expect(!body.error.isEmpty)
}

@Suite("Typed API answers")
struct TypedAPIAnswerTests {
    @Test("Places answers decode into their types and encode back to the same bytes")
    func places() async throws {
        try await withApp { client, _ in
            let search = try roundTrip(
                PlacesAPI.SearchResults.self, try await client.execute(uri: "/api/v1/places?q=madras", method: .get))
            let chennai = try #require(search.places.first)
            #expect(chennai.name == "Chennai" && chennai.matchedName != nil && chennai.match != nil)
            let popular = try roundTrip(
                PlacesAPI.PlaceList.self, try await client.execute(uri: "/api/v1/places/popular", method: .get))
            #expect(popular.places.first?.id == chennai.id && popular.places.first?.matchedName == nil)
            let one = try roundTrip(
                PlacesAPI.OnePlace.self, try await client.execute(uri: "/api/v1/places/\(chennai.id)", method: .get))
            #expect(one.place.timeZone == "Asia/Kolkata")
            let nearest = try roundTrip(
                PlacesAPI.Nearest.self,
                try await client.execute(uri: "/api/v1/places/nearest?lat=13.08&lon=80.27", method: .get))
            #expect(nearest.place.id == chennai.id)
        }
    }

    @Test("A bad place query answers 400 with only an error message")
    func placesError() async throws {
        try await withApp { client, _ in
            try expectErrorEnvelope(try await client.execute(uri: "/api/v1/places?q=", method: .get), .badRequest)
            try expectErrorEnvelope(
                try await client.execute(uri: "/api/v1/places/nearest?lat=91&lon=0", method: .get), .badRequest)
        }
    }

    @Test("Morning answers decode into their types, nulls kept, and encode back to the same bytes")
    func morning() async throws {
        try await withMorning { m in
            let fresh = try roundTrip(MorningAPI.State.self, try await m.get("/api/v1/morning/state"))
            #expect(fresh.state == "noActiveRoutine" && fresh.activeRoutineId == nil)
            let (routineID, _) = try await m.adopt()
            let state = try roundTrip(MorningAPI.State.self, try await m.get("/api/v1/morning/state"))
            #expect(state.activeRoutineId == routineID)
            let list = try roundTrip(MorningAPI.RoutineList.self, try await m.get("/api/v1/morning/routines"))
            let routine = try #require(list.routines.first)
            #expect(routine.celebrity == "franklin" && routine.stats.completionPercent == nil)
            let stats = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: try await m.get("/api/v1/morning/routines").body))
                    as? [String: Any])
            let first = try #require((stats["routines"] as? [[String: Any]])?.first?["stats"] as? [String: Any])
            #expect(first["completionPercent"] is NSNull)
            _ = try roundTrip(MorningAPI.Routine.self, try await m.get("/api/v1/morning/routines/\(routineID)"))
            _ = try roundTrip(MorningAPI.CelebrityList.self, try await m.get("/api/v1/morning/celebrities"))
            _ = try roundTrip(MorningAPI.Celebrity.self, try await m.get("/api/v1/morning/celebrities/franklin"))
            let day = try roundTrip(
                MorningAPI.Day.self, try await m.get("/api/v1/morning/routines/\(routineID)/days/2026-11-21"))
            #expect(day.tasks.count == routine.tasks.count)
            let week = try roundTrip(
                MorningAPI.Week.self, try await m.get("/api/v1/morning/routines/\(routineID)/weeks/2026-11-16"))
            #expect(week.bars.count == 7)
            let reminder = try roundTrip(MorningAPI.Reminder.self, try await m.get("/api/v1/morning/reminder"))
            #expect(reminder.feed.hasPrefix("/morning/feed/"))
            let draft = try roundTrip(
                MorningAPI.Draft.self,
                try await m.send(
                    .put, "/api/v1/morning/draft",
                    json: #"{"title": "Mine", "tasks": [{"title": "Walk", "time": "6:"}]}"#))
            #expect(draft == MorningAPI.Draft(title: "Mine", tasks: [.init(title: "Walk", time: "6:")]))
        }
    }

    @Test("A bad morning request answers 4xx with only an error message")
    func morningError() async throws {
        try await withMorning { m in
            try expectErrorEnvelope(
                try await m.send(.put, "/api/v1/morning/settings", json: "{}"), .unprocessableContent)
            try expectErrorEnvelope(
                try await m.send(.post, "/api/v1/morning/reset", json: #"{"confirm": "yes"}"#), .unprocessableContent)
        }
    }

    @Test("Tamil preferences and alerts decode into their types, nulls kept, and encode back to the same bytes")
    func tamil() async throws {
        try await withApp { client, _ in
            let prefs = try roundTrip(
                TamilAPI.Preferences.self, try await client.execute(uri: "/api/v1/tamil/preferences", method: .get))
            #expect(prefs.alerts.twoDaysBefore == nil && prefs.alerts.evening == "19:00")
            let alerts = try roundTrip(
                TamilAPI.Alerts.self, try await client.execute(uri: "/api/v1/tamil/alerts?days=60", method: .get))
            #expect(!alerts.alerts.isEmpty && alerts.timezone == "Asia/Kolkata")
        }
    }

    @Test("A bad Tamil or seed API request answers 400 with only an error message")
    func tamilError() async throws {
        try await withApp { client, _ in
            try expectErrorEnvelope(
                try await client.execute(uri: "/api/v1/tamil/alerts?days=0", method: .get), .badRequest)
            try expectErrorEnvelope(
                try await client.execute(uri: "/api/panchangam/daily?lat=13.08", method: .get), .badRequest)
            try expectErrorEnvelope(
                try await client.execute(uri: "/api/panchangam/weekly?lat=13.08&lng=80.27&startDate=x", method: .get),
                .badRequest)
        }
    }
}
