/// One unit of a text as readers cite it: a verse, doha, pauri, shloka, sutra, episode…
public struct ScriptureUnit: Sendable, Hashable, Codable {
    /// How readers cite it within its text: `2.47`, `chaupai-12`, `pauri-5`.
    public let ref: String
    public let kind: UnitKind
    /// A short English heading (episodes, discourses, shabads).
    public let title: String?
    /// The heading in each language that has its own (`hi`, `hi-Latn`…), for retold episodes.
    public let titles: [String: String]?
    /// Who speaks, in the original script ("श्रीभगवानुवाच").
    public let speaker: String?
    /// The text in its original script, lines separated by newlines; nil for retellings.
    public let original: String?
    public let translation: String?
    public let words: [WordMeaning]?
    public let explanation: String?
    /// The project's own retelling (episodes, discourses), paragraphs separated by blank lines.
    public let retelling: String?
    /// A licensed traditional commentary in the original script.
    public let commentary: String?
    let translationSource: String?
    let wordsSource: String?
    let explanationSource: String?
    let originalSource: String?
    let retellingSource: String?
    let commentarySource: String?

    public init(
        ref: String, kind: UnitKind, title: String? = nil, speaker: String? = nil, original: String? = nil,
        translation: String? = nil, words: [WordMeaning]? = nil, explanation: String? = nil,
        retelling: String? = nil, commentary: String? = nil
    ) {
        self.ref = ref
        self.kind = kind
        self.title = title
        titles = nil
        self.speaker = speaker
        self.original = original
        self.translation = translation
        self.words = words
        self.explanation = explanation
        self.retelling = retelling
        self.commentary = commentary
        translationSource = nil
        wordsSource = nil
        explanationSource = nil
        originalSource = nil
        retellingSource = nil
        commentarySource = nil
    }

    /// The heading as readers of `language` name it, nil when the language has none of its own.
    public func title(in language: String) -> String? { ScriptureText.value(in: titles, for: language) }

    /// The layers this unit carries, in reading order.
    public var layers: [Layer] {
        var layers: [Layer] = []
        if original != nil { layers.append(.original) }
        if translation != nil { layers.append(.translation) }
        if let words, !words.isEmpty { layers.append(.words) }
        if explanation != nil { layers.append(.explanation) }
        if retelling != nil { layers.append(.retelling) }
        if commentary != nil { layers.append(.commentary) }
        return layers
    }

    /// The source id this unit names for `layer`, if it overrides the text's.
    func sourceOverride(for layer: Layer) -> String? {
        switch layer {
        case .original: originalSource
        case .translation: translationSource
        case .words: wordsSource
        case .explanation: explanationSource
        case .retelling: retellingSource
        case .commentary: commentarySource
        }
    }
}

/// A word of the original with its meaning, for word-by-word study.
public struct WordMeaning: Sendable, Hashable, Codable {
    /// As written in the original script.
    public let word: String
    public let meaning: String

    public init(word: String, meaning: String) {
        self.word = word
        self.meaning = meaning
    }
}

/// What a unit is, as its tradition names it.
public enum UnitKind: String, Sendable, Hashable, Codable, CaseIterable {
    case verse, shloka, doha, chaupai, soratha, pauri, salok, mantra, anuvaka, sutra, shabad, ashtpadi, prayer
    case teaching, episode, discourse, chapter
}

/// A layer of a unit; each has its own source and licence.
public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
    case original, translation, words, explanation, retelling, commentary
}
