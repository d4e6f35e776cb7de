import CivilTime
import Foundation
import Japa
import Testing

private let day = try! CivilDate(iso: "2026-11-21")
private func entry(_ kind: JapaEntry.Kind, _ amount: Int = 0, minute: Int = 0) -> JapaEntry {
    JapaEntry(
        kind: kind, amount: amount, recordedAt: Date(timeIntervalSince1970: 1_795_000_000 + Double(minute) * 60),
        day: day)
}

@Suite("Counter state derived from entries")
struct CounterStateTests {
    @Test("Additions accumulate and the last one is today's increment")
    func additionsAccumulate() {
        let state = CounterState(target: 5556, entries: [entry(.addition, 2508), entry(.addition, 16)])
        #expect(state.total == 2524)
        #expect(state.todayIncrement == 16)
        #expect(state.remaining == 3032)
        #expect(abs(state.progress - 2524.0 / 5556.0) < 1e-12)
    }

    @Test("An addition beyond the target is capped and counts only what remained")
    func cappedAtTarget() {
        let state = CounterState(target: 5556, entries: [entry(.correction, 5550), entry(.addition, 16)])
        #expect(state.total == 5556)
        #expect(state.isComplete)
        #expect(state.lines.last?.counted == 6)
        #expect(state.todayIncrement == 16)
    }

    @Test("A correction sets the total and keeps today's increment")
    func correctionKeepsIncrement() {
        let state = CounterState(target: 5556, entries: [entry(.addition, 16), entry(.correction, 100)])
        #expect(state.total == 100)
        #expect(state.todayIncrement == 16)
    }

    @Test("A reset zeroes the total and today's increment")
    func resetZeroes() {
        let state = CounterState(target: 5556, entries: [entry(.addition, 16), entry(.reset)])
        #expect(state.total == 0)
        #expect(state.todayIncrement == 0)
    }

    @Test("Undo takes back the latest effective entry, one at a time")
    func undoPops() {
        let entries = [entry(.addition, 10), entry(.addition, 5), entry(.reset), entry(.undo)]
        let state = CounterState(target: 5556, entries: entries)
        #expect(state.total == 15)
        #expect(state.todayIncrement == 5)
        let twice = CounterState(target: 5556, entries: entries + [entry(.undo)])
        #expect(twice.total == 10)
        #expect(twice.todayIncrement == 10)
    }

    @Test("Undo on an empty history changes nothing")
    func undoOnEmpty() {
        let state = CounterState(target: 5556, entries: [entry(.undo)])
        #expect(state.total == 0)
        #expect(!state.canUndo)
    }

    @Test("The total never leaves 0…target, whatever the sequence of entries")
    func totalStaysInRange() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let target = Int.random(in: 1...6000, using: &generator)
            let entries = (0..<30).map { i -> JapaEntry in
                switch Int.random(in: 0...3, using: &generator) {
                case 0: entry(.addition, Int.random(in: 1...3000, using: &generator), minute: i)
                case 1: entry(.correction, Int.random(in: 0...target, using: &generator), minute: i)
                case 2: entry(.reset, minute: i)
                default: entry(.undo, minute: i)
                }
            }
            let state = CounterState(target: target, entries: entries)
            #expect((0...target).contains(state.total))
            for line in state.lines { #expect((0...target).contains(line.runningTotal)) }
        }
    }

    @Test("Circles per day sum the counted additions of each day")
    func circlesByDay() {
        let other = day.adding(days: 1)
        let entries = [
            entry(.addition, 16),
            JapaEntry(kind: .addition, amount: 20, recordedAt: .init(timeIntervalSince1970: 1_795_100_000), day: other),
            JapaEntry(kind: .addition, amount: 4, recordedAt: .init(timeIntervalSince1970: 1_795_100_100), day: other),
        ]
        let days = CounterState(target: 5556, entries: entries).circlesByDay
        #expect(days.map(\.circles) == [16, 24])
        #expect(days.map(\.day) == [day, other])
    }
}

@Suite("Pacing toward a target date")
struct PacingTests {
    @Test("Circles per day round up over the days left, today included")
    func perDay() throws {
        let pacing = Pacing(remaining: 3032, today: day, targetDate: day.adding(days: 99))
        #expect(pacing.daysLeft == 100)
        #expect(pacing.perDay == 31)
    }

    @Test("A target date in the past is overdue and has no daily figure")
    func overdue() {
        let pacing = Pacing(remaining: 10, today: day, targetDate: day.adding(days: -1))
        #expect(pacing.isOverdue)
        #expect(pacing.perDay == nil)
    }

    @Test("The target date itself still counts as one day")
    func lastDay() {
        #expect(Pacing(remaining: 7, today: day, targetDate: day).perDay == 7)
    }
}
