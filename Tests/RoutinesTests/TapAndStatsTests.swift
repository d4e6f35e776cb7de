import CivilTime
import Foundation
import Routines
import Testing

@Suite("Taps aimed at a day, streaks and completion")
struct TapAndStatsTests {
    @Test("A tap from a page that still shows yesterday is refused and changes nothing")
    func staleTap() throws {
        var b = runningBook()  // Tuesday
        try b.tap(task("a", 1), .toggle, shownDay: day("2026-11-17"), at: instant)
        try b.apply(.dayRollsOver(to: day("2026-11-18")))
        let before = b
        #expect(throws: RoutinesError.dayClosed(shown: day("2026-11-17"), today: day("2026-11-18"))) {
            try b.tap(task("a", 2), .toggle, shownDay: day("2026-11-17"), at: instant)
        }
        #expect(b == before)
        #expect(b.completedTasks(of: rid("a"), on: day("2026-11-18")).isEmpty)
        #expect(throws: RoutinesError.dayClosed(shown: day("2026-11-19"), today: day("2026-11-18"))) {
            try b.tap(task("a", 2), .complete, shownDay: day("2026-11-19"), at: instant)
        }
    }

    @Test("A tap for today toggles; complete and revert are idempotent; no day means today")
    func tapToday() throws {
        var b = runningBook()
        let tuesday = day("2026-11-17")
        try b.tap(task("a", 1), .toggle, shownDay: tuesday, at: instant)
        #expect(b.completedTasks(of: rid("a"), on: tuesday) == [task("a", 1)])
        try b.tap(task("a", 1), .complete, shownDay: nil, at: instant)
        #expect(b.completedTasks(of: rid("a"), on: tuesday) == [task("a", 1)])
        try b.tap(task("a", 1), .toggle, shownDay: tuesday, at: instant)
        #expect(b.completedTasks(of: rid("a"), on: tuesday).isEmpty)
        try b.tap(task("a", 1), .revert, shownDay: tuesday, at: instant)
        #expect(b.completions.count == 2)
    }

    /// Routine "a" (two tasks) from Tuesday 17 Nov: Tue 2, Wed 2, Thu 0 (finalised, nothing done),
    /// Fri 2, Sat 1, Sun 2; now Monday 23.
    func week() throws -> RoutineBook {
        var b = runningBook()
        for (offset, done) in [2, 2, 0, 2, 1, 2].enumerated() {
            for n in 0..<done { try b.tap(task("a", n + 1), .complete, shownDay: nil, at: instant) }
            try b.apply(.dayRollsOver(to: day("2026-11-17").adding(days: offset + 1)))
        }
        return b
    }

    @Test("Streaks count days with every task done; a finalised day with nothing done breaks them")
    func streaks() throws {
        var b = try week()
        var stats = b.stats(of: rid("a"))
        #expect(stats.currentStreak == 1, "Sunday; Monday is not over yet")
        #expect(stats.bestStreak == 2, "Tuesday and Wednesday")
        #expect(stats.finalisedDays == 6 && stats.fullDays == 4)
        #expect(stats.completedTasks == 9 && stats.possibleTasks == 12)
        #expect(stats.completionPercent == 75)
        try b.tap(task("a", 1), .complete, shownDay: nil, at: instant)
        try b.tap(task("a", 2), .complete, shownDay: nil, at: instant)
        stats = b.stats(of: rid("a"))
        #expect(stats.currentStreak == 2, "Sunday and today, all done")
        #expect(stats.completionPercent == 75, "only finalised days count in the share")
        try b.apply(.dayRollsOver(to: day("2026-11-25")))  // Tuesday 24 finalised with nothing done
        stats = b.stats(of: rid("a"))
        #expect(stats.currentStreak == 0)
        #expect(stats.bestStreak == 2)
        #expect(stats.finalisedDays == 8 && stats.possibleTasks == 16 && stats.completedTasks == 11)
        #expect(stats.completionPercent == 68, "11 of 16 is 68.75%, rounded down")
    }

    @Test("A day without a record (the routine was not running) breaks a streak; no days, no share")
    func gaps() throws {
        var b = runningBook()  // Tuesday
        #expect(b.stats(of: rid("a")).completionPercent == nil)
        #expect(b.stats(of: rid("nobody")) == b.stats(of: rid("a")))
        try b.tap(task("a", 1), .complete, shownDay: nil, at: instant)
        try b.tap(task("a", 2), .complete, shownDay: nil, at: instant)
        try b.apply(.createCustomRoutine(routine("b")))  // Tuesday finalised for "a"
        try b.apply(.dayRollsOver(to: day("2026-11-19")))
        try b.apply(.restartRoutine(rid("a")))  // "a" runs again from Friday
        try b.apply(.dayRollsOver(to: day("2026-11-20")))
        try b.tap(task("a", 1), .complete, shownDay: nil, at: instant)
        try b.tap(task("a", 2), .complete, shownDay: nil, at: instant)
        try b.apply(.dayRollsOver(to: day("2026-11-21")))
        let stats = b.stats(of: rid("a"))
        #expect(stats.finalisedDays == 2 && stats.fullDays == 2 && stats.completionPercent == 100)
        #expect(stats.currentStreak == 1 && stats.bestStreak == 1)
    }

    @Test("The weekly chart tells a finalised day with nothing done (0) from a day without data (nil)")
    func chartZero() throws {
        let b = try week()
        let chart = b.chart(of: rid("a"), weekStarting: monday)
        #expect(chart.bars.map(\.completed) == [nil, 2, 2, 0, 2, 1, 2])
        #expect(chart.bars.map(\.total) == [nil, 2, 2, 2, 2, 2, 2])
    }
}
