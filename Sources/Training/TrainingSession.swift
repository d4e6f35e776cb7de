import Foundation

/// A training session as a value-type state machine: setup → training → resting → … → complete.
///
/// Every change comes through `apply(_:)` with an event that carries its instant; the session
/// never reads a clock. Totals are kept to the millisecond, so replaying stored events gives the
/// same session bit for bit.
public struct TrainingSession: Sendable, Hashable {
    /// A Bail Out this soon after the hold began is taken as an accidental tap and ignored.
    public static let accidentalBailWindow: TimeInterval = 1.0

    /// Where the session stands: phase, instants, count and total (what the rules read).
    public private(set) var state: TrainingState
    /// The sets logged so far, oldest first.
    public private(set) var attempts: [Attempt]

    /// A session in setup with a validated configuration.
    public init(configuration: TrainingConfiguration) throws(TrainingError) {
        self.state = try TrainingState(configuration: configuration)
        self.attempts = []
    }

    /// Replays stored events in order.
    public static func replay(_ configuration: TrainingConfiguration, events: [TrainingEvent]) throws(TrainingError)
        -> TrainingSession
    {
        var session = try TrainingSession(configuration: configuration)
        for event in events { try session.apply(event) }
        return session
    }

    public var configuration: TrainingConfiguration { state.configuration }
    public var phase: TrainingPhase { state.phase }
    /// When the first set began (nil in setup).
    public var startedAt: Date? { state.startedAt }

    /// The accumulated total of the logged sets.
    public var total: Double { state.total }

    /// Whether the session has reached its end.
    public var isComplete: Bool { state.isComplete }

    /// Applies one event and says what it did; an event the rules refuse throws and changes nothing.
    /// The rules are `TrainingState`'s; the session keeps the list of sets beside it.
    @discardableResult
    public mutating func apply(_ event: TrainingEvent) throws(TrainingError) -> TrainingOutcome {
        let outcome = try state.apply(event)
        switch outcome {
        case .attemptLogged(let attempt, _): attempts.append(attempt)
        case .reset: attempts = []
        default: break
        }
        return outcome
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
