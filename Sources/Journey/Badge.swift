import Foundation

/// A badge of the Sadhana Journey (seed §7.3): what earns it, in which category.
public struct Badge: Sendable, Hashable, Codable, Identifiable {
    public let id: String
    public let category: Category
    /// What has to be reached: a streak length, a count of distinct things, or 1 for a text.
    public let goal: Int
    /// The text a completion badge is for; nil for the others.
    public let textID: String?

    public enum Category: String, Sendable, Hashable, Codable, CaseIterable {
        case streak, textCompletion, explorer, festival, language, panchang, challenge, engagement
    }

    /// The measure a badge counts; several engagement badges share a category but not a measure.
    public enum Measure: String, Sendable, Hashable, Codable {
        case bestStreak, textCompleted, pathsExplored, storiesRead, languagesUsed, panchangDays
        case challengesAnswered, explanationsViewed, reflectionsWritten, deepStudySessions
    }

    public var measure: Measure {
        switch category {
        case .streak: .bestStreak
        case .textCompletion: .textCompleted
        case .explorer: .pathsExplored
        case .festival: .storiesRead
        case .language: .languagesUsed
        case .panchang: .panchangDays
        case .challenge: .challengesAnswered
        case .engagement:
            id.hasPrefix("explanations")
                ? .explanationsViewed : id.hasPrefix("reflections") ? .reflectionsWritten : .deepStudySessions
        }
    }

    init(_ id: String, _ category: Category, _ goal: Int, textID: String? = nil) {
        self.id = id
        self.category = category
        self.goal = goal
        self.textID = textID
    }

    /// Every badge, in the order of the seed's list: four streaks, one per text (in the order
    /// given), two explorer, two festival, two language, three panchang, two challenge and six
    /// engagement badges.
    public static func catalogue(texts: [String]) -> [Badge] {
        [
            Badge("streak-7", .streak, 7), Badge("streak-30", .streak, 30), Badge("streak-100", .streak, 100),
            Badge("streak-365", .streak, 365),
        ]
            + texts.map { Badge("text-\($0)", .textCompletion, 1, textID: $0) }
            + [
                Badge("paths-2", .explorer, 2), Badge("paths-5", .explorer, 5),
                Badge("stories-5", .festival, 5), Badge("stories-20", .festival, 20),
                Badge("languages-3", .language, 3), Badge("languages-6", .language, 6),
                Badge("panchang-7", .panchang, 7), Badge("panchang-30", .panchang, 30),
                Badge("panchang-100", .panchang, 100),
                Badge("challenges-7", .challenge, 7), Badge("challenges-30", .challenge, 30),
                Badge("explanations-10", .engagement, 10), Badge("explanations-100", .engagement, 100),
                Badge("reflections-5", .engagement, 5), Badge("reflections-25", .engagement, 25),
                Badge("deep-study-7", .engagement, 7), Badge("deep-study-30", .engagement, 30),
            ]
    }
}

/// A badge with the instant it was earned, or nil while it is locked, and how far along it is.
public struct BadgeStatus: Sendable, Hashable {
    public let badge: Badge
    public let earnedAt: Date?
    /// The count reached so far, at most `target`.
    public let progress: Int
    /// What the count must reach: the badge's goal, or a text's number of units.
    public let target: Int

    public var isEarned: Bool { earnedAt != nil }
}
