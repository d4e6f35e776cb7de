import Foundation
import Storage
import Training

/// A session as the API and the page's script read it: setup, phase with its instants, the live
/// figures at an instant and the instants the display changes at. `GET /session`,
/// `GET /sessions/{id}`, a started session and the page's embedded state carry the attempts; an
/// event's answer leaves them out and adds `outcome` and `repeated`.
struct TrainingStateAnswer: Encodable {
    struct Phase: Encodable {
        let name: String
        var setStartedAt: String?
        var restStartedAt: String?
        var restEndsAt: String?
        var completedAt: String?
    }

    struct Live: Encodable {
        let at: String
        let currentHold: Double
        let currentCounted: Double
        let liveTotal: Double
        let remaining: Double
        let progress: Double
        let showsBailOut: Bool
        let restRemaining: Int?
        let finalCount: Int?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(at, forKey: .at)
            try c.encode(currentHold, forKey: .currentHold)
            try c.encode(currentCounted, forKey: .currentCounted)
            try c.encode(liveTotal, forKey: .liveTotal)
            try c.encode(remaining, forKey: .remaining)
            try c.encode(progress, forKey: .progress)
            try c.encode(showsBailOut, forKey: .showsBailOut)
            try c.encode(restRemaining, forKey: .restRemaining)  // null, not absent
            try c.encode(finalCount, forKey: .finalCount)
        }

        enum CodingKeys: String, CodingKey {
            case at, currentHold, currentCounted, liveTotal, remaining, progress, showsBailOut, restRemaining
            case finalCount
        }
    }

    struct Cue: Encodable {
        let kind: String
        let at: String
    }

    struct Summary: Encodable {
        let duration: Double
        let density: Double?
        let reachedTarget: Bool

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(duration, forKey: .duration)
            try c.encode(density, forKey: .density)  // null below the shortest stated duration
            try c.encode(reachedTarget, forKey: .reachedTarget)
        }

        enum CodingKeys: String, CodingKey { case duration, density, reachedTarget }
    }

    let id: Int64
    let status: String
    let exercise: String
    let mode: String
    let target: Double
    let restSeconds: Int
    let adjustment: Double
    let phase: Phase
    let total: Double
    let sets: Int
    let startedAt: String?
    var attempts: [AttemptAnswer]?
    let live: Live
    let restCues: [Cue]
    let targetReachedAt: String?
    let accidentalBailWindow: Double
    let warningLead: Int
    let summary: Summary?
    var outcome: TrainingOutcomeAnswer?
    var repeated: Bool?

    /// The session `id` in `state` at `now` (a rest over by then has become the next set), with
    /// `attempts` when given.
    init(id: TrainingSessionID, status: TrainingSessionStatus, state: TrainingState, attempts: [Attempt]?, now: Date) {
        let current = state.advanced(to: now)
        let c = current.configuration
        let live = current.live(at: now)
        let iso = TrainingPresenter.iso
        var phase = Phase(name: live.phase.name.rawValue)
        switch live.phase {
        case .setup: break
        case .training(let start): phase.setStartedAt = iso(start)
        case .resting(let start, let end):
            phase.restStartedAt = iso(start)
            phase.restEndsAt = iso(end)
        case .complete(let at): phase.completedAt = iso(at)
        }
        self.id = id.rawValue
        self.status = status.rawValue
        exercise = c.exercise
        mode = c.mode.rawValue
        target = c.target
        restSeconds = c.restSeconds
        adjustment = c.adjustment
        self.phase = phase
        total = current.total
        sets = current.sets
        startedAt = current.startedAt.map(iso)
        self.attempts = attempts?.map(AttemptAnswer.init)
        self.live = Live(
            at: iso(now), currentHold: live.currentHold, currentCounted: live.currentCounted,
            liveTotal: live.liveTotal, remaining: live.remaining, progress: (live.progress * 10_000).rounded() / 10_000,
            showsBailOut: live.showsBailOut, restRemaining: live.restRemaining, finalCount: live.finalCount)
        restCues = current.restCues.map { Cue(kind: $0.kind.rawValue, at: iso($0.at)) }
        targetReachedAt = current.targetReachedAt.map(iso)
        accidentalBailWindow = TrainingSession.accidentalBailWindow
        warningLead = TrainingSession.warningLead
        summary = current.isComplete ? SessionSummary(current).answer : nil
    }

    /// A stored session with its attempts.
    init(_ stored: StoredTrainingSession, now: Date) {
        self.init(
            id: stored.id, status: stored.status, state: stored.session.state, attempts: stored.session.attempts,
            now: now)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(status, forKey: .status)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(mode, forKey: .mode)
        try c.encode(target, forKey: .target)
        try c.encode(restSeconds, forKey: .restSeconds)
        try c.encode(adjustment, forKey: .adjustment)
        try c.encode(phase, forKey: .phase)
        try c.encode(total, forKey: .total)
        try c.encode(sets, forKey: .sets)
        try c.encode(startedAt, forKey: .startedAt)  // null in setup
        try c.encodeIfPresent(attempts, forKey: .attempts)
        try c.encode(live, forKey: .live)
        try c.encode(restCues, forKey: .restCues)
        try c.encode(targetReachedAt, forKey: .targetReachedAt)  // null when not holding
        try c.encode(accidentalBailWindow, forKey: .accidentalBailWindow)
        try c.encode(warningLead, forKey: .warningLead)
        try c.encodeIfPresent(summary, forKey: .summary)
        try c.encodeIfPresent(outcome, forKey: .outcome)
        try c.encodeIfPresent(repeated, forKey: .repeated)
    }

    enum CodingKeys: String, CodingKey {
        case id, status, exercise, mode, target, restSeconds, adjustment, phase, total, sets, startedAt, attempts
        case live, restCues, targetReachedAt, accidentalBailWindow, warningLead, summary, outcome, repeated
    }
}

