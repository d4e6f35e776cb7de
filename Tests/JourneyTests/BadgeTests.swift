import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

/// A badge earned by counting distinct things, with the fact for the `i`-th thing on day `i`.
struct CountedBadge: Sendable, CustomTestStringConvertible {
    let id: String
    let goal: Int
    let fact: @Sendable (Int) -> JourneyFact

    var testDescription: String { id }

    static func paths(_ goal: Int) -> Self {
        Self(id: "paths-\(goal)", goal: goal) { JourneyFact(kind: .pathExplored, subject: "path\($0)", at: F.at($0)) }
    }
    static func stories(_ goal: Int) -> Self {
        Self(id: "stories-\(goal)", goal: goal) {
            JourneyFact(kind: .festivalStoryRead, subject: "festival\($0)", at: F.at($0))
        }
    }
    static func languages(_ goal: Int) -> Self {
        Self(id: "languages-\(goal)", goal: goal) { JourneyFact(kind: .languageUsed, subject: "l\($0)", at: F.at($0)) }
    }
    static func panchang(_ goal: Int) -> Self {
        Self(id: "panchang-\(goal)", goal: goal) { JourneyFact(kind: .panchangChecked, at: F.at($0)) }
    }
    static func challenges(_ goal: Int) -> Self {
        Self(id: "challenges-\(goal)", goal: goal) {
            JourneyFact(
                kind: .challengeAnswered, subject: F.day($0).description, at: F.at($0),
                detail: $0.isMultiple(of: 2) ? "right" : "wrong")
        }
    }
    static func explanations(_ goal: Int) -> Self {
        Self(id: "explanations-\(goal)", goal: goal) { F.unit(.explanationViewed, "big", "\($0 + 1)", $0) }
    }
    static func reflections(_ goal: Int) -> Self {
        Self(id: "reflections-\(goal)", goal: goal) { F.unit(.reflectionWritten, "big", "\($0 + 1)", $0) }
    }
    /// Sessions on one and the same unit: each session counts.
    static func deepStudy(_ goal: Int) -> Self {
        Self(id: "deep-study-\(goal)", goal: goal) { F.unit(.deepStudy, "big", "1", $0) }
    }

    static let all: [Self] = [
        paths(2), paths(5), stories(5), stories(20), languages(3), languages(6), panchang(7), panchang(30),
        panchang(100), challenges(7), challenges(30), explanations(10), explanations(100), reflections(5),
        reflections(25), deepStudy(7), deepStudy(30),
    ]
}

