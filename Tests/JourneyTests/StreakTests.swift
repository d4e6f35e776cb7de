import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

@Suite("Streaks by the person's own day")
struct StreakTests {
    @Test("A late-night visit counts for the evening before, so the streak survives it")
    func lateNightVisit() throws {
        // Given Monday 20:00, then 01:30 in the night to Wednesday (still Tuesday), then Wednesday 20:00
        let facts = [F.visit(0, 20), F.visit(2, 1, 30), F.visit(2, 20)]
        let journey = F.journey(facts)
        #expect(journey.streak.current == 3)
        #expect(journey.daysActive == 3)
        // While a day starting at midnight sees Monday and Wednesday only
        let midnight = try DayReckoning(dayStartMinute: 0, zone: F.kolkata)
        let strict = Journey(facts: facts, texts: F.small, reckoning: midnight, now: F.at(2, 21))
        #expect(strict.streak.current == 1)
        #expect(strict.daysActive == 2)
    }

    @Test("A missed day breaks the current streak and keeps the best")
    func missedDay() {
        let journey = F.journey([0, 1, 2, 4, 5].map { F.visit($0) })
        #expect(journey.streak == Streak(current: 2, best: 3, isAwaitingToday: false))
        #expect(journey.daysActive == 5)
    }

    @Test("Long after the last visit the current streak is 0 and the best remains")
    func longGap() {
        let journey = F.journey((0..<10).map { F.visit($0) }, now: F.at(20))
        #expect(journey.streak == Streak(current: 0, best: 10, isAwaitingToday: false))
    }

    @Test("With yesterday active the streak lives until today ends, awaiting today's practice")
    func awaitingToday() {
        let facts = [F.visit(0), F.visit(1)]
        let sameDay = F.journey(facts, now: F.at(1, 22))
        #expect(sameDay.streak == Streak(current: 2, best: 2, isAwaitingToday: false))
        let nextEvening = F.journey(facts, now: F.at(2, 23, 59))
        #expect(nextEvening.streak == Streak(current: 2, best: 2, isAwaitingToday: true))
        let nextNight = F.journey(facts, now: F.at(3, 3, 59))
        #expect(nextNight.streak == Streak(current: 2, best: 2, isAwaitingToday: true))
        let dayAfter = F.journey(facts, now: F.at(3, 4))
        #expect(dayAfter.streak == Streak(current: 0, best: 2, isAwaitingToday: false))
    }

    @Test("Flying east over a night does not break the streak (Toronto Monday 22:00, Kolkata Wednesday 07:00)")
    func zoneChangeEast() {
        // Given Monday 22:00 in Toronto, then Wednesday 07:00 and 20:00 in Kolkata
        let facts = [
            JourneyFact(kind: .appOpened, at: F.at(0, 22, in: F.toronto), zone: "America/Toronto"),
            JourneyFact(kind: .appOpened, at: F.at(2, 7), zone: "Asia/Kolkata"),
            JourneyFact(kind: .unitViewed, subject: "t/1", at: F.at(2, 20), zone: "Asia/Kolkata"),
        ]
        let journey = F.journey(facts, now: F.at(2, 21))
        // Then Monday and Wednesday are two days of one run
        #expect(journey.daysActive == 2)
        #expect(journey.streak == Streak(current: 2, best: 2, isAwaitingToday: false))
        #expect(journey.awards(.streakBonus).map(\.points) == [2, 4])
        // And so it is when the reckoning still stands in Toronto, where Wednesday 07:00 in Kolkata is
        // Tuesday evening: the facts' own zones decide their days
        let fromToronto = Journey(
            facts: facts, texts: F.small, reckoning: try! DayReckoning(zone: F.toronto), now: F.at(2, 21))
        #expect(fromToronto.daysActive == 2)
        #expect(fromToronto.streak.current == 2)
    }

    @Test("Staying in one zone, the same two days are a broken run")
    func noZoneChangeBreaks() {
        let facts = [
            JourneyFact(kind: .appOpened, at: F.at(0, 22, in: F.toronto), zone: "America/Toronto"),
            JourneyFact(kind: .appOpened, at: F.at(2, 7, in: F.toronto), zone: "America/Toronto"),
        ]
        let reckoning = try! DayReckoning(zone: F.toronto)
        let journey = Journey(facts: facts, texts: F.small, reckoning: reckoning, now: F.at(2, 8, in: F.toronto))
        #expect(journey.streak == Streak(current: 1, best: 1, isAwaitingToday: false))
    }

