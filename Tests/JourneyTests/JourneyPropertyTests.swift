import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

/// SplitMix64, so every run draws the same fact lists.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Everything a Journey derives, comparable as a whole.
struct Snapshot: Equatable {
    let awards: [Award]
    let points: Int
    let level: Level
    let streak: Streak
    let daysActive: Int
    let badges: [BadgeStatus]
    let levelUps: [Journey.LevelUp]
    let answered: [String: Bool]

    init(_ j: Journey) {
        (awards, points, level, streak, daysActive) = (j.awards, j.points, j.level, j.streak, j.daysActive)
        (badges, levelUps, answered) = (j.badges, j.levelUps, j.answeredChallenges)
    }
}

/// Random fact lists of every kind, over up to 60 days, in mixed zones, with distinct instants.
enum RandomFacts {
    static let texts = Journey.Texts([("a", ["1", "2", "3"]), ("b", (1...8).map(String.init))])
    static let zones: [String?] = [nil, nil, nil, "Asia/Kolkata", "America/Toronto", "Europe/London"]

    static func unit(_ g: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &g) {
        case 0: JourneyFact.unit("x", "1")
        case 1..<5: JourneyFact.unit("a", "\(Int.random(in: 1...3, using: &g))")
        default: JourneyFact.unit("b", "\(Int.random(in: 1...8, using: &g))")
        }
    }

    /// A fact of any kind at `instant`; with `studious`, half of them deep-study sessions.
    static func fact(at instant: Date, studious: Bool = false, _ g: inout SeededGenerator) -> JourneyFact {
        let zone = zones.randomElement(using: &g)!
        let kind =
            studious && Bool.random(using: &g) ? .deepStudy : JourneyFact.Kind.allCases.randomElement(using: &g)!
        let subject: String
        var detail = ""
        switch kind {
        case .appOpened, .panchangChecked: subject = ""
        case .unitViewed, .unitRead, .explanationViewed, .deepStudy, .reflectionWritten: subject = unit(&g)
        case .challengeAnswered:
            subject = F.reckoning.day(of: instant).description
            detail = Bool.random(using: &g) ? "right" : "wrong"
        case .festivalStoryRead: subject = "festival\(Int.random(in: 0..<25, using: &g))"
        case .languageUsed: subject = "l\(Int.random(in: 0..<8, using: &g))"
        case .pathExplored: subject = "p\(Int.random(in: 0..<7, using: &g))"
        case .practiceDay:
            subject = "japa"
            detail = F.reckoning.day(of: instant).description
        }
        return JourneyFact(kind: kind, subject: subject, at: instant, zone: zone, detail: detail)
    }

    /// Up to 150 facts over 1 to 60 days; one list in four crowds studious days so the deep-study
    /// cap is met.
    static func list(_ g: inout SeededGenerator) -> [JourneyFact] {
        let studious = Int.random(in: 0..<4, using: &g) == 0
        let days = Int.random(in: studious ? 1...3 : 1...60, using: &g)
        let count = Int.random(in: 0...150, using: &g)
        var seconds = Set<Int>()
        while seconds.count < count { seconds.insert(Int.random(in: 0..<(days * 86_400), using: &g)) }
        return seconds.sorted().map { fact(at: F.at(0, 0).addingTimeInterval(Double($0)), studious: studious, &g) }
            .shuffled(using: &g)
    }

    /// `n` fact lists drawn from `seed`.
    static func lists(_ n: Int, seed: UInt64) -> [[JourneyFact]] {
        var g = SeededGenerator(seed: seed)
        return (0..<n).map { _ in list(&g) }
    }

    static func journey(_ facts: [JourneyFact], now: Date? = nil) -> Journey {
        F.journey(facts, texts: texts, now: now)
    }
}

@Suite("Properties of deriving the Journey from facts")
struct JourneyPropertyTests {
    @Test("Deriving twice from the same facts gives the same Journey")
    func deterministic() {
        for facts in RandomFacts.lists(300, seed: 1) {
            #expect(Snapshot(RandomFacts.journey(facts)) == Snapshot(RandomFacts.journey(facts)))
        }
    }

    @Test("The order the facts are stored in does not matter")
    func orderFree() {
        var g = SeededGenerator(seed: 2)
        for facts in RandomFacts.lists(300, seed: 3) {
            let now = facts.map(\.at).max()?.addingTimeInterval(60)
            let a = Snapshot(RandomFacts.journey(facts, now: now))
            let b = Snapshot(RandomFacts.journey(facts.shuffled(using: &g), now: now))
            let c = Snapshot(RandomFacts.journey(facts.reversed(), now: now))
            #expect(a == b)
            #expect(a == c)
        }
    }

    @Test("Points are the sum of the awards, and level, level-ups and badges agree with them")
    func pointsAreTheAwards() {
        for facts in RandomFacts.lists(300, seed: 4) {
            let journey = RandomFacts.journey(facts)
            #expect(journey.points == journey.awards.reduce(0) { $0 + $1.points })
            #expect(journey.awards.allSatisfy { $0.points > 0 })
            #expect(zip(journey.awards, journey.awards.dropFirst()).allSatisfy { $0.at <= $1.at })
            #expect(journey.level == Level.at(points: journey.points))
            // Level-ups chain from level 1 to the level reached, each at an award's instant
            let ups = journey.levelUps
            #expect(zip(ups, ups.dropFirst()).allSatisfy { $0.to == $1.from && $0.at <= $1.at })
            #expect((ups.first?.from ?? 1) == 1)
            #expect((ups.last?.to ?? 1) == journey.level.number)
            #expect(ups.allSatisfy { up in journey.awards.contains { $0.at == up.at } })
            // One streak bonus per active day; the streak is within the days active
            #expect(journey.awards(.streakBonus).count == journey.daysActive)
            #expect(journey.streak.current <= journey.streak.best)
            #expect(journey.streak.best <= journey.daysActive)
            // The deep-study cap holds on every day
            #expect(journey.points(.deepStudy) <= 50 * max(1, journey.daysActive))
            for status in journey.badges {
                #expect(status.progress <= status.target)
                #expect(!status.isEarned || status.progress == status.target, "\(status.badge.id)")
            }
        }
    }

