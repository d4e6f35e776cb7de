import CivilTime
import Foundation
import Japa
import Storage
import Testing

@Suite("Japa figures read from stored running totals agree with a full replay")
struct JapaRunningTotalsTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let day = try! CivilDate(iso: "2026-11-21")

    func entry(_ kind: JapaEntry.Kind, _ amount: Int) -> JapaEntry {
        JapaEntry(kind: kind, amount: amount, recordedAt: now, day: day)
    }

    /// The figures a write answers must equal those `CounterState` derives from every entry.
    func expectAgreement(_ db: AppDatabase, _ id: CounterID, _ tally: CounterTally) async throws {
        let snapshot = try await db.snapshot(id, for: .local)
        #expect(tally.state == CounterFigures(snapshot.state))
        #expect(tally.entryCount == snapshot.entries.count)
        #expect(try await db.tally(id, for: .local) == tally)
    }

    @Test("Random additions, corrections, resets and undos, with target changes between them")
    func randomHistories() async throws {
        var generator = SystemRandomNumberGenerator()
        let db = try AppDatabase.inMemory()
        let counter = try await db.createCounter(
            JapaCounter(name: "R", target: 300, createdAt: now), for: .local, now: now)
        let id = counter.id!
        for step in 0..<400 {
            let roll = Int.random(in: 0..<20, using: &generator)
            if roll == 0 {
                let target = Int.random(in: 50...400, using: &generator)
                _ = try await db.updateCounter(id, for: .local) { $0.target = target }
                let tally = try await db.tally(id, for: .local)
                try await expectAgreement(db, id, tally)
                continue
            }
            let kind: JapaEntry.Kind =
                roll < 12 ? .addition : roll < 14 ? .correction : roll < 15 ? .reset : .undo
            let amount =
                kind == .addition
                ? Int.random(in: 1...60, using: &generator)
                : kind == .correction
                    ? Int.random(in: 0...500, using: &generator) : 0
            do {
                let tally = try await db.append(entry(kind, amount), to: id, for: .local)
                try await expectAgreement(db, id, tally)
            } catch StorageError.nothingToUndo {
                #expect(try await db.snapshot(id, for: .local).state.canUndo == false, "step \(step)")
            }
        }
    }

    @Test("History comes in pages, newest first, each with the cursor of the next")
    func historyPages() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        for amount in 1...25 { _ = try await db.append(entry(.addition, amount), to: id, for: .local) }
        _ = try await db.append(entry(.undo, 0), to: id, for: .local)
        var seen: [Int] = []
        var before: Int64? = nil
        var pages = 0
        repeat {
            let page = try await db.history(id, for: .local, before: before, limit: 10)
            seen += page.lines.map(\.entry.amount)
            before = page.next
            pages += 1
        } while before != nil
        #expect(pages == 3)
        #expect(seen == Array((1...24).reversed()))
        let replay = try await db.snapshot(id, for: .local).state.lines.reversed().map(\.runningTotal)
        var totals: [Int] = []
        before = nil
        repeat {
            let page = try await db.history(id, for: .local, before: before, limit: 7)
            totals += page.lines.map(\.runningTotal)
            before = page.next
        } while before != nil
        #expect(totals == replay)
    }

    @Test("An imported history gets its running totals")
    func importDerives() async throws {
        let db = try AppDatabase.inMemory()
        let archive = JapaArchive(
            name: "I", target: 100, targetDate: nil,
            entries: [entry(.addition, 60), entry(.addition, 60), entry(.undo, 0), entry(.correction, 30)])
        let snapshot = try await db.importArchive(archive, for: .local, now: now)
        let tally = try await db.tally(snapshot.id, for: .local)
        #expect(tally.state.total == 30)
        try await expectAgreement(db, snapshot.id, tally)
    }
}
