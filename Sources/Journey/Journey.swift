import CivilTime
import Foundation

/// Everything the Journey shows, derived from facts: punya points, level, streak, badges and the
/// awards that made them. Nothing here is stored; deriving again from the same facts gives the
/// same answer.
public struct Journey: Sendable {
    /// Every award, oldest first.
    public let awards: [Award]
    public let points: Int
    public let level: Level
    public let streak: Streak
    public let daysActive: Int
    /// Every badge of the catalogue, earned or not, in catalogue order.
    public let badges: [BadgeStatus]
    /// Each level reached after the first, with when.
    public let levelUps: [LevelUp]
    /// Days on which a challenge was answered, with the outcome.
    public let answeredChallenges: [String: Bool]

    public struct LevelUp: Sendable, Hashable {
        public let at: Date
        public let from: Int
        public let to: Int
    }

    /// What a person's texts hold: each text id with every unit reference in it, in library order.
    public struct Texts: Sendable {
        public let ids: [String]
        let refs: [String: Set<String>]

        public init(_ texts: [(id: String, refs: [String])]) {
            ids = texts.map(\.id)
            refs = Dictionary(texts.map { ($0.id, Set($0.refs)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// Derives the Journey from `facts` (any order), counting days by `reckoning`, at `now`.
    public init(facts: [JourneyFact], texts: Texts, reckoning: DayReckoning, now: Date) {
        var derivation = Derivation(texts: texts, reckoning: reckoning)
        // A total order, so facts stored at the same instant derive the same in any stored order.
        let ordered = facts.sorted {
            ($0.at, $0.kind.rawValue, $0.subject, $0.detail, $0.zone ?? "")
                < ($1.at, $1.kind.rawValue, $1.subject, $1.detail, $1.zone ?? "")
        }
        for fact in ordered { derivation.take(fact) }
        let (streak, streakAwards, bests) = derivation.streaks(now: now)
        let awards = (derivation.awards + streakAwards).sorted {
            ($0.at, $0.reason.rawValue, $0.subject) < ($1.at, $1.reason.rawValue, $1.subject)
        }
        self.awards = awards
        self.points = awards.reduce(0) { $0 + $1.points }
        self.level = Level.at(points: points)
        self.streak = streak
        self.daysActive = derivation.days.count
        self.answeredChallenges = derivation.challenges
        var total = 0
        var ups: [LevelUp] = []
        for award in awards {
            let before = Level.at(points: total).number
            total += award.points
            let after = Level.at(points: total).number
            if after > before { ups.append(LevelUp(at: award.at, from: before, to: after)) }
        }
        self.levelUps = ups
        self.badges = Badge.catalogue(texts: texts.ids).map { derivation.status(of: $0, bestStreakDays: bests) }
    }

    /// Awards, level-ups and badges after `instant`, oldest first: what the toast and the
    /// celebrations announce.
    public func events(after instant: Date) -> [JourneyEvent] {
        let awarded = awards.filter { $0.at > instant }.map(JourneyEvent.points)
        let levels = levelUps.filter { $0.at > instant }.map(JourneyEvent.levelUp)
        let earned = badges.filter { ($0.earnedAt ?? .distantPast) > instant }.map {
            JourneyEvent.badge($0.badge, $0.earnedAt!)
        }
        return (awarded + levels + earned).sorted { $0.at < $1.at }
    }

    public var badgesEarned: Int { badges.filter(\.isEarned).count }
}

/// Something the person should hear about: points, a new level, a new badge.
public enum JourneyEvent: Sendable, Hashable {
    case points(Award)
    case levelUp(Journey.LevelUp)
    case badge(Badge, Date)

    public var at: Date {
        switch self {
        case .points(let award): award.at
        case .levelUp(let up): up.at
        case .badge(_, let at): at
        }
    }
}
