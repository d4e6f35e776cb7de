import CivilTime
import Foundation
import Japa
import Routines
import Storage
import Testing

/// Read-modify-writes racing on a file database (a `DatabasePool`, as the server runs): each
/// writer changes one field from the value it reads, so a change undone by another shows up as a
/// missing increment.
@Suite("Concurrent updates on a file database")
struct ConcurrentUpdateTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let writers = 50

    /// Runs `body` with a fresh file database in a temporary folder.
    func withFileDatabase(_ body: (AppDatabase) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sadhana-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(try AppDatabase(folder: folder))
    }

    @Test("Fifty concurrent changes to a counter's name and target all survive")
    func counterChanges() async throws {
        try await withFileDatabase { db in
            let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        _ = try await db.updateCounter(id, for: .local) { counter in
                            if writer.isMultiple(of: 2) { counter.name += "+" } else { counter.target += 1 }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let counter = try await db.snapshot(id, for: .local).counter
            #expect(counter.name == "J" + String(repeating: "+", count: writers / 2))
            #expect(counter.target == JapaCounter.defaultTarget + writers / 2)
        }
    }

    @Test("A counter change that throws saves nothing and surfaces its own error")
    func refusedCounterChange() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        await #expect(throws: JapaError.nameTooLong(maximum: 80)) {
            _ = try await db.updateCounter(id, for: .local) { counter throws(JapaError) in
                counter.target = 108
                throw .nameTooLong(maximum: 80)
            }
        }
        #expect(try await db.snapshot(id, for: .local).counter.target == JapaCounter.defaultTarget)
        await #expect(throws: StorageError.unknownCounter(999)) {
            _ = try await db.updateCounter(CounterID(rawValue: 999), for: .local) { $0.name = "x" }
        }
    }

    @Test("A fact is built from the counter as stored, and a refused one stores nothing")
    func appendFromCurrentState() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        _ = try await db.updateCounter(id, for: .local) { $0.target = 108 }
        let day = CivilDate(now, in: TimeZone(identifier: "UTC")!)
        let set = try await db.append(to: id, for: .local) { snapshot in
            JapaEntry(kind: .correction, amount: snapshot.counter.target, recordedAt: now, day: day)
        }
        #expect(set.state.total == 108)
        await #expect(throws: JapaError.tooLarge(field: .value, maximum: 108)) {
            _ = try await db.append(to: id, for: .local) { snapshot throws(JapaError) -> JapaEntry in
                throw .tooLarge(field: .value, maximum: snapshot.counter.target)
            }
        }
        #expect(try await db.snapshot(id, for: .local).entries.count == 1)
    }

    @Test("Fifty concurrent changes to different calendar settings all survive")
    func calendarSettingsChanges() async throws {
        try await withFileDatabase { db in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        _ = try await db.updateCalendarSettings(for: .local, now: now) { settings in
                            if writer.isMultiple(of: 2) {
                                settings.briefingMinute += 1
                            } else {
                                settings.eveningMinute += 1
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let settings = try await db.calendarSettings(of: .local)
            #expect(settings.briefingMinute == CalendarSettings().briefingMinute + writers / 2)
            #expect(settings.eveningMinute == CalendarSettings().eveningMinute + writers / 2)
        }
    }

    @Test("Fifty concurrent changes to different Tamil preferences all survive and the feed token stays")
    func tamilPreferencesChanges() async throws {
        try await withFileDatabase { db in
            let before = try await db.tamilPreferences(of: .local, now: now)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        _ = try await db.updateTamilPreferences(for: .local, now: now) { prefs in
                            if writer.isMultiple(of: 2) {
                                prefs.eveningMinute = (prefs.eveningMinute ?? 0) + 1
                            } else {
                                prefs.morningMinute = (prefs.morningMinute ?? 0) + 1
                            }
                            prefs.feedToken = "stolen"
                        }
                    }
                }
                try await group.waitForAll()
            }
            let after = try await db.tamilPreferences(of: .local, now: now)
            #expect(after.eveningMinute == before.eveningMinute! + writers / 2)
            #expect(after.morningMinute == before.morningMinute! + writers / 2)
            #expect(after.feedToken == before.feedToken)
        }
    }

    @Test("A draft saved before onboarding survives later reads; a reset clears it")
    func draftBeforeOnboarding() async throws {
        let db = try AppDatabase.inMemory()
        let utc = TimeZone(identifier: "UTC")!
        try await db.saveMorningDraft(RoutineDraft(title: "Mine", rows: []), for: .local, now: now, timeZone: utc)
        _ = try await db.morning(.local, now: now, timeZone: utc)
        #expect(try await db.morning(.local, now: now, timeZone: utc).draft?.title == "Mine")
        _ = try await db.updateMorning(.local, now: now, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.completeOnboarding)
        }
        _ = try await db.updateMorning(.local, now: now, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.resetAllData)
        }
        #expect(try await db.morning(.local, now: now, timeZone: utc).draft == nil)
    }

    @Test("Drafts saved while the day start and the book change leave each of them as last written")
    func morningDraftAndSettings() async throws {
        try await withFileDatabase { db in
            let utc = TimeZone(identifier: "UTC")!
            _ = try await db.updateMorning(.local, now: now, timeZone: utc) { book throws(RoutinesError) in
                try book.apply(.completeOnboarding)
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        switch writer % 3 {
                        case 0:
                            let draft = RoutineDraft(
                                title: "Draft \(writer)", rows: [.init(title: "Walk", time: "06:00")])
                            try await db.saveMorningDraft(draft, for: .local, now: now, timeZone: utc)
                        case 1:
                            let start = try TimeOfDay(hour: 4, minute: writer)
                            try await db.setMorningDayStart(start, for: .local, now: now)
                        default:
                            _ = try await db.morning(.local, now: now, timeZone: utc)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let snapshot = try await db.morning(.local, now: now, timeZone: utc)
            let titles = Set(stride(from: 0, to: writers, by: 3).map { "Draft \($0)" })
            #expect(titles.contains(snapshot.draft?.title ?? "none"))
            #expect(snapshot.dayStart.minutes / 60 == 4 && snapshot.dayStart.minutes % 3 == 1)
            #expect(snapshot.book.onboardingCompleted)
        }
    }
}
