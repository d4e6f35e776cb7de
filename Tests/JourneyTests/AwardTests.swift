import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

@Suite("Punya points by the seed's table (§7.4)")
struct AwardTests {
    @Test("The table gives each reason its points")
    func table() {
        let expected: [Award.Reason: Int] = [
            .appOpened: 5, .unitViewed: 5, .unitRead: 10, .explanationViewed: 5, .challengeRight: 15,
            .streakBonus: 2, .textCompleted: 100, .reflectionWritten: 5, .deepStudy: 3,
        ]
        for reason in Award.Reason.allCases { #expect(Award.points(for: reason) == expected[reason], "\(reason)") }
        #expect(Award.deepStudyDailyCap == 50)
    }

    @Test("A visit earns 5 once per person-day, a late-night visit belonging to the evening before")
    func visitOncePerDay() {
        // Given visits on Monday at 09:00 and 23:00, Tuesday 01:30 (still Monday) and Tuesday 05:00
        let journey = F.journey([F.visit(0, 9), F.visit(0, 23), F.visit(1, 1, 30), F.visit(1, 5)])
        // Then Monday and Tuesday each earn one visit
        #expect(journey.awards(.appOpened).map(\.at) == [F.at(0, 9), F.at(1, 5)])
        #expect(journey.points(.appOpened) == 10)
    }

    @Test("A unit viewed earns 5 once per unit per day")
    func unitViewedOncePerUnitPerDay() {
        let journey = F.journey([
            F.unit(.unitViewed, "t", "1", 0, 9), F.unit(.unitViewed, "t", "1", 0, 10),
            F.unit(.unitViewed, "t", "1", 1, 2),  // 02:00 Tuesday is still Monday
            F.unit(.unitViewed, "t", "2", 0, 11), F.unit(.unitViewed, "t", "1", 1, 9),
        ])
        #expect(journey.awards(.unitViewed).map(\.subject) == ["t/1", "t/2", "t/1"])
        #expect(journey.awards(.unitViewed).map(\.at) == [F.at(0, 9), F.at(0, 11), F.at(1, 9)])
        #expect(journey.points(.unitViewed) == 15)
    }

    @Test("A unit read earns 10 once ever per unit")
    func unitReadOnceEver() {
        let journey = F.journey([
            F.unit(.unitRead, "t", "1", 0), F.unit(.unitRead, "t", "1", 0, 10), F.unit(.unitRead, "t", "1", 5),
            F.unit(.unitRead, "t", "2", 6),
        ])
        #expect(journey.awards(.unitRead).map(\.subject) == ["t/1", "t/2"])
        #expect(journey.points(.unitRead) == 20)
    }

    @Test("An explanation earns 5 once per unit, even on another day")
    func explanationOncePerUnit() {
        let journey = F.journey([
            F.unit(.explanationViewed, "t", "1", 0), F.unit(.explanationViewed, "t", "1", 0, 10),
            F.unit(.explanationViewed, "t", "1", 3), F.unit(.explanationViewed, "t", "3", 3, 10),
        ])
        #expect(journey.awards(.explanationViewed).map(\.subject) == ["t/1", "t/3"])
        #expect(journey.points(.explanationViewed) == 10)
    }

    @Test("A right answer earns 15, a wrong one nothing, and a second answer on the same day is ignored")
    func challengeAnswers() {
        let monday = F.day(0).description
        let tuesday = F.day(1).description
        let wednesday = F.day(2).description
        let journey = F.journey([
            JourneyFact(kind: .challengeAnswered, subject: monday, at: F.at(0, 9), detail: "wrong"),
            JourneyFact(kind: .challengeAnswered, subject: monday, at: F.at(0, 10), detail: "right"),
            JourneyFact(kind: .challengeAnswered, subject: tuesday, at: F.at(1, 9), detail: "right"),
            JourneyFact(kind: .challengeAnswered, subject: tuesday, at: F.at(1, 10), detail: "right"),
            JourneyFact(kind: .challengeAnswered, subject: wednesday, at: F.at(2, 9), detail: "wrong"),
        ])
        #expect(journey.awards(.challengeRight).map(\.subject) == [tuesday])
        #expect(journey.points(.challengeRight) == 15)
        #expect(journey.answeredChallenges == [monday: false, tuesday: true, wednesday: false])
    }

    @Test("A reflection earns 5 once per unit")
    func reflectionOncePerUnit() {
        let journey = F.journey([
            F.unit(.reflectionWritten, "t", "1", 0), F.unit(.reflectionWritten, "t", "1", 1),
            F.unit(.reflectionWritten, "t", "2", 1, 10),
        ])
        #expect(journey.awards(.reflectionWritten).map(\.subject) == ["t/1", "t/2"])
        #expect(journey.points(.reflectionWritten) == 10)
    }

    @Test("Deep study earns 3 a session up to 50 a day: the 17th session gives 2, the 18th nothing")
    func deepStudyCap() {
        // Given eighteen sessions on Monday, a minute apart, and one on Tuesday
        let monday = (0..<18).map { F.unit(.deepStudy, "t", "1", 0, 10, $0) }
        let journey = F.journey(monday + [F.unit(.deepStudy, "t", "2", 1, 10)])
        let points = journey.awards(.deepStudy).map(\.points)
        // Then Monday gets 16 × 3 + 2 = 50, and Tuesday starts again at 3
        #expect(points == Array(repeating: 3, count: 16) + [2, 3])
        #expect(journey.awards(.deepStudy)[16].at == F.at(0, 10, 16))
        #expect(journey.points(.deepStudy) == 53)
    }

    @Test("The cap counts the person's day: sessions after midnight but before 04:00 share the evening's cap")
    func deepStudyCapByPersonDay() {
        let evening = (0..<17).map { F.unit(.deepStudy, "t", "1", 0, 22, $0) }
        let lateNight = F.unit(.deepStudy, "t", "1", 1, 1)
        let journey = F.journey(evening + [lateNight])
        #expect(journey.points(.deepStudy) == 50)
    }

    @Test("Reading the last unit of a text earns 100 for its completion, once")
    func textCompletion() {
        // Given units read out of order, one of them twice
        let facts = [
            F.unit(.unitRead, "t", "3", 0, 9), F.unit(.unitRead, "t", "3", 0, 10), F.unit(.unitRead, "t", "1", 1, 9),
            F.unit(.unitViewed, "t", "2", 1, 10),
        ]
        // Then nothing is completed while a unit is unread, even when it was viewed
        #expect(F.journey(facts).awards(.textCompleted).isEmpty)
        // When the last unit is read, and read again later
        let journey = F.journey(facts + [F.unit(.unitRead, "t", "2", 2, 9), F.unit(.unitRead, "t", "2", 3, 9)])
        // Then the completion comes exactly with it
        let completions = journey.awards(.textCompleted)
        #expect(completions.map(\.at) == [F.at(2, 9)])
        #expect(completions.map(\.points) == [100])
        #expect(completions.map(\.subject) == ["t"])
    }

    @Test(
        "Facts about units outside the texts earn nothing", arguments: JourneyFact.Kind.allCases.filter(\.isAboutUnit))
    func unknownUnits(kind: JourneyFact.Kind) {
        // Given a visit and facts about a unit of an unknown text and an unknown unit of a known text
        let facts = [
            F.visit(0, 8),
            JourneyFact(kind: kind, subject: JourneyFact.unit("nope", "1"), at: F.at(0, 9)),
            JourneyFact(kind: kind, subject: JourneyFact.unit("t", "99"), at: F.at(0, 10)),
            JourneyFact(kind: kind, subject: "t", at: F.at(0, 11)),
        ]
        let journey = F.journey(facts)
        // Then only the visit and its streak bonus earn
        #expect(Set(journey.awards.map(\.reason)) == [.appOpened, .streakBonus])
        #expect(journey.points == 7)
    }

    @Test("Each active day earns twice the streak's length")
    func streakBonus() {
        // Given visits Monday to Wednesday, none Thursday, one Friday
        let journey = F.journey([F.visit(0), F.visit(1), F.visit(1, 18), F.visit(2), F.visit(4)])
        #expect(journey.awards(.streakBonus).map(\.points) == [2, 4, 6, 2])
        #expect(journey.awards(.streakBonus).map(\.at) == [F.at(0), F.at(1), F.at(2), F.at(4)])
        #expect(journey.points == 4 * 5 + 14)
    }

    @Test("Any fact makes its day active for the streak bonus")
    func streakBonusFromAnyFact() {
        let journey = F.journey([
            F.visit(0), JourneyFact(kind: .languageUsed, subject: "hi", at: F.at(1, 20)),
            JourneyFact(kind: .panchangChecked, at: F.at(2, 6)),
        ])
        #expect(journey.awards(.streakBonus).map(\.points) == [2, 4, 6])
        #expect(journey.awards(.streakBonus).map(\.at) == [F.at(0), F.at(1, 20), F.at(2, 6)])
    }

    @Test("Festival stories, languages, paths and panchang checks earn no points of their own")
    func countedOnly() {
        let journey = F.journey([
            JourneyFact(kind: .festivalStoryRead, subject: "diwali", at: F.at(0, 9)),
            JourneyFact(kind: .languageUsed, subject: "ta", at: F.at(0, 10)),
            JourneyFact(kind: .pathExplored, subject: "shaiva", at: F.at(0, 11)),
            JourneyFact(kind: .panchangChecked, at: F.at(0, 12)),
        ])
        #expect(journey.awards.map(\.reason) == [.streakBonus])
        #expect(journey.points == 2)
    }
}

extension JourneyFact.Kind {
    /// Whether facts of this kind name a unit of a text.
    var isAboutUnit: Bool {
        [.unitViewed, .unitRead, .explanationViewed, .deepStudy, .reflectionWritten].contains(self)
    }
}
