import Foundation
import Observation
import Training

/// The Accumulation Tracker's screen state over the Training engine's session state machine:
/// setup fields, the live hold and rest figures, the rep sheet, the rest cues and the summary.
///
/// The model never reads a clock: `clock` gives every instant, and the views call `tick()` on
/// their timers (every 0.1 s while holding, every second while resting) and on returning to the
/// foreground. Everything shown is derived from the session's instants, so time spent in the
/// background is counted exactly.
@MainActor
@Observable
public final class TrainingModel {
    /// The screens of the seed.
    public enum Screen: Sendable, Hashable {
        case setup, timeTraining, repsTraining, rest, complete
    }

    /// A rest cue for the view to play (a sound and a haptic); `number` changes with every cue,
    /// so two cues of the same kind are two changes.
    public struct Cue: Sendable, Hashable {
        public let number: Int
        public let kind: RestCue.Kind
    }

    /// A cue further in the past than this when a tick notices it (the app was in the
    /// background) is not played late.
    public static let staleCueLimit: TimeInterval = 1.5

    // Setup fields, as typed.
    public var exercise = ""
    public var mode: TrainingMode = .time
    public var targetText = "60"
    public var restText = "30"
    public var adjustmentText = "0"
    public private(set) var setupError: String?

    // The rep sheet.
    public var repsText = ""
    public var isRepSheetPresented = false
    public private(set) var repsError: String?

    /// The session in progress or just finished; nil in setup.
    public private(set) var session: TrainingSession?
    /// The instant of the last tick or action: what the screen shows.
    public private(set) var now: Date
    /// The latest rest cue due; the view plays it when it changes.
    public private(set) var cue: Cue?

    private var events: [StoredTraining.Event] = []
    private let store: TrainingStore
    private let clock: () -> Date

    /// A model over `store`, resuming a session in progress if one was stored.
    public init(store: TrainingStore, clock: @escaping () -> Date) {
        self.store = store
        self.clock = clock
        now = clock()
        guard let stored = try? store.load() else { return }
        fill(from: stored.setup)
        if let events = stored.events {
            var replayed = try? TrainingSession(configuration: stored.setup)
            for event in events {
                guard let parsed = try? TrainingEvent(kind: event.kind, at: event.at, reps: event.reps) else {
                    continue
                }
                _ = try? replayed?.apply(parsed)
            }
            if replayed?.phase != .setup, replayed?.isComplete == false {
                session = replayed
                self.events = events
            }
        }
        tick(playingCues: false)
    }

    /// The screen to show now.
    public var screen: Screen {
        guard let session else { return .setup }
        switch session.advanced(to: now).phase {
        case .setup: return .setup
        case .training: return session.configuration.mode == .time ? .timeTraining : .repsTraining
        case .resting: return .rest
        case .complete: return .complete
        }
    }

    /// The live figures now (hold, live total, remaining, progress, rest countdown, whether Bail
    /// Out is offered); nil in setup.
    public var live: LiveStatus? { session?.live(at: now) }

    /// The sets so far, oldest first.
    public var attempts: [Attempt] { session?.attempts ?? [] }

    /// The finished session at a glance; nil until it completes.
    public var summary: SessionSummary? {
        guard let session, session.isComplete else { return nil }
        return SessionSummary(session)
    }

    /// Whether the screen should stay awake (a set or a rest is running).
    public var keepsScreenAwake: Bool { [.timeTraining, .repsTraining, .rest].contains(screen) }

    /// The unit after figures: "s" in time mode, "reps" in reps mode.
    public var unit: String { (session?.configuration.mode ?? mode) == .time ? "s" : "reps" }

    /// Validates the setup and starts the first set.
    public func start() {
        do {
            let configuration = try TrainingInput.configuration(
                exercise: exercise, mode: mode.rawValue, target: targetText, rest: restText,
                adjustment: adjustmentText)
            session = try TrainingSession(configuration: configuration)
            events = []
            setupError = nil
            perform(.startHold(at: clock()))
        } catch { setupError = Self.message(error) }
    }

    /// Time mode: ends the hold, deducting the adjustment; rests or completes. A tap within the
    /// first second of a hold is ignored as accidental.
    public func bailOut() { perform(.bailOut(at: clock())) }

    /// Time mode: ends the hold and the session; the full hold counts.
    public func stop() { perform(.stop(at: clock())) }

    /// Reps mode: "Done With Set" opens the rep sheet.
    public func doneWithSet() {
        repsText = ""
        repsError = nil
        isRepSheetPresented = true
    }

    /// Reps mode: logs the reps typed in the sheet (1 or more) plus the bonus.
    public func submitReps() {
        do {
            let reps = try TrainingInput.reps(repsText)
            perform(.submitReps(reps, at: clock()))
            isRepSheetPresented = false
        } catch { repsError = Self.message(error) }
    }

    /// Ends the rest now; the next set starts.
    public func skipRest() { perform(.skipRest(at: clock())) }

    /// Abandons the session (after the screen's confirmation) and returns to setup.
    public func reset() { finish() }

    /// From the completion screen back to setup, keeping the settings.
    public func newSession() { finish() }

    /// Moves the display to the clock's instant: the hold and countdown advance, a rest that is
    /// over starts the next set, and a cue due since the last tick becomes `cue`.
    public func tick() { tick(playingCues: true) }

    /// Back from the background: recomputes everything from the instants, without playing cues
    /// that came due while away.
    public func resume() { tick(playingCues: false) }

    private func tick(playingCues: Bool) {
        let instant = clock()
        if let session, case .resting = session.phase {
            let due = session.restCues.filter { $0.at > now && $0.at <= instant }
            if playingCues, let last = due.last, instant.timeIntervalSince(last.at) <= Self.staleCueLimit {
                cue = Cue(number: (cue?.number ?? 0) + 1, kind: last.kind)
            }
            if session.advanced(to: instant).phase != session.phase { perform(.restTick(at: instant)) }
        }
        now = max(now, instant)
    }

    private func perform(_ event: TrainingEvent) {
        guard var session else { return }
        do {
            let outcome = try session.apply(event)
            self.session = session
            if outcome.changesSession {
                events.append(StoredTraining.Event(kind: event.kind, at: event.instant, reps: event.reps))
            }
            now = max(now, event.instant)
            save()
        } catch { setupError = Self.message(error) }
    }

    private func finish() {
        session = nil
        events = []
        isRepSheetPresented = false
        save()
    }

    private func save() {
        let setup =
            session?.configuration
            ?? TrainingConfiguration(
                exercise: exercise, mode: mode, target: Double(targetText) ?? 60, restSeconds: Int(restText) ?? 30,
                adjustment: Double(adjustmentText) ?? 0)
        let running = session.map { !$0.isComplete } ?? false
        try? store.save(StoredTraining(setup: setup, events: running ? events : nil))
    }

    private func fill(from setup: TrainingConfiguration) {
        exercise = setup.exercise
        mode = setup.mode
        targetText = TrainingFormat.number(setup.target)
        restText = String(setup.restSeconds)
        adjustmentText = TrainingFormat.number(setup.adjustment)
    }

    static func message(_ error: any Error) -> String {
        let text = (error as? TrainingError)?.description ?? String(describing: error)
        return text.prefix(1).uppercased() + text.dropFirst() + "."
    }
}
