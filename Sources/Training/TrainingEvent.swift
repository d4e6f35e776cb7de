import Foundation

/// Something the athlete did (or the rest clock did), with the instant it happened.
public enum TrainingEvent: Sendable, Hashable {
    /// Begins the session's first set: the hold timer starts (time mode) or the set begins (reps).
    case startHold(at: Date)
    /// Time mode: ends the hold, deducting the adjustment; the session rests or completes.
    case bailOut(at: Date)
    /// Time mode: ends the hold and the session; the full hold counts.
    case stop(at: Date)
    /// Reps mode: the reps done in the set just finished.
    case submitReps(Int, at: Date)
    /// The rest clock at `at`: once the rest is over, the next set starts (at the rest's end).
    case restTick(at: Date)
    /// Ends the rest early; the next set starts at `at`.
    case skipRest(at: Date)
    /// Abandons the session (after confirmation) and returns to setup.
    case reset(at: Date)

    /// The kinds of events, for storage and the API.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case startHold, bailOut, stop, submitReps, restTick, skipRest, reset
    }

    public var kind: Kind {
        switch self {
        case .startHold: .startHold
        case .bailOut: .bailOut
        case .stop: .stop
        case .submitReps: .submitReps
        case .restTick: .restTick
        case .skipRest: .skipRest
        case .reset: .reset
        }
    }

    /// When it happened.
    public var instant: Date {
        switch self {
        case .startHold(let at), .bailOut(let at), .stop(let at), .submitReps(_, let at), .restTick(let at),
            .skipRest(let at), .reset(let at):
            at
        }
    }

    /// Builds an event from its stored parts; `reps` is required for `submitReps` only.
    public init(kind: Kind, at: Date, reps: Int? = nil) throws(TrainingError) {
        switch kind {
        case .startHold: self = .startHold(at: at)
        case .bailOut: self = .bailOut(at: at)
        case .stop: self = .stop(at: at)
        case .submitReps:
            guard let reps else { throw .empty(field: .reps) }
            self = .submitReps(reps, at: at)
        case .restTick: self = .restTick(at: at)
        case .skipRest: self = .skipRest(at: at)
        case .reset: self = .reset(at: at)
        }
    }

    /// The reps carried by `submitReps`, nil otherwise.
    public var reps: Int? {
        if case .submitReps(let reps, _) = self { return reps }
        return nil
    }
}

/// What an event did to the session.
public enum TrainingOutcome: Sendable, Hashable {
    /// The first set began.
    case started
    /// A set ended and was logged; `completed` when the target is reached (or Stop was pressed).
    case attemptLogged(Attempt, completed: Bool)
    /// The rest was over (or skipped) and the next set began.
    case nextSetStarted
    /// The session was abandoned and is back in setup.
    case reset
    /// A rest tick before the rest is over: nothing changes.
    case restContinues(remaining: TimeInterval)
    /// A Bail Out within the first second of a hold, taken as accidental and ignored.
    case accidentalBailIgnored(hold: TimeInterval)
    /// A rest tick outside a rest (a late tick after Skip Rest): nothing changes.
    case nothingToDo

    /// Whether the session changed (and the event is worth storing).
    public var changesSession: Bool {
        switch self {
        case .started, .attemptLogged, .nextSetStarted, .reset: true
        case .restContinues, .accidentalBailIgnored, .nothingToDo: false
        }
    }
}
