import CivilTime
import Foundation
import Japa
import Storage
import Testing

@Suite("Japa storage on a real SQLite database")
struct AppDatabaseJapaTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let day = try! CivilDate(iso: "2026-11-21")

    func addition(_ amount: Int) -> JapaEntry {
        JapaEntry(kind: .addition, amount: amount, recordedAt: now, day: day)
    }

    @Test("A first visit creates the default 5556 counter once")
    func defaultCounter() async throws {
        let db = try AppDatabase.inMemory()
        let first = try await db.ensureCounters(of: .local, defaultName: "Пурашчарана", now: now)
        let second = try await db.ensureCounters(of: .local, defaultName: "other", now: now)
        #expect(first.count == 1 && second.count == 1)
        #expect(first[0].target == 5556 && first[0].name == "Пурашчарана")
    }

    @Test("Entries are stored as facts and the total is derived from them")
    func appendDerives() async throws {
        let db = try AppDatabase.inMemory()
        let counter = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        _ = try await db.append(addition(2508), to: counter.id!, for: .local)
        let after = try await db.append(addition(16), to: counter.id!, for: .local)
        #expect(after.state.total == 2524)
        let reread = try await db.snapshot(counter.id!, for: .local)
        #expect(reread.entries.map(\.amount) == [2508, 16])
        #expect(reread.state.todayIncrement == 16)
    }

    @Test("Undo with nothing to take back is refused and stores nothing")
    func undoRefused() async throws {
        let db = try AppDatabase.inMemory()
        let counter = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        await #expect(throws: StorageError.nothingToUndo) {
            try await db.append(
                JapaEntry(kind: .undo, amount: 0, recordedAt: now, day: day), to: counter.id!, for: .local)
        }
        #expect(try await db.snapshot(counter.id!, for: .local).entries.isEmpty)
    }

    @Test("Another profile's counter is unknown")
    func profilesAreIsolated() async throws {
        let db = try AppDatabase.inMemory()
        let counter = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        let stranger = ProfileID(rawValue: 2)
        await #expect(throws: StorageError.unknownCounter(counter.id!.rawValue)) {
            try await db.append(addition(1), to: counter.id!, for: stranger)
        }
    }

    @Test("The last counter cannot be deleted; others can, with their history")
    func deletion() async throws {
        let db = try AppDatabase.inMemory()
        let first = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        await #expect(throws: StorageError.lastCounter) { try await db.deleteCounter(first.id!, for: .local) }
        let second = try await db.createCounter(
            JapaCounter(name: "Gayatri", target: 24_000, createdAt: now), for: .local, now: now)
        _ = try await db.append(addition(5), to: second.id!, for: .local)
        try await db.deleteCounter(second.id!, for: .local)
        #expect(try await db.counters(of: .local).map(\.name) == ["J"])
    }

    @Test("Settings changes are saved and a lower target caps the derived total")
    func updateCounter() async throws {
        let db = try AppDatabase.inMemory()
        var counter = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0]
        _ = try await db.append(addition(200), to: counter.id!, for: .local)
        counter.target = 108
        counter.name = "<b>Mala</b>"
        counter.targetDate = day.adding(days: 10)
        counter.copyFormat = .plural
        let changed = counter
        _ = try await db.updateCounter(counter.id!, for: .local) { $0 = changed }
        let snapshot = try await db.snapshot(counter.id!, for: .local)
        #expect(snapshot.counter == counter)
        #expect(snapshot.state.total == 108)
    }

    @Test("An import creates a new counter with every entry")
    func importArchive() async throws {
        let db = try AppDatabase.inMemory()
        let archive = JapaArchive(
            name: "Imported", target: 5556, targetDate: nil, entries: [addition(16), addition(4)])
        let snapshot = try await db.importArchive(archive, for: .local, now: now)
        #expect(snapshot.state.total == 20)
        #expect(try await db.snapshot(snapshot.id, for: .local).entries.count == 2)
    }

    @Test("The UI language is stored per profile")
    func language() async throws {
        let db = try AppDatabase.inMemory()
        #expect(try await db.profile(.local, now: now).language == nil)
        try await db.setLanguage("ru", for: .local, now: now)
        #expect(try await db.profile(.local, now: now).language == "ru")
    }

    @Test("A file database runs in WAL mode and passes its integrity check")
    func fileDatabase() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sadhana-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let db = try AppDatabase(folder: folder)
        #expect(try await db.journalMode() == "wal")
        #expect(try await db.integrityCheck())
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sadhana.sqlite").path))
    }
}
