import CivilTime
import Foundation
import Japa
import Storage
import Testing

@Suite("Submissions are applied once per key, on a real SQLite database")
struct AppliedSubmissionTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    let day = try! CivilDate(iso: "2026-11-21")
    let key = SubmissionKey("form-render-token-0001")!

    func addition(_ amount: Int) -> JapaEntry {
        JapaEntry(kind: .addition, amount: amount, recordedAt: now, day: day)
    }

    @Test("Two copies of one addition count once; the repeat answers what the first counted")
    func repeatCountsOnce() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        let first = try await db.append(to: id, for: .local, key: key, now: now) { _ in addition(16) }
        let second = try await db.append(to: id, for: .local, key: key, now: now) { _ in addition(16) }
        #expect(!first.repeated && second.repeated)
        #expect(second.value.requested == 16 && second.value.counted == 16)
        #expect(try await db.snapshot(id, for: .local).state.total == 16)
        let other = try await db.append(to: id, for: .local, key: SubmissionKey("form-render-token-0002")!, now: now) {
            _ in addition(16)
        }
        #expect(!other.repeated && other.value.tally.state.total == 32, "another render is another addition")
    }

    @Test("Copies arriving together are applied once")
    func concurrentCopies() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await db.append(to: id, for: .local, key: key, now: now) { _ in addition(16) }.repeated
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { !$0 }.count == 1)
        #expect(try await db.snapshot(id, for: .local).state.total == 16)
    }

    @Test("A refused submission leaves its key free for the corrected one")
    func refusalKeepsKeyFree() async throws {
        let db = try AppDatabase.inMemory()
        let id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
        await #expect(throws: JapaError.self) {
            _ = try await db.append(to: id, for: .local, key: key, now: now) { _ throws(JapaError) in
                addition(try JapaInput.addition("abc"))
            }
        }
        let corrected = try await db.append(to: id, for: .local, key: key, now: now) { _ in addition(16) }
        #expect(!corrected.repeated && corrected.value.tally.state.total == 16)
    }

    @Test("Applied keys survive a restart and are forgotten after the retention")
    func survivesRestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sadhana-keys-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let id: CounterID
        do {
            let db = try AppDatabase(folder: folder)
            id = try await db.ensureCounters(of: .local, defaultName: "J", now: now)[0].id!
            _ = try await db.append(to: id, for: .local, key: key, now: now) { _ in addition(16) }
        }
        let reopened = try AppDatabase(folder: folder)
        let again = try await reopened.append(to: id, for: .local, key: key, now: now.addingTimeInterval(3600)) { _ in
            addition(16)
        }
        #expect(again.repeated && again.value.tally.state.total == 16)
        let muchLater = now.addingTimeInterval(SubmissionKey.retention + 60)
        let late = try await reopened.append(to: id, for: .local, key: key, now: muchLater) { _ in addition(16) }
        #expect(!late.repeated && late.value.tally.state.total == 32)
    }

    @Test(
        "Keys are tokens: too short, too long or with other characters are no key",
        arguments: [
            "short", String(repeating: "a", count: 129), "has spaces in it ok?", "ключ-ключ-ключ-ключ",
        ])
    func malformedKeys(text: String) {
        #expect(SubmissionKey(text) == nil)
    }
}
