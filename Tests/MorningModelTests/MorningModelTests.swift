import CivilTime
import Foundation
import MorningModel
import Routines
import Testing

@MainActor
@Suite("Better Morning screens")
struct MorningModelTests {
    let clock = TestClock("2025-03-10T09:00:00Z")
    let url = temporaryDirectory().appendingPathComponent("BetterMorning/morning.json")
    let zone = TimeZone(identifier: "UTC")!
    let scheduler = RecordingScheduler()
    let ids = Counter()

    func model(entitlement: any CustomRoutineEntitlement<Void> = SelfHostedEntitlement<Void>()) -> MorningModel {
        MorningModel(
            store: JSONFileMorningStore(url: url), clock: { [clock] in clock.now }, timeZone: zone,
            entitlement: entitlement, scheduler: scheduler, texts: CelebrityTexts.bundled()!,
            makeID: { [ids] in ids.next() })
    }

    func day(_ iso: String) -> CivilDate { try! CivilDate(iso: iso) }

    /// A model whose Franklin routine runs today (adopted yesterday).
    func running() -> MorningModel {
        clock.now = ISO8601DateFormatter().date(from: "2025-03-09T09:00:00Z")!
        let m = model()
        m.completeOnboarding()
        m.adopt(CelebrityCatalog.all[0])
        clock.advance(86_400)
        m.refresh()
        return m
    }

    @Test("Onboarding shows until it is completed, and stays completed after a relaunch")
    func onboarding() {
        let m = model()
        #expect(m.showsOnboarding)
        m.completeOnboarding()
        #expect(!m.showsOnboarding)
        #expect(!model().showsOnboarding)
    }

    @Test("Adopting a celebrity routine uses the catalogue's English words and starts tomorrow")
    func adoptStartsTomorrow() throws {
        let m = model()
        m.adopt(CelebrityCatalog.all[0])
        let routine = try #require(m.activeRoutine)
        #expect(routine.name == "Benjamin Franklin")
        #expect(routine.tasks.first?.title == "Rise, wash, and ask: what good shall I do today?")
        #expect(m.state == .waitingToStart(routine.id, startsOn: day("2025-03-11")))
    }

    @Test("Checking off: a tap checks a task, a second tap takes the ✓ back")
    func checkOff() throws {
        let m = running()
        let task = try #require(m.activeRoutine?.tasks.first?.id)
        m.toggle(task)
        #expect(m.marks(on: m.today)[task] == .completed)
        m.toggle(task)
        #expect(m.marks(on: m.today)[task] == .untouched)
    }

    @Test(
        "The day ends at the routine's day start: at 03:59 a tap still counts for yesterday; at 04:00 that day is finalised"
    )
    func dayEndsAtDayStart() throws {
        let m = running()
        m.setDayStart(try TimeOfDay(hour: 4, minute: 0))
        let today = m.today
        let task = try #require(m.activeRoutine?.tasks.first?.id)
        clock.now = today.instant(hour: 23, minute: 59, second: 0, in: zone).addingTimeInterval(4 * 3600)
        m.refresh()
        #expect(m.today == today)
        m.toggle(task)
        #expect(m.marks(on: today)[task] == .completed)
        clock.advance(60)
        m.refresh()
        #expect(m.today == today.adding(days: 1))
        let id = try #require(m.activeRoutine?.id)
        let record = try #require(m.book.record(of: id, on: today))
        #expect(record.completedCount == 1)
        #expect(m.marks(on: today).values.filter { $0 == .incomplete }.count == record.taskCount - 1)
    }

    @Test("A screen still showing yesterday cannot check a task into the new day")
    func tapOnClosedDay() throws {
        let m = running()
        let task = try #require(m.activeRoutine?.tasks.first?.id)
        let shown = m.today
        clock.advance(86_400)
        m.refresh()
        m.selectedDay = shown
        m.toggle(task)
        #expect(m.marks(on: m.today)[task] == .untouched)
        #expect(m.errorMessage != nil)
    }

