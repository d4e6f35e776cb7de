import Foundation

/// What a screen shows at one instant, derived from the session: the live hold, the live total
/// and progress, the rest countdown and which buttons are offered.
public struct LiveStatus: Sendable, Hashable {
    /// The phase at the instant (a rest that is over has become the next set).
    public let phase: TrainingPhase
    /// The hold so far in seconds (time mode, training), else 0.
    public let currentHold: TimeInterval
    /// What the hold would count on Bail Out now: `max(0, hold − adjustment)`.
    public let currentCounted: Double
    /// The logged total plus the current hold's contribution.
    public let liveTotal: Double
    /// `max(0, target − liveTotal)`.
    public let remaining: Double
    /// `min(1, liveTotal / target)`.
    public let progress: Double
    /// Time mode while holding: Bail Out is offered only until the live total reaches the target.
    public let showsBailOut: Bool
    /// Whole seconds of rest left, counted down once a second (nil outside a rest).
    public let restRemaining: Int?

    /// The rest's last seconds (3, 2, 1 — from the warning beep on), which the screen shows as a
    /// count-in to the next set, as interval timers do. Nil otherwise.
    public var finalCount: Int? {
        guard let left = restRemaining, left > 0, left <= TrainingSession.warningLead else { return nil }
        return left
    }
}

/// A sound (and vibration) due during a rest.
public struct RestCue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable { case warning, end }
    public let kind: Kind
    public let at: Date
    public init(kind: Kind, at: Date) {
        self.kind = kind
        self.at = at
    }
}

extension TrainingSession {
    /// Seconds before the end of a rest at which the warning beep sounds.
    public static let warningLead = 3

    /// The session as it stands at `instant`, without changing it: a rest that is over counts as
    /// the next set, started at the rest's end.
    public func advanced(to instant: Date) -> TrainingSession {
        var copy = self
        _ = try? copy.apply(.restTick(at: instant))
        return copy
    }

    /// The live figures at `instant` (an instant before the phase began counts as its start).
    public func live(at when: Date) -> LiveStatus { state.live(at: when) }

    /// The cues of the current rest (see `TrainingState.restCues`).
    public var restCues: [RestCue] { state.restCues }

    /// The instant after which a hold can reach the target (see `TrainingState.targetReachedAt`).
    public var targetReachedAt: Date? { state.targetReachedAt }
}

extension TrainingState {
    /// The state at `instant`, without changing it: a rest that is over counts as the next set,
    /// started at the rest's end.
    public func advanced(to instant: Date) -> TrainingState {
        var copy = self
        _ = try? copy.apply(.restTick(at: instant))
        return copy
    }

    /// The live figures at `instant` (an instant before the phase began counts as its start).
    public func live(at when: Date) -> LiveStatus {
        let instant = TrainingSession.milliseconds(when)
        let now = advanced(to: instant)
        let target = configuration.target
        var hold: TimeInterval = 0
        var counted = 0.0
        var restRemaining: Int?
        switch now.phase {
        case .training(let start) where configuration.mode == .time:
            hold = TrainingSession.seconds(from: start, to: max(instant, start))
            counted = max(0, TrainingSession.round(hold - configuration.adjustment))
        case .resting(_, let end):
            restRemaining = max(0, Int(end.timeIntervalSince(instant).rounded(.up)))
        default: break
        }
        let liveTotal = TrainingSession.round(now.total + counted)
        let holding = configuration.mode == .time && now.phase.name == .training
        return LiveStatus(
            phase: now.phase, currentHold: hold, currentCounted: counted, liveTotal: liveTotal,
            remaining: max(0, TrainingSession.round(target - liveTotal)), progress: min(1, liveTotal / target),
            showsBailOut: holding && liveTotal < target, restRemaining: restRemaining)
    }

    /// The cues of the current rest: a warning when 3 s remain (if the rest is at least that long)
    /// and the end. Empty outside a rest.
    public var restCues: [RestCue] {
        guard case .resting(let start, let end) = phase else { return [] }
        var cues: [RestCue] = []
        let warning = end.addingTimeInterval(-TimeInterval(TrainingSession.warningLead))
        if warning >= start { cues.append(RestCue(kind: .warning, at: warning)) }
        cues.append(RestCue(kind: .end, at: end))
        return cues
    }

    /// The instant after which a hold can reach the target (time mode, training): from then on
    /// only Stop is offered. Nil when not holding.
    public var targetReachedAt: Date? {
        guard configuration.mode == .time, case .training(let start) = phase else { return nil }
        let needed = configuration.target - total + configuration.adjustment
        return start.addingTimeInterval(max(0, needed))
    }
}
