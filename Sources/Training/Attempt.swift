import Foundation

/// One set of a session, as logged when it ended.
public struct Attempt: Sendable, Hashable, Codable {
    /// How the set ended.
    public enum Ending: String, Sendable, Hashable, Codable, CaseIterable {
        /// Time mode, Bail Out: the adjustment is deducted and the session goes on.
        case bailOut
        /// Time mode, Stop: the full hold counts (logged with adjustment 0) and the session ends.
        case stop
        /// Reps mode, Done With Set: the reps typed plus the adjustment count.
        case reps
    }

    /// 1 for the first set.
    public let number: Int
    public let ending: Ending
    /// The hold in seconds (time mode) or the reps typed (reps mode).
    public let value: Double
    /// The adjustment applied: deducted seconds, bonus reps, or 0 on Stop.
    public let adjustment: Double
    /// What the set added to the total, never negative.
    public let counted: Double
    /// The accumulated total after this set.
    public let totalAfter: Double
    /// When the set began and ended.
    public let startedAt: Date
    public let endedAt: Date

    public init(
        number: Int, ending: Ending, value: Double, adjustment: Double, counted: Double, totalAfter: Double,
        startedAt: Date, endedAt: Date
    ) {
        self.number = number
        self.ending = ending
        self.value = value
        self.adjustment = adjustment
        self.counted = counted
        self.totalAfter = totalAfter
        self.startedAt = startedAt
        self.endedAt = endedAt
    }
}
