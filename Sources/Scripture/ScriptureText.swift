import Transliteration

/// A text as data: its sections of units, what it is, and the source of every layer.
public struct ScriptureText: Sendable, Identifiable {
    public let id: String
    public let title: String
    public let titleOriginal: String?
    /// The customary title in each language (`hi`, `ta`, `hi-Latn`…), as readers of that language name it.
    public let titles: [String: String]
    /// The seed's theme tag ("Philosophy", "Devotional Hymn").
    public let theme: String
    /// Which reader lays it out.
    public let form: TextForm
    public let unitNoun: Noun
    public let sectionNoun: Noun
    /// The script `original` is written in; nil when only retellings ship.
    public let originalScript: Script?
    public let originalLanguage: String
    public let summary: String
    public let coverage: Coverage
    public let sections: [ScriptureSection]
    /// Layer → source id for the whole text; a unit may override it.
    let layerSources: [Layer: String]
    let sources: [String: ScriptureSource]
    /// Every unit in reading order, and where each ref sits in it.
    public let units: [ScriptureUnit]
    let positions: [String: Int]
    let sectionOfPosition: [Int]
    /// The summary and coverage note per language (`Texts/_about`), by language code lowercased.
    var abouts: [String: TextAbout] = [:]

    /// The title as readers of `language` (a code such as `ta` or `hi-Latn`, in any case) name the
    /// text; the English title when the language has none.
    public func title(in language: String) -> String {
        Self.value(in: titles, for: language) ?? title
    }

    /// The entry of `table` for `language`, its code compared without case (BCP 47 tags are
    /// case-insensitive: the data writes `hi-Latn`, a `Language` keeps `hi-latn`).
    static func value(in table: [String: String]?, for language: String) -> String? {
        guard let table else { return nil }
        if let exact = table[language] { return exact }
        let wanted = language.lowercased()
        return table.first { $0.key.lowercased() == wanted }?.value
    }

    init(meta: TextMeta, sections: [ScriptureSection]) throws(ScriptureError) {
        id = meta.id
        title = meta.title
        titleOriginal = meta.titleOriginal
        titles = meta.titles ?? [:]
        theme = meta.theme
        form = meta.form
        unitNoun = meta.unit
        sectionNoun = meta.section
        originalScript = meta.originalScript == "none" ? nil : Script(rawValue: meta.originalScript)
        originalLanguage = meta.originalLanguage
        summary = meta.summary
        coverage = meta.coverage
        self.sections = sections
        sources = meta.sources
        var layers: [Layer: String] = [:]
        for (key, value) in meta.layers {
            guard let layer = Layer(rawValue: key) else {
                throw .badData(file: "\(meta.id)/meta.json", reason: "unknown layer “\(key)”")
            }
            layers[layer] = value
        }
        layerSources = layers
        units = sections.flatMap(\.units)
        var positions: [String: Int] = [:]
        var sectionOf: [Int] = []
        for (s, section) in sections.enumerated() {
            for unit in section.units {
                guard positions[unit.ref] == nil else {
                    throw .badData(file: "\(meta.id)", reason: "the ref “\(unit.ref)” is used twice")
                }
                positions[unit.ref] = sectionOf.count
                sectionOf.append(s)
            }
        }
        self.positions = positions
        sectionOfPosition = sectionOf
        if meta.originalScript != "none", originalScript == nil {
            throw .badData(file: "\(meta.id)/meta.json", reason: "unknown script “\(meta.originalScript)”")
        }
    }

    /// Whether the original is Hindi or Awadhi, read aloud with its final short vowels silent
    /// ("jai hanuman gyan gun sagar"), unlike Sanskrit.
    public var isSpokenHindi: Bool {
        let language = originalLanguage.lowercased()
        return language.hasPrefix("awadhi") || language.hasPrefix("hindi") || language.hasPrefix("braj")
    }

    /// The unit cited as `ref`.
    public func unit(_ ref: String) throws(ScriptureError) -> ScriptureUnit {
        guard let position = positions[ref] else { throw .unknownUnit(text: id, ref: ref) }
        return units[position]
    }

    /// Where `ref` sits in reading order (0-based), nil if the text has no such unit.
    public func position(of ref: String) -> Int? { positions[ref] }

