import Foundation

/// One of the twenty levels of the Sadhana Journey (seed §7.2), reached at a number of punya
/// points. The curve is published in docs/journey.md: early levels come within days, the last
/// after about half a year of daily practice.
public struct Level: Sendable, Hashable, Codable {
    public let number: Int
    public let title: String
    /// Points at which the level is reached.
    public let threshold: Int

    /// The twenty levels, lowest first.
    public static let all: [Level] = zip(titles, thresholds).enumerated().map { index, pair in
        Level(number: index + 1, title: pair.0, threshold: pair.1)
    }

    static let titles = [
        "Curious Seeker", "Devoted Learner", "Morning Pilgrim", "Scripture Student", "Mindful Practitioner",
        "Dharma Explorer", "Sacred Reader", "Festival Keeper", "Mantra Chanter", "Panchang Knower",
        "Wisdom Seeker", "Devoted Sadhaka", "Temple Guardian", "Story Keeper", "Tradition Bearer",
        "Knowledge Master", "Spiritual Guide", "Dharma Champion", "Sacred Luminary", "Enlightened Sage",
    ]

    static let thresholds = [
        0, 50, 150, 300, 500, 800, 1_200, 1_700, 2_400, 3_300,
        4_500, 6_000, 8_000, 10_500, 13_500, 17_500, 22_500, 29_000, 37_000, 47_000,
    ]

    /// The level reached with `points`.
    public static func at(points: Int) -> Level {
        all.last { $0.threshold <= points } ?? all[0]
    }

    /// The level after this one; nil at the top.
    public var next: Level? { number < Self.all.count ? Self.all[number] : nil }

    /// Points still needed for the next level; 0 at the top.
    public func pointsToNext(from points: Int) -> Int { next.map { max(0, $0.threshold - points) } ?? 0 }

    /// How far from this level to the next, 0 ... 1 (1 at the top).
    public func progress(at points: Int) -> Double {
        guard let next else { return 1 }
        return min(1, max(0, Double(points - threshold) / Double(next.threshold - threshold)))
    }
}