@Suite("Badges (seed §7.3)")
struct BadgeTests {
    @Test("The catalogue has 4 streak, one per text and 17 other badges in 8 categories")
    func catalogueShape() {
        #expect(Badge.catalogue(texts: []).count == 21)
        #expect(Badge.catalogue(texts: ["a", "b"]).count == 23)
        // The seed says "26 total" but its own list sums to 36 with its 15 texts; we ship the list.
        let catalogue = Badge.catalogue(texts: F.fifteenIDs)
        #expect(catalogue.count == 36)
        #expect(Set(catalogue.map(\.id)).count == 36)
        #expect(Set(catalogue.map(\.category)) == Set(Badge.Category.allCases))
        #expect(Badge.Category.allCases.count == 8)
        let perCategory = Dictionary(grouping: catalogue, by: \.category).mapValues(\.count)
        #expect(
            perCategory == [
                .streak: 4, .textCompletion: 15, .explorer: 2, .festival: 2, .language: 2, .panchang: 3, .challenge: 2,
                .engagement: 6,
            ])
    }

    @Test("The catalogue lists the seed's goals in its order, texts in library order")
    func catalogueOrder() {
        let catalogue = Badge.catalogue(texts: ["gita", "chalisa"])
        #expect(
            catalogue.map(\.id) == [
                "streak-7", "streak-30", "streak-100", "streak-365", "text-gita", "text-chalisa", "paths-2", "paths-5",
                "stories-5", "stories-20", "languages-3", "languages-6", "panchang-7", "panchang-30", "panchang-100",
                "challenges-7", "challenges-30", "explanations-10", "explanations-100", "reflections-5",
                "reflections-25", "deep-study-7", "deep-study-30",
            ])
        #expect(
            catalogue.map(\.goal) == [
                7, 30, 100, 365, 1, 1, 2, 5, 5, 20, 3, 6, 7, 30, 100, 7, 30, 10, 100, 5, 25, 7, 30,
            ])
        #expect(catalogue[4].textID == "gita")
        #expect(catalogue[0].textID == nil)
    }

    @Test("Each badge counts its own measure")
    func measures() {
        let measures = Dictionary(uniqueKeysWithValues: Badge.catalogue(texts: ["gita"]).map { ($0.id, $0.measure) })
        #expect(measures["streak-30"] == .bestStreak)
        #expect(measures["text-gita"] == .textCompleted)
        #expect(measures["paths-2"] == .pathsExplored)
        #expect(measures["stories-5"] == .storiesRead)
        #expect(measures["languages-6"] == .languagesUsed)
        #expect(measures["panchang-100"] == .panchangDays)
        #expect(measures["challenges-7"] == .challengesAnswered)
        #expect(measures["explanations-100"] == .explanationsViewed)
        #expect(measures["reflections-5"] == .reflectionsWritten)
        #expect(measures["deep-study-30"] == .deepStudySessions)
    }

    @Test("A Journey lists every badge of the catalogue, in order, all locked at first")
    func journeyListsAll() {
        let journey = Journey(facts: [], texts: F.fifteen, reckoning: F.reckoning, now: F.at(0))
        #expect(journey.badges.map(\.badge) == Badge.catalogue(texts: F.fifteenIDs))
        #expect(journey.badges.allSatisfy { !$0.isEarned && $0.progress == 0 })
    }

    @Test("A counted badge is earned at the instant of the fact that reaches its goal", arguments: CountedBadge.all)
    func countedEarned(badge: CountedBadge) throws {
        let facts = (0..<badge.goal).map(badge.fact)
        let status = try #require(F.journey(facts, texts: F.big).badge(badge.id))
        #expect(status.earnedAt == facts.last?.at)
        #expect(status.isEarned)
        #expect(status.progress == badge.goal)
        #expect(status.target == badge.goal)
    }

    @Test("A counted badge one short of its goal is locked, with its progress", arguments: CountedBadge.all)
    func countedLocked(badge: CountedBadge) throws {
        let facts = (0..<(badge.goal - 1)).map(badge.fact)
        let status = try #require(F.journey(facts, texts: F.big).badge(badge.id))
        #expect(status.earnedAt == nil)
        #expect(!status.isEarned)
        #expect(status.progress == badge.goal - 1)
        #expect(status.target == badge.goal)
    }

    @Test(
        "A counted badge's progress stops at its goal and later facts keep the first instant",
        arguments: CountedBadge.all)
    func countedBeyondGoal(badge: CountedBadge) throws {
        let facts = (0..<(badge.goal + 3)).map(badge.fact)
        let status = try #require(F.journey(facts, texts: F.big).badge(badge.id))
        #expect(status.earnedAt == facts[badge.goal - 1].at)
        #expect(status.progress == badge.goal)
    }

    @Test("A streak badge is earned on the day the run reaches its length", arguments: [7, 30, 100, 365])
    func streakEarned(goal: Int) throws {
        let facts = (0..<goal).map { F.visit($0, 7 + $0 % 12) }
        let journey = F.journey(facts)
        let status = try #require(journey.badge("streak-\(goal)"))
        #expect(status.earnedAt == facts.last?.at)
        #expect(status.progress == goal)
        #expect(status.target == goal)
        #expect(journey.streak.best == goal)
    }

    @Test("A streak badge one day short is locked with the best run as progress", arguments: [7, 30, 100, 365])
    func streakLocked(goal: Int) throws {
        let facts = (0..<(goal - 1)).map { F.visit($0) }
        let status = try #require(F.journey(facts).badge("streak-\(goal)"))
        #expect(status.earnedAt == nil)
        #expect(status.progress == goal - 1)
        #expect(status.target == goal)
    }

    @Test("A streak badge needs an unbroken run: a gap restarts the count")
    func streakBadgeNeedsUnbrokenRun() throws {
        // Given six days, a missed day, then seven days
        let facts = (0..<6).map { F.visit($0) } + (7..<14).map { F.visit($0, 20) }
        let journey = F.journey(facts)
        let status = try #require(journey.badge("streak-7"))
        #expect(status.earnedAt == F.at(13, 20))
        #expect(try #require(journey.badge("streak-30")).progress == 7)
        // And six days, a gap and six days earn nothing
        let short = F.journey((0..<6).map { F.visit($0) } + (7..<13).map { F.visit($0) })
        #expect(try #require(short.badge("streak-7")).isEarned == false)
        #expect(try #require(short.badge("streak-7")).progress == 6)
    }

    @Test("A text's badge is earned when its last unit is read", arguments: Fixture.fifteenIDs)
    func textEarned(id: String) throws {
        // Given the other texts half read and this one read in full on days 3 and 5
        let others = F.fifteenIDs.filter { $0 != id }.map { F.unit(.unitRead, $0, "1", 1) }
        let facts = others + [F.unit(.unitRead, id, "2", 3), F.unit(.unitRead, id, "1", 5)]
        let journey = F.journey(facts, texts: F.fifteen)
        let status = try #require(journey.badge("text-\(id)"))
        #expect(status.earnedAt == F.at(5))
        #expect(status.progress == 2)
        #expect(status.target == 2)
        #expect(
            journey.badges.filter { $0.badge.category == .textCompletion && $0.isEarned }.map(\.badge.id) == [
                "text-\(id)"
            ])
        #expect(journey.awards(.textCompleted).map(\.subject) == [id])
    }

    @Test("A text's badge one unit short is locked with the units read as progress")
    func textLocked() throws {
        let journey = F.journey([F.unit(.unitRead, "t", "1", 0), F.unit(.unitRead, "t", "3", 1)])
        let status = try #require(journey.badge("text-t"))
        #expect(status.earnedAt == nil)
        #expect(status.progress == 2)
        #expect(status.target == 3)
    }

    @Test("Two panchang checks on one person-day count once")
    func panchangDistinctDays() throws {
        // Given six days with two checks each (the second after midnight, before 04:00)
        let facts = (0..<6).flatMap {
            [
                JourneyFact(kind: .panchangChecked, at: F.at($0, 9)),
                JourneyFact(kind: .panchangChecked, at: F.at($0 + 1, 2)),
            ]
        }
        let journey = F.journey(facts)
        let status = try #require(journey.badge("panchang-7"))
        #expect(status.progress == 6)
        #expect(!status.isEarned)
        // When a seventh day's check comes
        let seventh = JourneyFact(kind: .panchangChecked, at: F.at(6, 10))
        #expect(try #require(F.journey(facts + [seventh]).badge("panchang-7")).earnedAt == seventh.at)
    }

    @Test("Repeats count once: the same path, story, language, unit explained, reflection or challenge day")
    func repeatsCountOnce() throws {
        let repeated: [(String, JourneyFact)] = [
            ("paths-2", JourneyFact(kind: .pathExplored, subject: "shaiva", at: F.at(0))),
            ("stories-5", JourneyFact(kind: .festivalStoryRead, subject: "diwali", at: F.at(0))),
            ("languages-3", JourneyFact(kind: .languageUsed, subject: "hi", at: F.at(0))),
            ("explanations-10", F.unit(.explanationViewed, "big", "7", 0)),
            ("reflections-5", F.unit(.reflectionWritten, "big", "7", 0)),
            (
                "challenges-7",
                JourneyFact(kind: .challengeAnswered, subject: F.day(0).description, at: F.at(0), detail: "right")
            ),
        ]
        for (id, fact) in repeated {
            let again = (1...8).map {
                JourneyFact(
                    kind: fact.kind, subject: fact.subject, at: fact.at.addingTimeInterval(Double($0) * 86_400),
                    zone: fact.zone, detail: fact.detail)
            }
            let status = try #require(F.journey([fact] + again, texts: F.big).badge(id))
            #expect(status.progress == 1, "\(id)")
            #expect(!status.isEarned, "\(id)")
        }
    }

    @Test("Explanations and reflections of units outside the texts do not count towards badges")
    func unknownUnitsDoNotCount() throws {
        let facts = (0..<10).flatMap {
            [F.unit(.explanationViewed, "nope", "\($0)", $0), F.unit(.reflectionWritten, "nope", "\($0)", $0, 10)]
        }
        let journey = F.journey(facts, texts: F.big)
        #expect(try #require(journey.badge("explanations-10")).progress == 0)
        #expect(try #require(journey.badge("reflections-5")).progress == 0)
    }

    @Test("badgesEarned counts the earned badges")
    func badgesEarnedCount() {
        let facts =
            (0..<7).map { F.visit($0) } + [
                JourneyFact(kind: .pathExplored, subject: "a", at: F.at(7)),
                JourneyFact(kind: .pathExplored, subject: "b", at: F.at(7, 10)),
            ]
        let journey = F.journey(facts)
        #expect(journey.badgesEarned == 2)
        #expect(Set(journey.badges.filter(\.isEarned).map(\.badge.id)) == ["streak-7", "paths-2"])
    }
}
