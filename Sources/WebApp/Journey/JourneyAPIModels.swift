import Foundation

/// The Journey API's answers, one `Codable` type per shape (docs/api.md, "Journey").
enum JourneyAPI {
    struct Summary: Codable, Sendable {
        let enabled: Bool
        let points: Int
        let level: LevelInfo
        let streak: StreakInfo
        let daysActive: Int
        let badges: [BadgeInfo]
    }

    struct LevelInfo: Codable, Sendable {
        let number: Int
        let title: String
        let pointsToNext: Int
        let threshold: Int
        let nextThreshold: Int?
    }

    struct StreakInfo: Codable, Sendable {
        let current: Int
        let best: Int
        let tier: String
        let awaitingToday: Bool
    }

    struct BadgeInfo: Codable, Sendable {
        let id: String
        let category: String
        let name: String
        let earnedAt: String?
        let progress: Int
        let target: Int

        /// `earnedAt` is always present: the instant, or null while the badge is locked.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(category, forKey: .category)
            try c.encode(name, forKey: .name)
            try c.encode(earnedAt, forKey: .earnedAt)
            try c.encode(progress, forKey: .progress)
            try c.encode(target, forKey: .target)
        }
    }

    struct Challenge: Codable, Sendable {
        let day: String
        let kind: String
        let question: String
        let options: [String]
        let reward: Int
        let answered: Answered?
    }

    struct Answered: Codable, Sendable {
        let choice: Int?
        let right: Bool
        let answer: Int
        let explanation: String
    }

    struct Events: Codable, Sendable {
        let events: [Event]
        let points: Int
    }

    struct Event: Codable, Sendable {
        let at: String
        let kind: String
        let points: Int?
        let reason: String?
        let subject: String?
        let level: Int?
        let badge: String?
    }

    /// The points toast for what a script-recorded fact earned; `toast` is null when there is none.
    struct News: Codable, Sendable {
        let toast: Toast?
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(toast, forKey: .toast)
        }
    }

    struct Toast: Codable, Sendable {
        let text: String
        let label: String
    }
}
