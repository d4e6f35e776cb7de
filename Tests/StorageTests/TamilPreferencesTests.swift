import Foundation
import GRDB
import Testing

@testable import Storage

/// The Tamil Calendar's stored preferences: defaults, a round trip, and the migration that added
/// the two-days-before alert to databases written by an earlier version.
@Suite("Tamil Calendar preferences")
struct TamilPreferencesTests {
    @Test("A new profile observes Ekadasi and Pradosham with no two-days-before alert")
    func defaults() async throws {
        let database = try AppDatabase.inMemory()
        let prefs = try await database.tamilPreferences(of: .local, now: Date(timeIntervalSince1970: 0))
        #expect(prefs.observed == ["ekadasi", "pradosham"])
        #expect(prefs.eveningMinute == 19 * 60 && prefs.morningMinute == 6 * 60 && prefs.weeklyMinute == 18 * 60)
        #expect(prefs.twoDaysBeforeMinute == nil)
        #expect(prefs.feedToken.count == 64)
    }

    @Test("The two-days-before time is saved, read back, and turned off again; the feed token stays")
    func roundTrip() async throws {
        let database = try AppDatabase.inMemory()
        let now = Date(timeIntervalSince1970: 0)
        var prefs = try await database.tamilPreferences(of: .local, now: now)
        let token = prefs.feedToken
        prefs.twoDaysBeforeMinute = 17 * 60 + 45
        prefs.feedToken = "ignored"
        try await database.saveTamilPreferences(prefs, for: .local, now: now)
        var stored = try await database.tamilPreferences(of: .local, now: now)
        #expect(stored.twoDaysBeforeMinute == 17 * 60 + 45)
        #expect(stored.feedToken == token)
        stored.twoDaysBeforeMinute = nil
        try await database.saveTamilPreferences(stored, for: .local, now: now)
        #expect(try await database.tamilPreferences(of: .local, now: now).twoDaysBeforeMinute == nil)
    }

    @Test(
        "Opening a database written before 'tamil v3 two days before' keeps every choice and leaves the new alert off")
    func migration() async throws {
        // Given a database file as the previous version left it, with a person's choices in it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tamil-v3-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sadhana.sqlite").path
        do {
            let old = try DatabaseQueue(path: path)
            try AppDatabase.migrator.migrate(old, upTo: "tamil v2 numerals")
            try await old.write { db in
                #expect(try !db.columns(in: "tamilPreferences").contains { $0.name == "twoDaysBeforeMinute" })
                try db.execute(
                    sql: "INSERT INTO profile (id, language, createdAt) VALUES (1, 'ta', '2026-01-01 00:00:00')")
                try db.execute(
                    sql: """
                        INSERT INTO tamilPreferences
                        (profileId, observed, eveningMinute, morningMinute, weeklyMinute, clock24, onboarded, feedToken,
                         tamilNumerals)
                        VALUES (1, 'ekadasi,amavasai', 1170, NULL, 1080, 1, 1, 'abc123', 1)
                        """)
            }
            try old.close()
        }
        // When today's server opens it.
        let database = try AppDatabase(folder: folder)
        // Then the choices are kept and the new alert is off until chosen.
        let prefs = try await database.tamilPreferences(of: .local, now: Date())
        #expect(prefs.observed == ["ekadasi", "amavasai"])
        #expect(prefs.eveningMinute == 1170 && prefs.morningMinute == nil && prefs.weeklyMinute == 1080)
        #expect(prefs.clock24 && prefs.onboarded && prefs.tamilNumerals && prefs.feedToken == "abc123")
        #expect(prefs.twoDaysBeforeMinute == nil)
    }

    @Test("The database refuses a two-days-before time outside the day")
    func checkConstraint() async throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue)
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO profile (id, language, createdAt) VALUES (1, NULL, '2026-01-01 00:00:00')")
            let insert = """
                INSERT INTO tamilPreferences
                (profileId, observed, clock24, onboarded, feedToken, twoDaysBeforeMinute) VALUES (1, '', 0, 0, 't', ?)
                """
            #expect(throws: DatabaseError.self) { try db.execute(sql: insert, arguments: [1440]) }
            #expect(throws: DatabaseError.self) { try db.execute(sql: insert, arguments: [-1]) }
            try db.execute(sql: insert, arguments: [1439])
        }
    }
}
