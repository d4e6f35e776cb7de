import CivilTime
import Foundation
import GRDB
import Japa
import Storage
import Testing
import Training

@Suite("Profiles per browser: sessions, transfer codes, deletion, feed tokens")
struct ProfileSessionTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let day = try! CivilDate(iso: "2026-11-21")

    @Test("The first browser after the upgrade inherits the data stored before profiles; the next starts empty")
    func firstBrowserInherits() async throws {
        let db = try AppDatabase.inMemory()
        let before = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        _ = try await db.append(
            JapaEntry(kind: .addition, amount: 53, recordedAt: now, day: day), to: before.id!, for: .local)

        let first = try await db.startSession(token: ProfileSecret.token(), now: now)
        let second = try await db.startSession(token: ProfileSecret.token(), now: now)

        #expect(first.id == .local)
        #expect(second.id != .local)
        #expect(try await db.snapshot(before.id!, for: first.id).state.total == 53)
        await #expect(throws: StorageError.unknownCounter(before.id!.rawValue)) {
            try await db.snapshot(before.id!, for: second.id)
        }
    }

    @Test("A session token finds its profile; malformed or unknown tokens find none")
    func tokenLookup() async throws {
        let db = try AppDatabase.inMemory()
        let token = ProfileSecret.token()
        let profile = try await db.startSession(token: token, now: now)
        #expect(token.count == 64)
        #expect(try await db.profile(forSessionToken: token)?.id == profile.id)
        for hostile in ["", "x", String(repeating: "a", count: 64), "' OR 1=1 --", token.uppercased(), token + "0"] {
            #expect(try await db.profile(forSessionToken: hostile) == nil)
        }
    }

    @Test("A transfer code opens the same profile once; used, expired and mistyped codes open nothing")
    func transferCodes() async throws {
        let db = try AppDatabase.inMemory()
        let token = ProfileSecret.token()
        let profile = try await db.startSession(token: token, now: now)
        let code = try await db.newTransferCode(for: profile.id, now: now)
        #expect(code.display.count == 12)

        #expect(try await db.redeemTransferCode("xx", now: now) == nil)
        let lower = code.display.lowercased().replacingOccurrences(of: "-", with: " ")
        let redeemed = try #require(try await db.redeemTransferCode(lower, now: now))
        #expect(redeemed.0.id == profile.id && redeemed.token == token)
        #expect(try await db.redeemTransferCode(code.display, now: now) == nil)

        let late = try await db.newTransferCode(for: profile.id, now: now)
        let after = now.addingTimeInterval(AppDatabase.transferCodeLifetime + 1)
        #expect(try await db.redeemTransferCode(late.display, now: after) == nil)
    }

    @Test("A new code replaces the earlier one")
    func newCodeReplaces() async throws {
        let db = try AppDatabase.inMemory()
        let profile = try await db.startSession(token: ProfileSecret.token(), now: now)
        let first = try await db.newTransferCode(for: profile.id, now: now)
        let second = try await db.newTransferCode(for: profile.id, now: now)
        #expect(try await db.pendingTransferCode(for: profile.id, now: now) == second)
        if first != second {
            #expect(try await db.redeemTransferCode(first.display, now: now) == nil)
        }
    }

    @Test("Deleting a profile leaves no row of it in any table, and other profiles untouched")
    func deletionCascades() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("profile-delete-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try AppDatabase(folder: folder)
        let doomed = try await db.startSession(token: ProfileSecret.token(), now: now).id
        let kept = try await db.startSession(token: ProfileSecret.token(), now: now).id
        for profile in [doomed, kept] {
            let counter = try await db.ensureCounters(of: profile, defaultName: "J", now: now)[0]
            _ = try await db.append(
                JapaEntry(kind: .addition, amount: 16, recordedAt: now, day: day), to: counter.id!, for: profile)
            _ = try await db.morning(profile, now: now, timeZone: .gmt)
            _ = try await db.tamilPreferences(of: profile, now: now)
            try await db.saveCalendarSettings(.init(), for: profile, now: now)
            let chennai = try Location(latitude: 13.08, longitude: 80.27, timeZoneIdentifier: "Asia/Kolkata")
            _ = try await db.addSavedPlace(SavedPlace(name: "Chennai", location: chennai), for: profile, now: now)
            let configuration = TrainingConfiguration(mode: .time, target: 120, restSeconds: 30, adjustment: 0)
            _ = try await db.startTrainingSession(configuration, at: now, for: profile)
            _ = try await db.saveTrainingPreset(configuration, for: profile, now: now)
            _ = try await db.newTransferCode(for: profile, now: now)
        }

        try await db.deleteProfile(doomed)

        let queue = try DatabaseQueue(path: folder.appendingPathComponent("sadhana.sqlite").path)
        let counts = try await queue.read { db in
            var counts: [String: (doomed: Int, kept: Int)] = [:]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for table in tables where try db.columns(in: table).contains(where: { $0.name == "profileId" }) {
                let count = { (id: Int64) in
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \"\(table)\" WHERE profileId = ?", arguments: [id])
                        ?? 0
                }
                counts[table] = (try count(doomed.rawValue), try count(kept.rawValue))
            }
            return counts
        }
        #expect(counts.count >= 10, "every table that holds a person's rows is checked")
        for (table, count) in counts {
            #expect(count.doomed == 0, "\(table) still holds the deleted profile's rows")
        }
        let keptTables = counts.filter { $0.value.kept > 0 }.map(\.key).sorted()
        #expect(keptTables.count >= 9, "the other profile keeps its rows: \(keptTables)")
    }

    @Test("Rotating the feed tokens replaces all three; the old ones find nobody")
    func rotation() async throws {
        let db = try AppDatabase.inMemory()
        let profile = try await db.startSession(token: ProfileSecret.token(), now: now).id
        let calendar = try await db.calendarFeedToken(for: profile)
        let tamil = try await db.tamilPreferences(of: profile, now: now).feedToken
        let morning = try await db.morning(profile, now: now, timeZone: .gmt).feedToken

        try await db.rotateFeedTokens(for: profile)

        #expect(try await db.profile(forCalendarFeedToken: calendar) == nil)
        #expect(try await db.tamilProfile(forFeedToken: tamil) == nil)
        #expect(try await db.morningProfile(forFeedToken: morning) == nil)
        let newCalendar = try await db.calendarFeedToken(for: profile)
        #expect(newCalendar != calendar && newCalendar.count == 64)
        #expect(try await db.profile(forCalendarFeedToken: newCalendar)?.id == profile)
        let newTamil = try await db.tamilPreferences(of: profile, now: now).feedToken
        #expect(try await db.tamilProfile(forFeedToken: newTamil) == profile)
    }

    @Test("The browser's zone never replaces one the person chose")
    func manualZoneWins() async throws {
        let db = try AppDatabase.inMemory()
        let profile = try await db.startSession(token: ProfileSecret.token(), now: now).id
        #expect(try await db.setTimeZone("America/Toronto", manual: false, for: profile).timeZone == "America/Toronto")
        #expect(try await db.setTimeZone("Asia/Kolkata", manual: true, for: profile).timeZoneIsManual)
        let after = try await db.setTimeZone("Europe/London", manual: false, for: profile)
        #expect(after.timeZone == "Asia/Kolkata" && after.timeZoneIsManual)
    }
}
