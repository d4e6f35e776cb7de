import Foundation

/// A finished session at a glance, for history, charts and export.
public struct SessionSummary: Sendable, Hashable {
    public let configuration: TrainingConfiguration
    public let total: Double
    public let sets: Int
    public let startedAt: Date
    public let endedAt: Date
    /// Whether the target was reached (Stop can end a session short of it).
    public let reachedTarget: Bool

    public init(_ session: TrainingSession) { self.init(session.state) }

    /// The summary from the session's state alone (it needs the count and the latest set, not
    /// the list of sets).
    public init(_ state: TrainingState) {
        configuration = state.configuration
        total = state.total
        sets = state.sets
        startedAt = state.startedAt ?? Date(timeIntervalSince1970: 0)
        if case .complete(let at) = state.phase {
            endedAt = at
        } else {
            endedAt = state.lastAttempt?.endedAt ?? startedAt
        }
        reachedTarget = state.total >= state.configuration.target
    }

    /// Wall-clock length from the first set's start to the end, in seconds.
    public var duration: TimeInterval { max(0, endedAt.timeIntervalSince(startedAt)) }

    /// The shortest session whose density is worth stating: below it a rate per minute is an
    /// extrapolation of a few taps (20 reps posted within 0.02 s would read 60 000 reps/min).
    public static let minimumDensityDuration: TimeInterval = 10

    /// Work per minute of session (seconds or reps per minute): the density of the cluster; nil
    /// for a session shorter than `minimumDensityDuration`, whose rate would say nothing true.
    public var density: Double? {
        duration >= Self.minimumDensityDuration ? total / (duration / 60) : nil
    }
}
