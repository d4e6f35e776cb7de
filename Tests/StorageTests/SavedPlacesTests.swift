import CivilTime
import Foundation
import Storage
import Testing

@Suite("Saved places for the calendar apps")
struct SavedPlacesTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    func place(_ name: String, _ lat: Double, _ lon: Double, _ zone: String, primary: Bool = false) throws -> SavedPlace
    {
        SavedPlace(
            name: name, country: "XX",
            location: try Location(latitude: lat, longitude: lon, timeZoneIdentifier: zone), isPrimary: primary)
    }

    @Test("The first place becomes primary; later ones keep their order")
    func firstIsPrimary() async throws {
        let db = try AppDatabase.inMemory()
        try await db.addSavedPlace(try place("Chennai", 13.08, 80.27, "Asia/Kolkata"), for: .local, now: now)
        try await db.addSavedPlace(try place("Toronto", 43.65, -79.38, "America/Toronto"), for: .local, now: now)
        let places = try await db.savedPlaces(of: .local)
        #expect(places.map(\.name) == ["Chennai", "Toronto"])
        #expect(places.map(\.isPrimary) == [true, false])
    }

    @Test("Choosing another primary moves it first; removing the primary promotes the next")
    func primaryChanges() async throws {
        let db = try AppDatabase.inMemory()
        let chennai = try await db.addSavedPlace(
            try place("Chennai", 13.08, 80.27, "Asia/Kolkata"), for: .local, now: now)
        let toronto = try await db.addSavedPlace(
            try place("Toronto", 43.65, -79.38, "America/Toronto"), for: .local, now: now)
        try await db.setPrimaryPlace(toronto.id!, for: .local)
        #expect(try await db.primaryPlace(of: .local)?.name == "Toronto")
        try await db.removeSavedPlace(toronto.id!, for: .local)
        #expect(try await db.primaryPlace(of: .local)?.id == chennai.id)
    }

    @Test("The same place twice is kept once; a primary re-add makes it primary")
    func deduplicates() async throws {
        let db = try AppDatabase.inMemory()
        try await db.addSavedPlace(try place("Chennai", 13.08, 80.27, "Asia/Kolkata"), for: .local, now: now)
        try await db.addSavedPlace(try place("Toronto", 43.65, -79.38, "America/Toronto"), for: .local, now: now)
        try await db.addSavedPlace(
            try place("Toronto", 43.65, -79.38, "America/Toronto", primary: true), for: .local, now: now)
        let places = try await db.savedPlaces(of: .local)
        #expect(places.count == 2)
        #expect(places.first?.name == "Toronto")
    }

    @Test("Unknown places and a full list are refused with a reason")
    func refusals() async throws {
        let db = try AppDatabase.inMemory()
        await #expect(throws: StorageError.unknownPlace(42)) { try await db.setPrimaryPlace(42, for: .local) }
        for i in 0..<AppDatabase.maximumSavedPlaces {
            try await db.addSavedPlace(try place("P\(i)", Double(i), 0, "UTC"), for: .local, now: now)
        }
        await #expect(throws: StorageError.tooManyPlaces(AppDatabase.maximumSavedPlaces)) {
            try await db.addSavedPlace(try place("One more", 50, 0, "UTC"), for: .local, now: now)
        }
        #expect(try await db.savedPlaces(of: ProfileID(rawValue: 2)).isEmpty, "profiles are separate")
    }
}
