import CivilTime
import Foundation
import Routines
import Testing

@Suite("The seed's flows: daily lifecycle, switch, data-card actions")
struct RoutineFlowTests {
    @Test("Daily lifecycle: tap ✓, re-tap reverts, at the day's end untouched become ✗ and the count is saved")
    func dailyLifecycle() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.completeTask(task("a", 2), at: instant))
        try b.apply(.revertTask(task("a", 2), at: instant))
        #expect(b.marks(of: rid("a"), on: tuesday) == [task("a", 1): .completed, task("a", 2): .untouched])
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 1)))
        #expect(b.marks(of: rid("a"), on: tuesday) == [task("a", 1): .completed, task("a", 2): .incomplete])
        #expect(b.record(of: rid("a"), on: tuesday)?.completedCount == 1)
    }

    @Test("Past days are read-only: taps count only for today")
    func pastDaysReadOnly() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 1)))
        try b.apply(.completeTask(task("a", 1), at: instant))
        #expect(b.completions.allSatisfy { $0.day == tuesday.adding(days: 1) })
        #expect(b.record(of: rid("a"), on: tuesday)?.completedCount == 0)
    }

    @Test("A second check or a revert of an untouched task stores nothing")
    func idempotentTaps() throws {
        var b = runningBook()
        try b.apply(.revertTask(task("a", 1), at: instant))
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.completeTask(task("a", 1), at: instant))
        #expect(b.completions.count == 1)
    }

    @Test("Days the app was not opened are finalised on the next open, each with its own record")
    func missedDays() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 4)))
        #expect(b.records.map(\.day) == (0..<4).map { tuesday.adding(days: $0) })
        #expect(b.records.map(\.completedCount) == [1, 0, 0, 0])
    }

    @Test("Time running backwards (a clock or zone change) never reopens a finalised day")
    func noBackwards() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 1)))
        try b.apply(.dayRollsOver(to: tuesday))
        #expect(b.today == tuesday.adding(days: 1))
        #expect(b.records.count == 1)
    }

    @Test("Switch mid-day: the current routine's today is finalised with its ✓ count; the new one starts tomorrow")
    func switchMidDay() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.completeTask(task("a", 2), at: instant))
        try b.apply(.activateCelebrityRoutine(routine("franklin", tasks: ["05:00"], celebrity: "franklin")))
        #expect(
            b.record(of: rid("a"), on: tuesday)
                == DayRecord(routineID: rid("a"), day: tuesday, completedCount: 1, taskCount: 2))
        #expect(b.reminder?.routineID == rid("franklin"))
        #expect(b.reminder?.startDate == tuesday.adding(days: 1))
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 1)))
        #expect(b.state == .runningToday(rid("franklin")))
        #expect(b.records.count == 1, "the old routine gets no more records after the switch")
        #expect(b.scrollerDays == [tuesday.adding(days: 1)])
    }

    @Test("Choosing a celebrity already adopted re-activates it instead of duplicating it")
    func celebrityReuse() throws {
        var b = book()
        try b.apply(.activateCelebrityRoutine(routine("x1", celebrity: "darwin")))
        try b.apply(.createCustomRoutine(routine("b")))
        try b.apply(.activateCelebrityRoutine(routine("x2", celebrity: "darwin")))
        #expect(b.routines.map(\.id) == [rid("x1"), rid("b")])
        #expect(b.activeRoutine?.id == rid("x1"))
    }

    @Test("Data card Restart of the active routine: today finalised, starts tomorrow, history kept")
    func restartFromCard() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 2)))
        try b.apply(.restartRoutine(rid("a")))
        #expect(b.records.map(\.day) == [tuesday, tuesday.adding(days: 1), tuesday.adding(days: 2)])
        #expect(b.activeRoutine?.startDate == tuesday.adding(days: 3))
        #expect(b.scrollerDays.isEmpty)
    }

    @Test("Data card Delete of the active routine cancels the reminder and empties the Routine tab")
    func deleteFromCard() throws {
        var b = runningBook()
        #expect(b.reminder != nil)
        try b.apply(.deleteRoutine(rid("a")))
        #expect(b.reminder == nil)
        #expect(b.scrollerDays.isEmpty)
    }

    @Test("Unknown routines and tasks are refused and leave the book unchanged")
    func refusals() throws {
        var b = runningBook()
        let before = b
        #expect(throws: RoutinesError.unknownRoutine("zz")) { try b.apply(.restartRoutine(rid("zz"))) }
        #expect(throws: RoutinesError.unknownRoutine("zz")) { try b.apply(.deleteRoutine(rid("zz"))) }
        #expect(throws: RoutinesError.unknownTask("zz-1")) { try b.apply(.completeTask(task("zz", 1), at: instant)) }
        #expect(throws: RoutinesError.alreadyActive("a")) { try b.apply(.switchToAnotherRoutine(rid("a"))) }
        #expect(throws: RoutinesError.duplicateRoutine("a")) { try b.apply(.createCustomRoutine(routine("a"))) }
        #expect(b == before)
    }

    @Test("Switching to an existing inactive routine makes it the active one from tomorrow")
    func switchToExisting() throws {
        var b = runningBook()
        try b.apply(.createCustomRoutine(routine("b")))
        try b.apply(.switchToAnotherRoutine(rid("a")))
        #expect(b.state == .waitingToStart(rid("a"), startsOn: b.today.adding(days: 1)))
    }

    @Test("The reminder follows the active routine's first task from its start day")
    func reminderFollows() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a", tasks: ["07:10", "05:40"])))
        #expect(b.reminder?.time.description == "05:40")
        #expect(b.reminder?.startDate == monday.adding(days: 1))
        let uid = b.reminder?.uid
        try b.apply(.dayRollsOver(to: monday.adding(days: 1)))
        #expect(b.reminder?.uid == uid, "the same run keeps its UID")
        try b.apply(.restartRoutine(rid("a")))
        #expect(b.reminder?.uid != uid, "a restart reschedules")
        try b.apply(.resetAllData)
        #expect(b.reminder == nil)
    }
}