    @Test("After flying east the streak is still alive before the new day's first visit")
    func aliveAfterFlightBeforeVisit() {
        let facts = [JourneyFact(kind: .appOpened, at: F.at(0, 22, in: F.toronto), zone: "America/Toronto")]
        let journey = F.journey(facts, now: F.at(2, 7))
        #expect(journey.streak == Streak(current: 1, best: 1, isAwaitingToday: true))
    }

    @Test("A fact without a zone takes the zone of the fact before it, not the reckoning's")
    func nilZoneInherits() {
        // Given a person whose reckoning is in Toronto, visiting in Kolkata on Wednesday evening and
        // again at Thursday 05:00 Kolkata time (still Wednesday 18:30 in Toronto) without a zone
        let reckoning = try! DayReckoning(zone: F.toronto)
        let wednesday = JourneyFact(kind: .appOpened, at: F.at(2, 20), zone: "Asia/Kolkata")
        let unzoned = JourneyFact(kind: .appOpened, at: F.at(3, 5))
        let journey = Journey(facts: [unzoned, wednesday], texts: F.small, reckoning: reckoning, now: F.at(3, 6))
        // Then the second visit falls on Thursday, as in Kolkata
        #expect(journey.daysActive == 2)
        #expect(journey.awards(.appOpened).count == 2)
        // While the same visit stamped with Toronto falls on Wednesday
        let stamped = JourneyFact(kind: .appOpened, at: F.at(3, 5), zone: "America/Toronto")
        let control = Journey(facts: [wednesday, stamped], texts: F.small, reckoning: reckoning, now: F.at(3, 6))
        #expect(control.daysActive == 1)
    }

    @Test("A first fact without a zone is read in the reckoning's zone")
    func firstNilZone() {
        // 05:00 Thursday in Kolkata is Wednesday 18:30 in Toronto
        let reckoning = try! DayReckoning(zone: F.toronto)
        let facts = [JourneyFact(kind: .appOpened, at: F.at(3, 5)), JourneyFact(kind: .appOpened, at: F.at(2, 20))]
        let journey = Journey(facts: facts, texts: F.small, reckoning: reckoning, now: F.at(3, 6))
        #expect(journey.daysActive == 1)
    }

    @Test("A practice day from another app counts for the day it names")
    func practiceDay() {
        // Given visits Monday and Wednesday, and Tuesday's japa recorded on Wednesday
        let japa = JourneyFact(kind: .practiceDay, subject: "japa", at: F.at(2, 10), detail: F.day(1).description)
        let journey = F.journey([F.visit(0), F.visit(2), japa])
        #expect(journey.daysActive == 3)
        #expect(journey.streak.current == 3)
        // And a practice day alone keeps a streak going
        let morning = JourneyFact(kind: .practiceDay, subject: "morning", at: F.at(1, 7), detail: F.day(1).description)
        #expect(F.journey([F.visit(0), morning]).streak.current == 2)
    }

    @Test("A practice day with no readable day falls on the day of its instant")
    func practiceDayMalformed() {
        let odd = JourneyFact(kind: .practiceDay, subject: "japa", at: F.at(1, 2), detail: "Tuesday")
        let journey = F.journey([F.visit(0, 9), odd])
        #expect(journey.daysActive == 1)
    }

    @Test("Seven days in a row make an orange flame")
    func journeyTier() {
        #expect(F.journey((0..<6).map { F.visit($0) }).streak.tier == .plain)
        #expect(F.journey((0..<7).map { F.visit($0) }).streak.tier == .orange)
        #expect(F.journey((0..<7).map { F.visit($0) }, now: F.at(9)).streak.tier == .plain)
    }

    @Test(
        "The flame's tier: plain below 7, orange to 29, red to 99, purple from 100",
        arguments: [
            (0, Streak.Tier.plain), (6, .plain), (7, .orange), (29, .orange), (30, .red), (99, .red), (100, .purple),
            (365, .purple),
        ])
    func tiers(days: Int, tier: Streak.Tier) {
        #expect(Streak.Tier(days: days) == tier)
        #expect(Streak(current: days, best: days, isAwaitingToday: false).tier == tier)
    }
}
