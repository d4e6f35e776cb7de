import CivilTime
import Foundation

/// The day's question (seed §7.6): the same for everyone on a day, four options, one right.
///
/// Prompts and explanations are given as a string key with named values, so each edge words them
/// in the person's language; options are display text chosen from the material given.
public struct DailyChallenge: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case panchangExplorer, festivalKnowledge, verseReflection, mantraMatch
    }

    public let day: CivilDate
    public let kind: Kind
    public let promptKey: String
    public let promptValues: [String: String]
    public let options: [String]
    public let answer: Int
    public let explanationKey: String
    public let explanationValues: [String: String]

    /// The fact that records `choice` as this challenge's answer.
    public func answerFact(choice: Int, at: Date, zone: String?) throws(JourneyError) -> JourneyFact {
        guard options.indices.contains(choice) else { throw .noSuchOption(choice + 1) }
        return JourneyFact(
            kind: .challengeAnswered, subject: day.description, at: at, zone: zone,
            detail: choice == answer ? "right" : "wrong")
    }
}

/// What the day's question can be made of; a kind whose material is missing is passed over.
public struct ChallengeMaterial: Sendable {
    /// Today's tithi or nakshatra at the person's place, with every name of its kind.
    public struct Panchang: Sendable {
        public let aspect: String
        public let place: String
        public let answer: String
        public let names: [String]
        public init(aspect: String, place: String, answer: String, names: [String]) {
            (self.aspect, self.place, self.answer, self.names) = (aspect, place, answer, names)
        }
    }
    /// A festival's name and a description that does not name it.
    public struct Festival: Sendable {
        public let name: String
        public let description: String
        public let didYouKnow: String
        public init(name: String, description: String, didYouKnow: String) {
            (self.name, self.description, self.didYouKnow) = (name, description, didYouKnow)
        }
    }
    /// A word of a verse with its meaning.
    public struct Word: Sendable {
        public let text: String
        public let ref: String
        public let word: String
        public let meaning: String
        public init(text: String, ref: String, word: String, meaning: String) {
            (self.text, self.ref, self.word, self.meaning) = (text, ref, word, meaning)
        }
    }

    public var panchang: [Panchang]
    public var festivals: [Festival]
    public var words: [Word]
    public var mantras: [Mantra]

    public init(
        panchang: [Panchang] = [], festivals: [Festival] = [], words: [Word] = [], mantras: [Mantra] = Mantra.catalogue
    ) {
        self.panchang = panchang
        self.festivals = festivals
        self.words = words
        self.mantras = mantras
    }
}

extension DailyChallenge {
    /// The challenge of `day`: the kinds take turns day by day; within a kind the day's number
    /// picks the subject and the distractors, so everyone gets the same question.
    public static func of(_ day: CivilDate, from material: ChallengeMaterial) -> DailyChallenge? {
        var random = DayRandom(seed: UInt64(bitPattern: Int64(day.julianDayNumber)))
        let kinds = Kind.allCases
        let first = ((day.julianDayNumber % kinds.count) + kinds.count) % kinds.count
        for step in 0..<kinds.count {
            let kind = kinds[(first + step) % kinds.count]
            if let challenge = make(kind, day, material, &random) { return challenge }
        }
        return nil
    }

    private static func make(_ kind: Kind, _ day: CivilDate, _ m: ChallengeMaterial, _ random: inout DayRandom)
        -> DailyChallenge?
    {
        switch kind {
        case .panchangExplorer:
            guard !m.panchang.isEmpty else { return nil }
            let p = m.panchang[random.below(m.panchang.count)]
            guard let (options, answer) = choices(p.answer, from: p.names, &random) else { return nil }
            return DailyChallenge(
                day: day, kind: kind, promptKey: "journey.challenge.panchang.\(p.aspect)",
                promptValues: ["place": p.place], options: options, answer: answer,
                explanationKey: "journey.challenge.panchang.\(p.aspect)_why",
                explanationValues: ["place": p.place, "answer": p.answer])
        case .festivalKnowledge:
            guard m.festivals.count >= 4 else { return nil }
            let f = m.festivals[random.below(m.festivals.count)]
            guard let (options, answer) = choices(f.name, from: m.festivals.map(\.name), &random) else { return nil }
            return DailyChallenge(
                day: day, kind: kind, promptKey: "journey.challenge.festival",
                promptValues: ["description": f.description], options: options, answer: answer,
                explanationKey: "journey.challenge.festival_why",
                explanationValues: ["answer": f.name, "fact": f.didYouKnow])
        case .verseReflection:
            guard !m.words.isEmpty else { return nil }
            let w = m.words[random.below(m.words.count)]
            guard let (options, answer) = choices(w.meaning, from: m.words.map(\.meaning), &random) else { return nil }
            return DailyChallenge(
                day: day, kind: kind, promptKey: "journey.challenge.verse",
                promptValues: ["word": w.word, "text": w.text, "ref": w.ref], options: options, answer: answer,
                explanationKey: "journey.challenge.verse_why",
                explanationValues: ["word": w.word, "answer": w.meaning, "text": w.text, "ref": w.ref])
        case .mantraMatch:
            guard m.mantras.count >= 4 else { return nil }
            let mantra = m.mantras[random.below(m.mantras.count)]
            guard let (options, answer) = choices(mantra.meaning, from: m.mantras.map(\.meaning), &random) else {
                return nil
            }
            return DailyChallenge(
                day: day, kind: kind, promptKey: "journey.challenge.mantra", promptValues: ["mantra": mantra.text],
                options: options, answer: answer, explanationKey: "journey.challenge.mantra_why",
                explanationValues: ["mantra": mantra.text, "answer": mantra.meaning, "tradition": mantra.tradition])
        }
    }

    /// The right answer and three different wrong ones from `pool`, shuffled; nil if the pool
    /// has fewer than three others.
    private static func choices(_ right: String, from pool: [String], _ random: inout DayRandom) -> ([String], Int)? {
        // The pool's other names, each once, in the pool's order (a set keeps this linear: the
        // verse pool holds every word meaning of the Sacred Texts).
        var seen: Set<String> = [right]
        var others: [String] = []
        for name in pool where seen.insert(name).inserted { others.append(name) }
        guard others.count >= 3 else { return nil }
        var picked: [String] = []
        while picked.count < 3 {
            let candidate = others.remove(at: random.below(others.count))
            picked.append(candidate)
        }
        let answer = random.below(4)
        picked.insert(right, at: answer)
        return (picked, answer)
    }
}

/// SplitMix64: a small fixed generator, so a day's question never depends on the platform.
struct DayRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
