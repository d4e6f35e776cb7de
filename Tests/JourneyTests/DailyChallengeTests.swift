import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

private let tithis = [
    "Pratipada", "Dwitiya", "Tritiya", "Chaturthi", "Panchami", "Shashthi", "Saptami", "Ashtami", "Navami", "Dashami",
    "Ekadashi", "Dwadashi", "Trayodashi", "Chaturdashi", "Purnima",
]

private func material(
    panchang: Bool = true, festivals: Int = 6, words: Int = 6, mantras: [Mantra] = Mantra.catalogue
) -> ChallengeMaterial {
    ChallengeMaterial(
        panchang: panchang ? [.init(aspect: "tithi", place: "Chennai", answer: "Ekadashi", names: tithis)] : [],
        festivals: (0..<festivals).map {
            .init(name: "Festival \($0)", description: "About \($0)", didYouKnow: "Fact \($0)")
        },
        words: (0..<words).map { .init(text: "gita", ref: "2.\($0)", word: "word\($0)", meaning: "meaning \($0)") },
        mantras: mantras)
}

/// The right answer each kind of challenge names in its explanation.
private func rightAnswer(_ challenge: DailyChallenge) -> String? { challenge.explanationValues["answer"] }

@Suite("The daily challenge (seed §7.6)")
struct DailyChallengeTests {
    @Test("The same day and material give the same challenge")
    func sameForEveryone() throws {
        for offset in 0..<12 {
            let first = try #require(DailyChallenge.of(F.day(offset), from: material()))
            let second = try #require(DailyChallenge.of(F.day(offset), from: material()))
            #expect(first == second)
            #expect(first.day == F.day(offset))
        }
    }