extension SessionSummary {
    fileprivate var answer: TrainingStateAnswer.Summary {
        TrainingStateAnswer.Summary(
            duration: duration, density: density.map { ($0 * 100).rounded() / 100 }, reachedTarget: reachedTarget)
    }
}

/// What an event did, in its answer: `kind`, and the logged attempt, the rest left or the ignored
/// hold with its notice.
struct TrainingOutcomeAnswer: Encodable {
    let kind: String
    var attempt: AttemptAnswer?
    var completed: Bool?
    var remaining: Double?
    var hold: Double?
    var message: String?

    init(_ outcome: TrainingOutcome, _ presenter: TrainingPresenter) {
        switch outcome {
        case .started: kind = "started"
        case .attemptLogged(let attempt, let completed):
            kind = "attemptLogged"
            self.attempt = AttemptAnswer(attempt)
            self.completed = completed
        case .nextSetStarted: kind = "nextSetStarted"
        case .reset: kind = "reset"
        case .restContinues(let remaining):
            kind = "restContinues"
            self.remaining = remaining
        case .accidentalBailIgnored(let hold):
            kind = "accidentalBailIgnored"
            self.hold = hold
            message = presenter.text("notices.ignored")
        case .nothingToDo: kind = "nothingToDo"
        }
    }
}

/// `GET /api/v1/training/session`: the active session, or null.
struct TrainingActiveAnswer: Encodable {
    let session: TrainingStateAnswer?

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(session, forKey: .session)
    }

    enum CodingKeys: String, CodingKey { case session }
}

/// `GET /api/v1/training/exercises`.
struct TrainingExercisesAnswer: Encodable {
    struct Exercise: Encodable {
        let name: String
        let sessions: Int
    }
    let exercises: [Exercise]
}

/// A preset as the API lists it, with its one-line label.
struct TrainingPresetAnswer: Encodable {
    let id: Int64
    let exercise: String
    let mode: String
    let target: Double
    let restSeconds: Int
    let adjustment: Double
    let label: String

    init(_ preset: TrainingPreset, _ presenter: TrainingPresenter) {
        let c = preset.configuration
        id = preset.id.rawValue
        exercise = c.exercise
        mode = c.mode.rawValue
        target = c.target
        restSeconds = c.restSeconds
        adjustment = c.adjustment
        label = presenter.setupLine(c)
    }
}

/// `GET /api/v1/training/presets`.
struct TrainingPresetsAnswer: Encodable {
    let presets: [TrainingPresetAnswer]
}

/// The phrases the session page's script fills while the session runs (embedded in the page).
struct TrainingLiveTexts: Encodable {
    /// "N sets done" by CLDR plural category, with `{count}` for the script to fill.
    struct Plural: Encodable {
        let one: String
        let few: String
        let many: String
        let other: String
    }
    let progress: String
    let progressClock: String
    let amount: String
    let remaining: String
    let setNumber: String
    let setsDone: Plural
    let networkError: String
    let finalCount: String
    let decimalSeparator: String
}
