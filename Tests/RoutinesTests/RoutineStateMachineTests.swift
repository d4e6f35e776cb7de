import CivilTime
import Foundation
import Routines
import Testing

@Suite("The seed's routine state machine")
struct RoutineStateMachineTests {
    // NoActiveRoutine
    @Test("NoActiveRoutine: a new book has no active routine")
    func emptyBook() {
        #expect(book().state == .noActiveRoutine)
        #expect(book().reminder == nil)
    }

    @Test("NoActiveRoutine + CreateCustomRoutine → waiting to start tomorrow")
    func createFromNone() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        #expect(b.state == .waitingToStart(rid("a"), startsOn: monday.adding(days: 1)))
        #expect(b.status(of: rid("a")) == .waitingToStart)
    }

    @Test("NoActiveRoutine + ActivateCelebrityRoutine → waiting to start tomorrow")
    func celebrityFromNone() throws {
        var b = book()
        try b.apply(.activateCelebrityRoutine(routine("franklin", celebrity: "franklin")))
        #expect(b.state == .waitingToStart(rid("franklin"), startsOn: day("2026-11-17")))
    }

    @Test("NoActiveRoutine + ResetAllData → NoActiveRoutine, onboarding shows again")
    func resetFromNone() throws {
        var b = book()
        try b.apply(.resetAllData)
        #expect(b.state == .noActiveRoutine)
        #expect(!b.onboardingCompleted)
    }

    // RoutineActive(waitingToStart)
    @Test("Waiting + DayRollsOver to the start day → running today")
    func waitingStarts() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        try b.apply(.dayRollsOver(to: monday.adding(days: 1)))
        #expect(b.state == .runningToday(rid("a")))
        #expect(b.records.isEmpty, "the day before the start is not the routine's and gets no record")
    }

    @Test("Waiting + SwitchToAnotherRoutine → new routine waits, previous is inactive without history")
    func waitingSwitch() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        try b.apply(.activateCelebrityRoutine(routine("kant", celebrity: "kant")))
        #expect(b.state == .waitingToStart(rid("kant"), startsOn: monday.adding(days: 1)))
        #expect(b.status(of: rid("a")) == .inactiveWithoutHistory)
        #expect(b.records.isEmpty)
    }

    @Test("Waiting + DeleteRoutine → NoActiveRoutine")
    func waitingDelete() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        try b.apply(.deleteRoutine(rid("a")))
        #expect(b.state == .noActiveRoutine)
        #expect(b.routines.isEmpty)
    }

    @Test("Waiting + ResetAllData → NoActiveRoutine")
    func waitingReset() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        try b.apply(.resetAllData)
        #expect(b.state == .noActiveRoutine)
        #expect(b.routines.isEmpty)
    }

    // RoutineActive(runningToday)
    @Test("Running + DayRollsOver → today finalised (untouched become ✗), still running the new day")
    func runningRollsOver() throws {
        var b = runningBook()
        let tuesday = b.today
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.dayRollsOver(to: tuesday.adding(days: 1)))
        #expect(b.state == .runningToday(rid("a")))
        #expect(
            b.record(of: rid("a"), on: tuesday)
                == DayRecord(routineID: rid("a"), day: tuesday, completedCount: 1, taskCount: 2))
        #expect(b.marks(of: rid("a"), on: tuesday) == [task("a", 1): .completed, task("a", 2): .incomplete])
        #expect(b.marks(of: rid("a"), on: b.today) == [task("a", 1): .untouched, task("a", 2): .untouched])
    }

    @Test("Running + SwitchToAnotherRoutine → today finalised for the old one, new one waits")
    func runningSwitch() throws {
        var b = runningBook()
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.createCustomRoutine(routine("b")))
        #expect(b.state == .waitingToStart(rid("b"), startsOn: b.today.adding(days: 1)))
        #expect(b.status(of: rid("a")) == .inactiveWithHistory)
        #expect(
            b.record(of: rid("a"), on: b.today)
                == DayRecord(routineID: rid("a"), day: b.today, completedCount: 1, taskCount: 2))
        #expect(b.marks(of: rid("a"), on: b.today)[task("a", 2)] == .incomplete)
        #expect(throws: RoutinesError.routineNotRunning) { try b.apply(.completeTask(task("b", 1), at: instant)) }
    }

    @Test("Running + RestartRoutine → waiting to start tomorrow, today's record kept")
    func runningRestart() throws {
        var b = runningBook()
        try b.apply(.completeTask(task("a", 2), at: instant))
        try b.apply(.restartRoutine(rid("a")))
        #expect(b.state == .waitingToStart(rid("a"), startsOn: b.today.adding(days: 1)))
        #expect(b.record(of: rid("a"), on: b.today)?.completedCount == 1)
    }

    @Test("Running + DeleteRoutine → NoActiveRoutine, its records and taps gone")
    func runningDelete() throws {
        var b = runningBook()
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.dayRollsOver(to: b.today.adding(days: 1)))
        try b.apply(.deleteRoutine(rid("a")))
        #expect(b.state == .noActiveRoutine)
        #expect(b.records.isEmpty && b.completions.isEmpty)
    }

    @Test("Running + ResetAllData → NoActiveRoutine")
    func runningReset() throws {
        var b = runningBook()
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.resetAllData)
        #expect(b.state == .noActiveRoutine)
        #expect(b.records.isEmpty && b.completions.isEmpty && b.routines.isEmpty)
    }

    // RoutineInactiveWithHistory
    @Test("InactiveWithHistory + RestartRoutine → waiting to start, the other routine finalised")
    func inactiveRestart() throws {
        var b = runningBook()
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.createCustomRoutine(routine("b")))
        #expect(b.status(of: rid("a")) == .inactiveWithHistory)
        try b.apply(.dayRollsOver(to: b.today.adding(days: 1)))
        try b.apply(.restartRoutine(rid("a")))
        #expect(b.state == .waitingToStart(rid("a"), startsOn: b.today.adding(days: 1)))
        #expect(b.status(of: rid("b")) == .inactiveWithHistory)
        #expect(b.record(of: rid("b"), on: b.today)?.completedCount == 0)
    }

    @Test("InactiveWithHistory + DeleteRoutine → removed, the active routine untouched")
    func inactiveDelete() throws {
        var b = runningBook()
        try b.apply(.createCustomRoutine(routine("b")))
        try b.apply(.deleteRoutine(rid("a")))
        #expect(b.routine(rid("a")) == nil)
        #expect(b.state == .waitingToStart(rid("b"), startsOn: b.today.adding(days: 1)))
    }

    @Test("InactiveWithHistory + ResetAllData → NoActiveRoutine")
    func inactiveReset() throws {
        var b = runningBook()
        try b.apply(.createCustomRoutine(routine("b")))
        try b.apply(.resetAllData)
        #expect(b.state == .noActiveRoutine && b.routines.isEmpty)
    }

    @Test("At most one routine is active after any activation")
    func oneActive() throws {
        var b = runningBook()
        try b.apply(.createCustomRoutine(routine("b")))
        try b.apply(.activateCelebrityRoutine(routine("c", celebrity: "darwin")))
        try b.apply(.restartRoutine(rid("a")))
        #expect(b.routines.filter(\.isActive).map(\.id) == [rid("a")])
    }

    @Test("A restored store with two active routines keeps only the latest activated")
    func corruptStore() {
        var a = routine("a")
        var c = routine("c")
        a = try! Routine(
            id: a.id, name: a.name, kind: a.kind, tasks: a.tasks, createdOn: monday, startDate: monday, isActive: true)
        c = try! Routine(
            id: c.id, name: c.name, kind: c.kind, tasks: c.tasks, createdOn: monday, startDate: monday.adding(days: 3),
            isActive: true)
        let b = RoutineBook(routines: [a, c], completions: [], records: [], today: monday, onboardingCompleted: true)
        #expect(b.routines.filter(\.isActive).map(\.id) == [rid("c")])
    }
}