    @Test("With all material present the four kinds take turns over four consecutive days")
    func kindsRotate() throws {
        for start in 0..<8 {
            let kinds = try (0..<4).map { try #require(DailyChallenge.of(F.day(start + $0), from: material())).kind }
            #expect(Set(kinds) == Set(DailyChallenge.Kind.allCases), "from day \(start)")
            let fifth = try #require(DailyChallenge.of(F.day(start + 4), from: material()))
            #expect(fifth.kind == kinds[0])
        }
    }

    @Test("Different days ask different questions")
    func daysDiffer() throws {
        let challenges = try (0..<28).map { try #require(DailyChallenge.of(F.day($0), from: material())) }
        let prompts = Set(challenges.map { "\($0.kind)|\($0.promptValues)|\($0.options)" })
        #expect(prompts.count > 20)
    }

    @Test("A kind without its material is passed over for the next")
    func missingMaterialSkipped() throws {
        // Given no panchang, too few festivals (3) and words with only three meanings in all
        let thin = material(panchang: false, festivals: 3, words: 3)
        for offset in 0..<8 {
            let challenge = try #require(DailyChallenge.of(F.day(offset), from: thin))
            #expect(challenge.kind == .mantraMatch)
        }
        // And without panchang, the day whose turn it was goes to the next kind
        let full = try (0..<4).map { try #require(DailyChallenge.of(F.day($0), from: material())) }
        let panchangDay = try #require(full.firstIndex { $0.kind == .panchangExplorer })
        let instead = try #require(DailyChallenge.of(F.day(panchangDay), from: material(panchang: false)))
        #expect(instead.kind == .festivalKnowledge)
    }

    @Test("With no material at all there is no challenge")
    func noMaterial() {
        let none = ChallengeMaterial(panchang: [], festivals: [], words: [], mantras: [])
        #expect(DailyChallenge.of(F.day(0), from: none) == nil)
        #expect(
            DailyChallenge.of(F.day(0), from: material(panchang: false, festivals: 0, words: 0, mantras: [])) == nil)
    }

    @Test("Each challenge offers four different options, the right one at its answer")
    func fourOptions() throws {
        for offset in 0..<60 {
            let challenge = try #require(DailyChallenge.of(F.day(offset), from: material()))
            #expect(challenge.options.count == 4)
            #expect(Set(challenge.options).count == 4)
            #expect((0..<4).contains(challenge.answer))
            #expect(challenge.options[challenge.answer] == rightAnswer(challenge))
        }
    }

    @Test("The answer's position varies from day to day")
    func answerPositionVaries() throws {
        let positions = try (0..<40).map { try #require(DailyChallenge.of(F.day($0), from: material())).answer }
        #expect(Set(positions).count == 4)
    }

    @Test("Each kind asks about its own material")
    func promptsMatchMaterial() throws {
        for offset in 0..<8 {
            let c = try #require(DailyChallenge.of(F.day(offset), from: material()))
            switch c.kind {
            case .panchangExplorer:
                #expect(c.promptKey == "journey.challenge.panchang.tithi")
                #expect(c.promptValues["place"] == "Chennai")
                #expect(c.options[c.answer] == "Ekadashi")
                #expect(c.options.allSatisfy(tithis.contains))
            case .festivalKnowledge:
                let index = try #require(c.options[c.answer].split(separator: " ").last)
                #expect(c.promptValues["description"] == "About \(index)")
                #expect(c.explanationValues["fact"] == "Fact \(index)")
            case .verseReflection:
                let index = try #require(c.options[c.answer].split(separator: " ").last)
                #expect(c.promptValues["word"] == "word\(index)")
                #expect(c.promptValues["ref"] == "2.\(index)")
            case .mantraMatch:
                let mantra = try #require(Mantra.catalogue.first { $0.text == c.promptValues["mantra"] })
                #expect(c.options[c.answer] == mantra.meaning)
                #expect(c.explanationValues["tradition"] == mantra.tradition)
            }
        }
    }

    @Test("Repeated meanings in the pool never make two equal options")
    func duplicatePool() throws {
        let doubled = Mantra.catalogue.prefix(4) + Mantra.catalogue.prefix(4)
        let m = material(panchang: false, festivals: 0, words: 0, mantras: Array(doubled))
        for offset in 0..<12 {
            let challenge = try #require(DailyChallenge.of(F.day(offset), from: m))
            #expect(Set(challenge.options).count == 4)
        }
    }

    @Test("Answering records a right or wrong challenge fact for the day")
    func answerFact() throws {
        let challenge = try #require(DailyChallenge.of(F.day(0), from: material()))
        let right = try challenge.answerFact(choice: challenge.answer, at: F.at(0, 9), zone: "Asia/Kolkata")
        #expect(right.kind == .challengeAnswered)
        #expect(right.subject == "2026-03-02")
        #expect(right.detail == "right")
        #expect(right.isRight)
        #expect(right.zone == "Asia/Kolkata")
        #expect(right.at == F.at(0, 9))
        let wrong = try challenge.answerFact(choice: (challenge.answer + 1) % 4, at: F.at(0, 9), zone: nil)
        #expect(wrong.detail == "wrong")
        #expect(!wrong.isRight)
    }

    @Test("A choice outside the four options is refused, numbered from one", arguments: [-1, 4, 99])
    func noSuchOption(choice: Int) throws {
        let challenge = try #require(DailyChallenge.of(F.day(0), from: material()))
        #expect(throws: JourneyError.noSuchOption(choice + 1)) {
            try challenge.answerFact(choice: choice, at: F.at(0), zone: nil)
        }
    }

    @Test("A right answer earns 15 in the Journey; the day's second answer changes nothing")
    func answerInJourney() throws {
        let challenge = try #require(DailyChallenge.of(F.day(0), from: material()))
        let right = try challenge.answerFact(choice: challenge.answer, at: F.at(0, 9), zone: nil)
        let wrong = try challenge.answerFact(choice: (challenge.answer + 1) % 4, at: F.at(0, 10), zone: nil)
        let rightFirst = F.journey([right, wrong])
        #expect(rightFirst.points(.challengeRight) == 15)
        #expect(rightFirst.answeredChallenges == ["2026-03-02": true])
        let wrongFirst = F.journey([
            try challenge.answerFact(choice: (challenge.answer + 1) % 4, at: F.at(0, 9), zone: nil),
            try challenge.answerFact(choice: challenge.answer, at: F.at(0, 10), zone: nil),
        ])
        #expect(wrongFirst.points(.challengeRight) == 0)
        #expect(wrongFirst.answeredChallenges == ["2026-03-02": false])
    }
}
