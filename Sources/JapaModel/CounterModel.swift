import CivilTime
import Foundation
import Japa
import Observation

/// The Purascharana screen state: the total toward 5556, today's increment, the input fields and
/// the copy line, over the Japa engine's `CounterState`.
///
/// Every change is an entry with the instant from `clock`; the model never reads the clock itself.
@MainActor
@Observable
public final class CounterModel {
    /// The seed's target: 5556 circles.
    public let target: Int
    /// What the practitioner typed on the main screen ("16").
    public var incrementText = ""
    /// What the practitioner typed in Settings as the current value.
    public var valueText = ""
    /// The Russian message for the last refused input, if any.
    public private(set) var errorMessage: String?

    public private(set) var state: CounterState
    private var entries: [JapaEntry]
    private let store: JapaStore
    private let clock: () -> Date
    private let timeZone: TimeZone

    /// A model over `store`; `clock` gives "now", `timeZone` the local day of each entry.
    public init(
        store: JapaStore, clock: @escaping () -> Date, timeZone: TimeZone, target: Int = JapaCounter.defaultTarget
    ) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
        self.target = target
        let loaded = (try? store.loadEntries()) ?? []
        entries = loaded
        state = CounterState(target: target, entries: loaded)
        valueText = String(state.total)
    }

    /// The total, `0...target`.
    public var total: Int { state.total }
    /// The latest addition, kept until the next one (no daily reset).
    public var todayIncrement: Int { state.todayIncrement }
    /// Progress from 0 to 1.
    public var progress: Double { state.progress }
    /// Whether 5556 is reached.
    public var isComplete: Bool { state.isComplete }
    /// Whether undo has something to take back.
    public var canUndo: Bool { state.canUndo }
    /// "2524 / 5556".
    public var counterText: String { "\(total) / \(target)" }
    /// The line copied to the pasteboard: the seed's `"X круга (Y)"`, e.g. `"16 круга (2524)"`.
    public var copyText: String { "\(todayIncrement) круга (\(total))" }

    /// How long the "Скопировано!" toast stays after a copy.
    public static let toastDuration: TimeInterval = 1.5
    /// The seed's "Copied!" string, shown in the toast and announced to VoiceOver.
    public static let copiedText = "Скопировано!"
    /// When the toast shown now hides itself; nil while no toast is shown.
    public private(set) var toastHidesAt: Date?
    /// Whether the "Скопировано!" toast is shown.
    public var showsCopiedToast: Bool { toastHidesAt != nil }

    /// Marks the copy line as copied (the screen puts `copyText` on the pasteboard): the toast
    /// shows for `toastDuration` from now; a second copy restarts it.
    public func copied() {
        toastHidesAt = clock().addingTimeInterval(Self.toastDuration)
    }

    /// Hides the toast once its time is up (the screen calls this when its timer fires); a copy
    /// made since keeps its own full time.
    public func hideToastIfDue() {
        if let hidesAt = toastHidesAt, clock() >= hidesAt { toastHidesAt = nil }
    }

    /// Adds the circles typed in `incrementText`; the total stops at the target.
    public func add() {
        do {
            let amount = try JapaInput.addition(incrementText)
            record(.addition, amount)
            incrementText = ""
        } catch { errorMessage = Self.russian(error) }
    }

    /// Sets the total to the value typed in Settings (0 to the target).
    public func setCount() {
        do {
            record(.correction, try JapaInput.value(valueText, target: target))
        } catch { errorMessage = Self.russian(error) }
    }

    /// Takes back the latest entry.
    public func undo() {
        guard canUndo else {
            errorMessage = Self.russian(.nothingToUndo)
            return
        }
        record(.undo, 0)
    }

    /// Resets the counter to 0 (after the screen's confirmation).
    public func reset() { record(.reset, 0) }

    private func record(_ kind: JapaEntry.Kind, _ amount: Int) {
        let now = clock()
        entries.append(JapaEntry(kind: kind, amount: amount, recordedAt: now, day: CivilDate(now, in: timeZone)))
        state = CounterState(target: target, entries: entries)
        valueText = String(state.total)
        errorMessage = nil
        do { try store.saveEntries(entries) } catch { errorMessage = "Не удалось сохранить: \(error)" }
    }
}
