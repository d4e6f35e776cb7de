import Foundation

/// Where a session is: the seed's four screens, with the instants that let any display derive
/// its timers without a running clock.
public enum TrainingPhase: Sendable, Hashable {
    /// Configured, not started.
    case setup
    /// A set in progress (the hold timer runs from `setStartedAt` in time mode).
    case training(setStartedAt: Date)
    /// Resting between sets until `endsAt`, when the next set starts by itself.
    case resting(startedAt: Date, endsAt: Date)
    /// The target was reached, or Stop was pressed. Terminal.
    case complete(at: Date)

    /// The phase's name, for storage, the API and error messages.
    public var name: Name {
        switch self {
        case .setup: .setup
        case .training: .training
        case .resting: .resting
        case .complete: .complete
        }
    }

    /// The names of the phases.
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        case setup, training, resting, complete
    }

    /// The instant the phase began (nil in setup): no later event may carry an earlier instant.
    public var since: Date? {
        switch self {
        case .setup: nil
        case .training(let start): start
        case .resting(let start, _): start
        case .complete(let at): at
        }
    }
}
