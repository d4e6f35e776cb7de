import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// "Use my location" in both calendar apps: the name is the city a person would name (Toronto,
/// not Bay Street Corridor; Singapore, not Thomson), the coordinates are the browser's own.
@Suite("Use my location names the city and keeps the browser's coordinates")
struct UseMyLocationTests {
    @Test("Tamil Calendar: downtown Toronto is saved as Toronto at the browser's coordinates")
    func tamil() async throws {
        try await withApp { client, database in
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.6487", "lon": "-79.3817"]))
            let saved = try #require(try await database.savedPlaces(of: .local).first { $0.isPrimary })
            #expect(saved.name == "Toronto")
            #expect(saved.location.latitude == 43.6487 && saved.location.longitude == -79.3817)
            #expect(saved.location.timeZoneIdentifier == "America/Toronto")
        }
    }

    @Test("Dharmic Companion: central Singapore is saved as Singapore at the browser's coordinates")
    func companion() async throws {
        try await withApp { client, database in
            _ = try await client.calPost("/calendar/location", ["lat": "1.3521", "lon": "103.8198"])
            let saved = try #require(try await database.savedPlaces(of: .local).first { $0.isPrimary })
            #expect(saved.name == "Singapore")
            #expect(saved.location.latitude == 1.3521 && saved.location.longitude == 103.8198)
            #expect(saved.location.timeZoneIdentifier == "Asia/Singapore")
        }
    }
}
