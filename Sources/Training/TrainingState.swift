import Foundation

/// Where a session stands without its list of sets: the setup, the phase with its instants, when
/// the first set began, how many sets are logged, the total and the latest set.
///
/// This is all the rules need to take the next event, so a store can keep it as one row and apply
/// an event without reading the session's history; `TrainingSession` adds the list of sets.
public struct TrainingState: Sendable, Hashable {
    public let configuration: TrainingConfiguration
    public private(set) var phase: TrainingPhase
    /// When the first set began (nil in setup).
    public private(set) var startedAt: Date?
    /// How many sets are logged.
    public private(set) var sets: Int
    /// The latest logged set (nil before the first).
    public private(set) var lastAttempt: Attempt?

    /// A session in setup with a validated configuration.
    public init(configuration: TrainingConfiguration) throws(TrainingError) {
        try configuration.validate()
        self.configuration = configuration
        self.phase = .setup
        self.startedAt = nil
        self.sets = 0
        self.lastAttempt = nil
    }

    /// A state as a store kept it, or nil when the parts do not fit together (an invalid setup, or
    /// a latest set that is not set number `sets`), so the store rebuilds it from the events.
    public init?(
        configuration: TrainingConfiguration, phase: TrainingPhase, startedAt: Date?, sets: Int,
        lastAttempt: Attempt?
    ) {
        guard (try? configuration.validate()) != nil, sets >= 0,
            lastAttempt?.number == (sets == 0 ? nil : sets), (phase == .setup) == (startedAt == nil)
        else { return nil }
        self.configuration = configuration
        self.phase = phase
        self.startedAt = startedAt
        self.sets = sets
        self.lastAttempt = lastAttempt
    }

    /// The accumulated total of the logged sets.
    public var total: Double { lastAttempt?.totalAfter ?? 0 }

    /// Whether the session has reached its end.
    public var isComplete: Bool { phase.name == .complete }

    /// Applies one event and says what it did; an event the rules refuse throws and changes nothing.
    @discardableResult
    public mutating func apply(_ event: TrainingEvent) throws(TrainingError) -> TrainingOutcome {
        let at = TrainingSession.milliseconds(event.instant)
        if let since = phase.since, at < since { throw .outOfOrder(event.kind) }
        if case .complete = phase { throw .notAllowed(event.kind, phase: .complete) }
        let mode = configuration.mode
        switch (event, phase) {
        case (.startHold, .setup):
            phase = .training(setStartedAt: at)
            startedAt = at
            return .started

        case (.reset, .training), (.reset, .resting):
            self = try TrainingState(configuration: configuration)
            return .reset

        case (.bailOut, .training(let start)):
            guard mode == .time else { throw .wrongMode(.bailOut, mode: mode) }
            let hold = TrainingSession.seconds(from: start, to: at)
            if hold < TrainingSession.accidentalBailWindow { return .accidentalBailIgnored(hold: hold) }
            let counted = max(0, TrainingSession.round(hold - configuration.adjustment))
            guard TrainingSession.round(total + counted) < configuration.target else { throw .bailOutAfterTarget }
            return log(
                .bailOut, value: hold, adjustment: configuration.adjustment, counted: counted, from: start, at: at)

        case (.stop, .training(let start)):
            guard mode == .time else { throw .wrongMode(.stop, mode: mode) }
            let hold = TrainingSession.seconds(from: start, to: at)
            return log(.stop, value: hold, adjustment: 0, counted: hold, from: start, at: at)

        case (.submitReps(let reps, _), .training(let start)):
            guard mode == .reps else { throw .wrongMode(.submitReps, mode: mode) }
            guard reps >= 1 else { throw .tooSmall(field: .reps, minimum: 1) }
            guard reps <= TrainingInput.maximumRepsPerSet else {
                throw .tooLarge(field: .reps, maximum: Double(TrainingInput.maximumRepsPerSet))
            }
            let counted = TrainingSession.round(Double(reps) + configuration.adjustment)
            return log(
                .reps, value: Double(reps), adjustment: configuration.adjustment, counted: counted, from: start, at: at)

        case (.restTick, .resting(_, let end)):
            guard at >= end else { return .restContinues(remaining: end.timeIntervalSince(at)) }
            phase = .training(setStartedAt: end)
            return .nextSetStarted

        case (.restTick, .training):
            return .nothingToDo

        case (.skipRest, .resting):
            phase = .training(setStartedAt: at)
            return .nextSetStarted

        default:
            throw .notAllowed(event.kind, phase: phase.name)
        }
    }

    /// Logs a finished set, then checks completion before resting (the seed's order).
    private mutating func log(
        _ ending: Attempt.Ending, value: Double, adjustment: Double, counted: Double, from start: Date, at: Date
    ) -> TrainingOutcome {
        let newTotal = TrainingSession.round(total + counted)
        let attempt = Attempt(
            number: sets + 1, ending: ending, value: value, adjustment: adjustment, counted: counted,
            totalAfter: newTotal, startedAt: start, endedAt: at)
        sets += 1
        lastAttempt = attempt
        let completed = ending == .stop || newTotal >= configuration.target
        if completed {
            phase = .complete(at: at)
        } else if configuration.restSeconds == 0 {
            phase = .training(setStartedAt: at)
        } else {
            phase = .resting(startedAt: at, endsAt: at.addingTimeInterval(TimeInterval(configuration.restSeconds)))
        }
        return .attemptLogged(attempt, completed: completed)
    }
}