    @Test("A fact later than all others never lowers the points, a level or an earned badge")
    func laterFactOnlyAdds() {
        var g = SeededGenerator(seed: 5)
        for facts in RandomFacts.lists(300, seed: 6) {
            let latest = facts.map(\.at).max() ?? F.at(0)
            let later = RandomFacts.fact(
                at: latest.addingTimeInterval(Double.random(in: 1...(3 * 86_400), using: &g)), &g)
            let now = later.at.addingTimeInterval(60)
            let before = RandomFacts.journey(facts, now: now)
            let after = RandomFacts.journey(facts + [later], now: now)
            #expect(after.points >= before.points, "\(later)")
            #expect(after.level.number >= before.level.number)
            #expect(after.streak.best >= before.streak.best)
            #expect(after.daysActive >= before.daysActive)
            for (old, new) in zip(before.badges, after.badges) where old.isEarned {
                #expect(new.isEarned, "\(old.badge.id)")
                #expect(new.progress >= old.progress)
            }
        }
    }

    @Test("Events after an instant are exactly the awards, level-ups and badges after it, oldest first")
    func eventsAfter() {
        var g = SeededGenerator(seed: 7)
        for facts in RandomFacts.lists(200, seed: 8) {
            let journey = RandomFacts.journey(facts)
            let cut = facts.randomElement(using: &g)?.at ?? F.at(0)
            let events = journey.events(after: cut)
            let awards = journey.awards.filter { $0.at > cut }
            let ups = journey.levelUps.filter { $0.at > cut }
            let badges = journey.badges.filter { ($0.earnedAt ?? .distantPast) > cut }
            #expect(events.count == awards.count + ups.count + badges.count)
            #expect(events.allSatisfy { $0.at > cut })
            #expect(zip(events, events.dropFirst()).allSatisfy { $0.at <= $1.at })
            let expected: [JourneyEvent] =
                awards.map(JourneyEvent.points) + ups.map(JourneyEvent.levelUp)
                + badges.map { JourneyEvent.badge($0.badge, $0.earnedAt!) }
            #expect(Set(events) == Set(expected))
            let all = journey.events(after: .distantPast)
            #expect(all.count == journey.awards.count + journey.levelUps.count + journey.badgesEarned)
        }
    }

    @Test("A hand-made week's events: the toast's points, the level-up and the badge after an instant")
    func eventsOfAWeek() {
        // Given seven daily visits (7 + 9 + 11 + 13 + 15 + 17 + 19 = 91 points) and two paths on day 6
        let facts =
            (0..<7).map { F.visit($0) } + [
                JourneyFact(kind: .pathExplored, subject: "shaiva", at: F.at(6, 10)),
                JourneyFact(kind: .pathExplored, subject: "vaishnava", at: F.at(6, 11)),
            ]
        let journey = F.journey(facts)
        // When asking for what happened after day 4's visit
        let events = journey.events(after: F.at(4))
        // Then day 5 and 6 bring their visit and streak bonus, and day 6 the streak and path badges
        #expect(events.count == 4 + 2)
        #expect(
            events.filter { if case .points = $0 { true } else { false } }.map(\.at) == [
                F.at(5), F.at(5), F.at(6), F.at(6),
            ])
        let badges = events.compactMap { if case .badge(let badge, let at) = $0 { (badge.id, at) } else { nil } }
        #expect(badges.map(\.0) == ["streak-7", "paths-2"])
        #expect(badges.map(\.1) == [F.at(6), F.at(6, 11)])
        // And the level-up (50 crossed on day 4 at 40 + 15 = 55) lies before the instant asked
        #expect(journey.levelUps.map(\.at) == [F.at(4)])
        #expect(journey.events(after: F.at(4).addingTimeInterval(-1)).contains(.levelUp(journey.levelUps[0])))
    }

    @Test("Two answers to one day's challenge at the same instant derive the same in either stored order")
    func tiedChallengeAnswers() {
        let day = F.day(0).description
        let right = JourneyFact(kind: .challengeAnswered, subject: day, at: F.at(0, 9), detail: "right")
        let wrong = JourneyFact(kind: .challengeAnswered, subject: day, at: F.at(0, 9), detail: "wrong")
        let a = F.journey([right, wrong])
        let b = F.journey([wrong, right])
        #expect(a.points == b.points)
        #expect(a.answeredChallenges == b.answeredChallenges)
    }

    @Test("Facts sharing an instant give the same awards, in the same order, whatever their stored order")
    func tiedFactsSameAwards() {
        let facts = [
            F.unit(.unitViewed, "t", "1", 0), F.unit(.unitViewed, "t", "2", 0), F.unit(.unitViewed, "t", "3", 0),
        ]
        let stored = F.journey(facts).awards
        let reversed = F.journey(facts.reversed()).awards
        #expect(stored.map(\.subject) == reversed.map(\.subject))
        #expect(stored == reversed)
    }
}
