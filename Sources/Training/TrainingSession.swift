import Foundation

/// A training session as a value-type state machine: setup → training → resting → … → complete.
///
/// Every change comes through `apply(_:)` with an event that carries its instant; the session
/// never reads a clock. Totals are kept to the millisecond, so replaying stored events gives the
/// same session bit for bit.
public struct TrainingSession: Sendable, Hashable {
    /// A Bail Out this soon after the hold began is taken as an accidental tap and ignored.
    public static let accidentalBailWindow: TimeInterval = 1.0

    public let configuration: TrainingConfiguration
    public private(set) var phase: TrainingPhase
    /// The sets logged so far, oldest first.
    public private(set) var attempts: [Attempt]
    /// When the first set began (nil in setup).
    public private(set) var startedAt: Date?

    /// A session in setup with a validated configuration.
    public init(configuration: TrainingConfiguration) throws(TrainingError) {
        try configuration.validate()
        self.configuration = configuration
        self.phase = .setup
        self.attempts = []
        self.startedAt = nil
    }

    /// Replays stored events in order.
    public static func replay(_ configuration: TrainingConfiguration, events: [TrainingEvent]) throws(TrainingError)
        -> TrainingSession
    {
        var session = try TrainingSession(configuration: configuration)
        for event in events { try session.apply(event) }
        return session
    }

    /// The accumulated total of the logged sets.
    public var total: Double { attempts.last?.totalAfter ?? 0 }

    /// Whether the session has reached its end.
    public var isComplete: Bool { phase.name == .complete }

    /// Applies one event and says what it did; an event the rules refuse throws and changes nothing.
    @discardableResult
    public mutating func apply(_ event: TrainingEvent) throws(TrainingError) -> TrainingOutcome {
        let at = Self.milliseconds(event.instant)
        if let since = phase.since, at < since { throw .outOfOrder(event.kind) }
        if case .complete = phase { throw .notAllowed(event.kind, phase: .complete) }
        let mode = configuration.mode
        switch (event, phase) {
        case (.startHold, .setup):
            phase = .training(setStartedAt: at)
            startedAt = at
            return .started

        case (.reset, .training), (.reset, .resting):
            self = try TrainingSession(configuration: configuration)
            return .reset

        case (.bailOut, .training(let start)):
            guard mode == .time else { throw .wrongMode(.bailOut, mode: mode) }
            let hold = Self.seconds(from: start, to: at)
            if hold < Self.accidentalBailWindow { return .accidentalBailIgnored(hold: hold) }
            let counted = max(0, Self.round(hold - configuration.adjustment))
            guard Self.round(total + counted) < configuration.target else { throw .bailOutAfterTarget }
            return log(
                .bailOut, value: hold, adjustment: configuration.adjustment, counted: counted, from: start, at: at)

        case (.stop, .training(let start)):
            guard mode == .time else { throw .wrongMode(.stop, mode: mode) }
            let hold = Self.seconds(from: start, to: at)
            return log(.stop, value: hold, adjustment: 0, counted: hold, from: start, at: at)

        case (.submitReps(let reps, _), .training(let start)):
            guard mode == .reps else { throw .wrongMode(.submitReps, mode: mode) }
            guard reps >= 1 else { throw .tooSmall(field: .reps, minimum: 1) }
            guard reps <= TrainingInput.maximumRepsPerSet else {
                throw .tooLarge(field: .reps, maximum: Double(TrainingInput.maximumRepsPerSet))
            }
            let counted = Self.round(Double(reps) + configuration.adjustment)
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
        let newTotal = Self.round(total + counted)
        let attempt = Attempt(
            number: attempts.count + 1, ending: ending, value: value, adjustment: adjustment, counted: counted,
            totalAfter: newTotal, startedAt: start, endedAt: at)
        attempts.append(attempt)
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

    /// An instant rounded to the nearest millisecond, the precision events are stored with.
    public static func milliseconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
    }

    static func seconds(from start: Date, to end: Date) -> TimeInterval {
        max(0, round(end.timeIntervalSince(start)))
    }

    /// Rounds to the millisecond so sums stay exact enough to compare with the target.
    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
