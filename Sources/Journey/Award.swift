import Foundation

/// Punya points given for one fact (seed §7.4), with the instant they were earned.
public struct Award: Sendable, Hashable, Codable {
    public let at: Date
    public let points: Int
    public let reason: Reason
    /// What it was for: a unit (`text/ref`), a text id, a streak length; empty for a visit.
    public let subject: String

    public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
        case appOpened, unitViewed, unitRead, explanationViewed, challengeRight, streakBonus
        case textCompleted, reflectionWritten, deepStudy
    }

    /// The seed's table: +5 a visit a day, +5 a unit viewed, +10 a unit marked read, +5 an
    /// explanation, +15 a right answer, +100 a text completed, +5 a reflection, +3 a deep-study
    /// session (at most 50 a day). The streak bonus is the streak's length × 2.
    public static func points(for reason: Reason) -> Int {
        switch reason {
        case .appOpened: 5
        case .unitViewed: 5
        case .unitRead: 10
        case .explanationViewed: 5
        case .challengeRight: 15
        case .streakBonus: 2
        case .textCompleted: 100
        case .reflectionWritten: 5
        case .deepStudy: 3
        }
    }

    /// Deep study earns at most this much in one day.
    public static let deepStudyDailyCap = 50
}