    /// The section holding `ref`.
    public func section(of ref: String) throws(ScriptureError) -> ScriptureSection {
        guard let position = positions[ref] else { throw .unknownUnit(text: id, ref: ref) }
        return sections[sectionOfPosition[position]]
    }

    /// The section numbered `number`.
    public func section(number: Int) throws(ScriptureError) -> ScriptureSection {
        guard let section = sections.first(where: { $0.number == number }) else {
            throw .unknownSection(text: id, number: number)
        }
        return section
    }

    /// The unit before and after `ref` in reading order.
    public func neighbours(of ref: String) -> (previous: ScriptureUnit?, next: ScriptureUnit?) {
        guard let p = positions[ref] else { return (nil, nil) }
        return (p > 0 ? units[p - 1] : nil, p + 1 < units.count ? units[p + 1] : nil)
    }

    /// The source of `layer` in `unit`: the unit's own if it names one, else the text's.
    public func source(of layer: Layer, in unit: ScriptureUnit) -> ScriptureSource? {
        guard let id = unit.sourceOverride(for: layer) ?? layerSources[layer] else { return nil }
        return sources[id]
    }

    /// The id of the source of `layer` in `unit`: the unit's own if it names one, else the text's.
    public func sourceID(of layer: Layer, in unit: ScriptureUnit) -> String? {
        unit.sourceOverride(for: layer) ?? layerSources[layer]
    }

    /// Whether this text's own layers are retold (a retelling layer) rather than rendered.
    public var isRetold: Bool { layerSources[.retelling] != nil }

    /// True when `layer` of `unit` was written by this project (labelled "Sadhana's rendering").
    public func isOwnRendering(_ layer: Layer, in unit: ScriptureUnit) -> Bool {
        (unit.sourceOverride(for: layer) ?? layerSources[layer]) == ScriptureSource.sadhanaID
    }

    /// Every source the text uses, by layer, for its credits, with the source's id (`sadhana` for
    /// what this project wrote, `sadhana-keyed` for an original it keyed), so a page can name it in
    /// the reader's language.
    public var credits: [(layer: Layer, id: String, source: ScriptureSource)] {
        var seen: Set<String> = []
        var result: [(Layer, String, ScriptureSource)] = []
        var ids: [(Layer, String)] = Layer.allCases.compactMap { l in layerSources[l].map { (l, $0) } }
        for unit in units {
            for layer in unit.layers { if let id = unit.sourceOverride(for: layer) { ids.append((layer, id)) } }
        }
        for (layer, id) in ids where !seen.contains("\(layer.rawValue)/\(id)") {
            seen.insert("\(layer.rawValue)/\(id)")
            if let source = sources[id] { result.append((layer, id, source)) }
        }
        return result
    }
}

/// A chapter, kanda, skandha or part of a text.
public struct ScriptureSection: Sendable, Hashable, Codable {
    public let number: Int
    public let title: String
    public let titleOriginal: String?
    /// The title in each language that has its own (`hi`, `hi-Latn`…), for a section whose title is
    /// not a traditional one that `titleOriginal` could show in the reader's script.
    public let titles: [String: String]?
    public let units: [ScriptureUnit]

    /// The title as readers of `language` name the section, nil when the language has none.
    public func title(in language: String) -> String? { ScriptureText.value(in: titles, for: language) }
}

/// Which reader lays a text out.
public enum TextForm: String, Sendable, Codable {
    case gita, chalisa, japji, generic
}

/// A unit or section name in English: "verse" / "verses".
public struct Noun: Sendable, Hashable, Codable {
    public let singular: String
    public let plural: String

    /// "1 verse", "700 verses".
    public func counted(_ n: Int) -> String { "\(n) \(n == 1 ? singular : plural)" }
}

/// How much of a text ships, and why not all of it.
public struct Coverage: Sendable, Hashable, Codable {
    public let shipped: Int
    public let total: Int
    public let note: String?

    public var isComplete: Bool { shipped >= total }
}

/// meta.json as stored.
struct TextMeta: Decodable {
    let id: String
    let title: String
    let titleOriginal: String?
    let titles: [String: String]?
    let theme: String
    let form: TextForm
    let unit: Noun
    let section: Noun
    let originalScript: String
    let originalLanguage: String
    let summary: String
    let coverage: Coverage
    let layers: [String: String]
    let sources: [String: ScriptureSource]
    let sections: [String]
}