    @Test("Streaks count the days with every task ✓")
    func streaks() throws {
        let m = running()
        let routine = try #require(m.activeRoutine)
        for _ in 0..<3 {
            for task in routine.tasks { m.toggle(task.id) }
            clock.advance(86_400)
            m.refresh()
            m.selectedDay = m.today
        }
        #expect(m.stats(of: routine.id).currentStreak == 3)
        m.toggle(routine.tasks[0].id)
        clock.advance(86_400)
        m.refresh()
        let stats = m.stats(of: routine.id)
        #expect(stats.currentStreak == 0)
        #expect(stats.bestStreak == 3)
    }

    @Test("The week chart has a bar for each finalised day and none for a day without data")
    func weekChart() throws {
        let m = running()
        let routine = try #require(m.activeRoutine)
        m.toggle(routine.tasks[0].id)
        clock.advance(86_400)
        m.refresh()
        let week = try #require(m.chartWeeks(of: routine.id).last)
        let chart = m.chart(of: routine.id, weekStarting: week)
        let bars = Dictionary(uniqueKeysWithValues: chart.bars.map { ($0.day, $0.completed) })
        #expect(bars[day("2025-03-10")] == .some(1))
        #expect(bars[day("2025-03-12")] == .some(nil))
        #expect(chart.scale == routine.tasks.count)
    }

    @Test("Custom routines: locked behind the paywall until the store grants them")
    func paywall() async throws {
        let locked = model(entitlement: PaywallEntitlement<Void>())
        await locked.refreshEntitlement()
        locked.requestCreate()
        #expect(locked.isPaywallPresented)
        #expect(!locked.isCreatePresented)
        locked.draft = RoutineDraft(title: "Mine", rows: [.init(title: "Meditate", time: "06:00")])
        #expect(!locked.saveDraft())
        #expect(locked.book.routines.isEmpty)

        let bought = model(entitlement: PaywallEntitlement<Void>(grants: { _ in true }))
        bought.requestCreate()
        #expect(bought.isPaywallPresented)
        await bought.refreshEntitlement()
        #expect(bought.isCreatePresented)
        #expect(!bought.isPaywallPresented)
    }

    @Test(
        "Saving a draft creates a locked custom routine sorted by time, active from tomorrow; a draft without tasks is refused"
    )
    func createCustom() async throws {
        let m = model()
        await m.refreshEntitlement()
        m.draft = RoutineDraft(title: "Mine", rows: [])
        #expect(!m.saveDraft())
        #expect(m.errorMessage != nil)
        m.draft = RoutineDraft(
            title: "Mine", rows: [.init(title: "Run", time: "07:00"), .init(title: "Meditate", time: "06:00")])
        #expect(m.saveDraft())
        let routine = try #require(m.activeRoutine)
        #expect(routine.tasks.map(\.title) == ["Meditate", "Run"])
        #expect(routine.startDate == day("2025-03-11"))
        #expect(m.draft == RoutineDraft())
    }

    @Test("The draft is auto-saved: a relaunch finds what was typed")
    func draftAutosaved() {
        let m = model()
        m.draft = RoutineDraft(title: "Half-typed", rows: [.init(title: "Read", time: "")])
        #expect(model().draft.title == "Half-typed")
    }

    @Test("Reminders are data: the first task time on each coming day from the start; none after delete")
    func reminders() throws {
        let m = model()
        m.adopt(CelebrityCatalog.all[0])
        let firings = try #require(scheduler.lists.last)
        #expect(firings.count == MorningModel.reminderDays)
        #expect(firings.first?.day == day("2025-03-11"))
        #expect(firings.first?.time.description == "05:00")
        #expect(firings.first?.title == "Benjamin Franklin")
        let id = try #require(m.activeRoutine?.id)
        m.delete(id)
        #expect(scheduler.lists.last == [])
        #expect(m.state == .noActiveRoutine)
    }

    @Test("Restart makes a routine active again from tomorrow; reset all shows onboarding again")
    func restartAndReset() throws {
        let m = running()
        let id = try #require(m.activeRoutine?.id)
        m.restart(id)
        #expect(m.state == .waitingToStart(id, startsOn: m.today.adding(days: 1)))
        m.resetAll()
        #expect(m.showsOnboarding)
        #expect(m.book.routines.isEmpty)
        #expect(scheduler.lists.last == [])
    }
}
