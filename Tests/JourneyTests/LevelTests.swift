import Foundation
import Journey
import Testing

private typealias F = Fixture

@Suite("The twenty levels (seed §7.2)")
struct LevelTests {
    @Test("The twenty titles come in the seed's order, numbered 1 to 20")
    func titlesInOrder() {
        let seed =
            "Curious Seeker > Devoted Learner > Morning Pilgrim > Scripture Student > Mindful Practitioner > "
            + "Dharma Explorer > Sacred Reader > Festival Keeper > Mantra Chanter > Panchang Knower > Wisdom Seeker > "
            + "Devoted Sadhaka > Temple Guardian > Story Keeper > Tradition Bearer > Knowledge Master > "
            + "Spiritual Guide > Dharma Champion > Sacred Luminary > Enlightened Sage"
        #expect(Level.all.map(\.title) == seed.components(separatedBy: " > "))
        #expect(Level.all.map(\.number) == Array(1...20))
    }

    @Test("Thresholds start at 0 and strictly increase")
    func thresholdsIncrease() {
        let thresholds = Level.all.map(\.threshold)
        #expect(thresholds.first == 0)
        #expect(thresholds.count == 20)
        #expect(zip(thresholds, thresholds.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test(
        "A level is reached exactly at its threshold",
        arguments: [
            (-10, 1), (0, 1), (49, 1), (50, 2), (149, 2), (150, 3), (299, 3), (300, 4), (46_999, 19), (47_000, 20),
            (1_000_000, 20),
        ])
    func levelAtPoints(points: Int, number: Int) {
        #expect(Level.at(points: points).number == number)
    }

    @Test("Every threshold maps to its own level and one point less to the level before")
    func everyBoundary() {
        for level in Level.all.dropFirst() {
            #expect(Level.at(points: level.threshold) == level)
            #expect(Level.at(points: level.threshold - 1).number == level.number - 1)
        }
    }

    @Test("Points to the next level count down to the next threshold, and are 0 at the top")
    func pointsToNext() {
        let first = Level.at(points: 0)
        #expect(first.pointsToNext(from: 0) == 50)
        #expect(first.pointsToNext(from: 49) == 1)
        #expect(Level.at(points: 160).pointsToNext(from: 160) == 140)
        #expect(Level.all[19].next == nil)
        #expect(Level.all[19].pointsToNext(from: 60_000) == 0)
        #expect(Level.all[18].next == Level.all[19])
    }

    @Test("Progress runs from 0 at a threshold towards 1 at the next, clamped, and is 1 at the top")
    func progress() {
        let first = Level.all[0]
        let second = Level.all[1]
        #expect(first.progress(at: 0) == 0)
        #expect(first.progress(at: 25) == 0.5)
        #expect(second.progress(at: 100) == 0.5)
        #expect(second.progress(at: 125) == 0.75)
        #expect(first.progress(at: -5) == 0)
        #expect(first.progress(at: 80) == 1)
        #expect(Level.all[19].progress(at: 47_000) == 1)
    }

    @Test("A level-up carries the instant of the award that crossed the threshold")
    func levelUpInstant() {
        // Given Monday: a visit (5 + streak 2), four units read (+40) reaching 47, then an explanation (+5)
        let text = Journey.Texts([("t", (1...10).map(String.init))])
        let facts =
            [F.visit(0, 9)] + (1...4).map { F.unit(.unitRead, "t", "\($0)", 0, 9 + $0) }
            + [F.unit(.explanationViewed, "t", "1", 0, 14), F.unit(.explanationViewed, "t", "2", 0, 15)]
        let journey = F.journey(facts, texts: text)
        // Then the explanation at 14:00 crosses 50
        #expect(journey.points == 57)
        #expect(journey.level.number == 2)
        #expect(journey.level.title == "Devoted Learner")
        #expect(journey.levelUps.map(\.at) == [F.at(0, 14)])
        #expect(journey.levelUps.map(\.from) == [1])
        #expect(journey.levelUps.map(\.to) == [2])
    }

    @Test("Level-ups follow the points day by day, one per level crossed")
    func levelUpsOverDays() {
        // Given ten daily visits: after n days 5n + n(n + 1) points, so 7, 16, 27, 40, 55, ... 135, 160
        let journey = F.journey((0..<10).map { F.visit($0) })
        // Then 50 is crossed on the fifth day and 150 on the tenth
        #expect(journey.points == 160)
        #expect(journey.levelUps.map(\.at) == [F.at(4), F.at(9)])
        #expect(journey.levelUps.map(\.from) == [1, 2])
        #expect(journey.levelUps.map(\.to) == [2, 3])
        #expect(journey.level.number == 3)
    }

    @Test("No points, no level-up: the Journey starts at Curious Seeker")
    func emptyJourney() {
        let journey = Journey(facts: [], texts: F.small, reckoning: F.reckoning, now: F.at(0))
        #expect(journey.points == 0)
        #expect(journey.level == Level.all[0])
        #expect(journey.levelUps.isEmpty)
        #expect(journey.awards.isEmpty)
        #expect(journey.daysActive == 0)
        #expect(journey.streak == Streak(current: 0, best: 0, isAwaitingToday: false))
        #expect(journey.badgesEarned == 0)
    }
}
