import CivilTime
import Foundation
import Japa
import Testing

@Suite("Follow-on rites and the completion moment")
struct FollowOnTests {
    @Test("Each follow-on rite is a tenth of the one before, rounded up: 5556 → 556, 56, 6, 1")
    func tenths() {
        let stages = FollowOnRite.stages(japa: 5556)
        #expect(stages.map(\.rite) == [.homa, .tarpana, .marjana, .brahmanaBhojana])
        #expect(stages.map(\.target) == [556, 56, 6, 1])
        #expect(FollowOnRite.stages(japa: 100_000).map(\.target) == [10_000, 1000, 100, 10])
        #expect(FollowOnRite.stages(japa: 1).map(\.target) == [1, 1, 1, 1], "no stage is ever 0")
    }

    let day = try! CivilDate(iso: "2026-11-21")
    func entry(_ kind: JapaEntry.Kind, _ amount: Int, _ minute: Double = 0) -> JapaEntry {
        JapaEntry(kind: kind, amount: amount, recordedAt: Date(timeIntervalSince1970: 1_795_000_000 + minute), day: day)
    }

    @Test("Only the addition that reaches the target is the moment to celebrate")
    func completionMoment() {
        #expect(!CounterState(target: 20, entries: [entry(.addition, 16)]).latestAdditionCompleted)
        let reached = [entry(.addition, 16), entry(.addition, 8, 1)]
        #expect(CounterState(target: 20, entries: reached).latestAdditionCompleted)
        #expect(
            !CounterState(target: 20, entries: reached + [entry(.addition, 3, 2)]).latestAdditionCompleted,
            "an addition after the target counts nothing and is no second celebration")
        #expect(!CounterState(target: 20, entries: [entry(.correction, 20)]).latestAdditionCompleted)
        #expect(!CounterState(target: 20, entries: reached + [entry(.undo, 0, 2)]).latestAdditionCompleted)
    }

    @Test("Circles per day cover every day of the period, zero where nothing was added")
    func everyDay() throws {
        let later = try CivilDate(iso: "2026-11-23")
        let entries = [
            entry(.addition, 16), JapaEntry(kind: .addition, amount: 4, recordedAt: Date(timeIntervalSince1970: 1_795_200_000), day: later),
        ]
        let days = CounterState(target: 5556, entries: entries).circles(from: day.adding(days: -1), through: later)
        #expect(days.map(\.day.description) == ["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])
        #expect(days.map(\.circles) == [0, 16, 0, 4])
    }
}
