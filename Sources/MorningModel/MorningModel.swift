import CivilTime
import Foundation
import Observation
import Routines

/// Better Morning's screen state over the Routines engine's `RoutineBook`: onboarding, Explore,
/// the day's check-off, Data's charts and streaks, settings, reminders and the custom-routine
/// paywall.
///
/// The routine day ends at `dayStart` (midnight unless set later): `refresh()` moves the book to
/// the routine day of the clock's instant, finalising the days that passed.
@MainActor
@Observable
public final class MorningModel {
    /// How many days of reminders are scheduled ahead (rescheduled at every refresh; iOS keeps
    /// at most 64 pending requests).
    public static let reminderDays = 14

    public private(set) var book: RoutineBook
    /// The custom routine being written, auto-saved as it changes.
    public var draft: RoutineDraft { didSet { save() } }
    /// When a routine day begins on the wall clock.
    public private(set) var dayStart: TimeOfDay
    /// The day the Routine tab shows (today unless a past day was chosen in the scroller).
    public var selectedDay: CivilDate
    /// The last refused action, in English.
    public private(set) var errorMessage: String?
    /// Whether custom routines are unlocked (the entitlement's answer at the last check).
    public private(set) var customRoutinesUnlocked = false
    public var isPaywallPresented = false
    public var isCreatePresented = false
    public let texts: CelebrityTexts

    private let store: MorningStore
    private let clock: () -> Date
    private let timeZone: TimeZone
    private let entitlement: any CustomRoutineEntitlement<Void>
    private let scheduler: ReminderScheduler
    private let makeID: () -> String

    public init(
        store: MorningStore, clock: @escaping () -> Date, timeZone: TimeZone,
        entitlement: any CustomRoutineEntitlement<Void>, scheduler: ReminderScheduler, texts: CelebrityTexts,
        makeID: @escaping () -> String = { UUID().uuidString.lowercased() }
    ) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
        self.entitlement = entitlement
        self.scheduler = scheduler
        self.texts = texts
        self.makeID = makeID
        let stored = try? store.load()
        let start = stored?.dayStart ?? .midnight
        let today = DayBoundary(start: start).day(of: clock(), in: timeZone)
        book = stored?.book ?? RoutineBook(today: today)
        draft = stored?.draft ?? RoutineDraft()
        dayStart = start
        selectedDay = today
        refresh()
    }

    public var showsOnboarding: Bool { !book.onboardingCompleted }
    public var state: MorningState { book.state }
    public var today: CivilDate { book.today }
    public var activeRoutine: Routine? { book.activeRoutine }

    /// Moves to the routine day of the clock's instant (finalising the days that passed) and
    /// reschedules the reminders. The app calls it at launch and whenever it becomes active.
    public func refresh() {
        let day = DayBoundary(start: dayStart).day(of: clock(), in: timeZone)
        if selectedDay == book.today || selectedDay > day { selectedDay = day }
        change(.dayRollsOver(to: day))
    }

    public func completeOnboarding() { change(.completeOnboarding) }

    /// Adopts a celebrity's routine (re-activating it if adopted before); it starts tomorrow.
    public func adopt(_ profile: CelebrityProfile) {
        do {
            let routine = try profile.routine(
                id: RoutineID(rawValue: makeID()), name: texts.name(profile), taskTitles: texts.taskTitles(profile),
                today: book.today)
            change(.activateCelebrityRoutine(routine))
        } catch { errorMessage = Self.message(error) }
    }

    /// Checks an untouched task of today or takes a ✓ back; past days are read-only.
    public func toggle(_ task: TaskID) {
        do {
            var next = book
            try next.tap(task, .toggle, shownDay: selectedDay, at: clock())
            commit(next)
        } catch { errorMessage = Self.message(error) }
    }

    /// The ✓ / ✗ / untouched marks of the active routine on `day`.
    public func marks(on day: CivilDate) -> [TaskID: TaskMark] {
        guard let active = activeRoutine else { return [:] }
        return book.marks(of: active.id, on: day)
    }

    /// "+ Create": the create form when custom routines are unlocked, else the paywall.
    public func requestCreate() {
        if customRoutinesUnlocked { isCreatePresented = true } else { isPaywallPresented = true }
    }

    /// Asks the entitlement (StoreKit on the device) whether custom routines are unlocked.
    public func refreshEntitlement() async {
        customRoutinesUnlocked = await entitlement.customRoutinesUnlocked(for: ())
        if customRoutinesUnlocked, isPaywallPresented {
            isPaywallPresented = false
            isCreatePresented = true
        }
    }

    /// Saves the draft as a custom routine (locked from now on), active from tomorrow; false and
    /// a message when it is invalid or custom routines are locked.
    @discardableResult
    public func saveDraft() -> Bool {
        guard customRoutinesUnlocked else {
            isPaywallPresented = true
            return false
        }
        do {
            let routine = try draft.validated(id: RoutineID(rawValue: makeID()), today: book.today)
            var next = book
            try next.apply(.createCustomRoutine(routine))
            commit(next)
            draft = RoutineDraft()
            isCreatePresented = false
            return true
        } catch {
            errorMessage = Self.message(error)
            return false
        }
    }

    public func restart(_ id: RoutineID) { change(.restartRoutine(id)) }
    public func delete(_ id: RoutineID) { change(.deleteRoutine(id)) }
    /// Removes every routine and record; onboarding shows again.
    public func resetAll() { change(.resetAllData) }

    /// Sets when the routine day begins (a later start keeps a late night in the same day).
    public func setDayStart(_ start: TimeOfDay) {
        dayStart = start
        save()
        refresh()
    }

    public func stats(of id: RoutineID) -> RoutineStats { book.stats(of: id) }

    /// The week starts a routine's card can show, oldest first.
    public func chartWeeks(of id: RoutineID, firstWeekday: Weekday = .monday) -> [CivilDate] {
        book.chartWeeks(of: id, firstWeekday: firstWeekday)
    }

    public func chart(of id: RoutineID, weekStarting start: CivilDate) -> WeekChart {
        book.chart(of: id, weekStarting: start)
    }

    /// The reminders to schedule now: the active routine's first task time on each of the next
    /// `reminderDays` days from its start, only instants still ahead. Empty without a routine.
    public var reminders: [ReminderFiring] {
        guard let reminder = book.reminder else { return [] }
        let now = clock()
        let first = max(reminder.startDate, book.today)
        let body = "\(reminder.time) — \(reminder.firstTask.title)"
        return (0..<Self.reminderDays).compactMap { offset -> ReminderFiring? in
            let routineDay = first.adding(days: offset)
            // A task before the day start belongs to the routine day but falls on the next date.
            let date = reminder.time < dayStart ? routineDay.adding(days: 1) : routineDay
            let instant = date.instant(hour: reminder.time.hour, minute: reminder.time.minute, second: 0, in: timeZone)
            guard instant > now else { return nil }
            return ReminderFiring(
                id: "morning-\(reminder.routineID.rawValue)-\(date)", day: date, time: reminder.time,
                title: reminder.routineName, body: body)
        }
    }

    private func change(_ event: RoutineEvent) {
        do { commit(try book.applying(event)) } catch { errorMessage = Self.message(error) }
    }

    private func commit(_ next: RoutineBook) {
        book = next
        errorMessage = nil
        save()
        scheduler.replaceReminders(with: reminders)
    }

    private func save() {
        try? store.save(StoredMorning(book: book, draft: draft, dayStart: dayStart))
    }

    static func message(_ error: any Error) -> String {
        let text = String(describing: error)
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
