import Foundation

/// The prose of a festival that is written out per language.
public enum FestivalText: String, Sendable, Hashable, CaseIterable, Codable {
    /// The default rule in plain words.
    case ruleText
    /// What the festival is.
    case description
    /// Its story.
    case story
    /// A "did you know" fact.
    case didYouKnow
}

/// One language's prose of one festival, as stored in `Festivals/festivals.<code>.json` (an object
/// keyed by festival id).
public struct FestivalTranslation: Sendable, Hashable, Codable {
    /// The festival's name in the language, for a language the catalog's `names` does not carry
    /// (English, Hindi, Tamil and Sanskrit live there).
    public let name: String?
    public let ruleText: String
    public let description: String
    public let story: String
    public let didYouKnow: String
    /// The rule of each variant in plain words, by variant key.
    public let variants: [String: String]?
    /// The food guidance's words, for a festival that has food guidance.
    public let food: String?
    /// The catalog's `notes`, in the same order.
    public let notes: [String]?
    /// The catalog's `yearNotes`, by year, in the same order.
    public let yearNotes: [String: [String]]?

    /// One of the four texts.
    public subscript(_ field: FestivalText) -> String {
        switch field {
        case .ruleText: ruleText
        case .description: description
        case .story: story
        case .didYouKnow: didYouKnow
        }
    }
}

extension Festival {
    /// The name in a language (`"te"`, `"hi"`…): the catalog's own for English, Hindi and Tamil,
    /// else the language's prose file's; English when the language has none.
    public func name(language: String) -> String {
        switch language {
        case "en": return names.en
        case "hi": return names.hi
        case "ta": return names.ta
        default:
            if let translated = translations?[language]?.name, !translated.isEmpty { return translated }
            return names.en
        }
    }

    /// The text in a language (`"hi"`, `"ta"`), or the English one when the language has none.
    public func text(_ field: FestivalText, language: String) -> String {
        if let translated = translations?[language]?[field], !translated.isEmpty { return translated }
        return switch field {
        case .ruleText: ruleText
        case .description: description
        case .story: story
        case .didYouKnow: didYouKnow
        }
    }

    /// The catalog's note `index` in a language; English when the language has none.
    public func note(_ index: Int, language: String) -> String? {
        guard let english = notes, english.indices.contains(index) else { return nil }
        if let translated = translations?[language]?.notes, translated.indices.contains(index),
            !translated[index].isEmpty
        {
            return translated[index]
        }
        return english[index]
    }

    /// The catalog's note `index` for `year` in a language; English when the language has none.
    public func yearNote(_ year: Int, _ index: Int, language: String) -> String? {
        guard let english = yearNotes?[String(year)], english.indices.contains(index) else { return nil }
        if let translated = translations?[language]?.yearNotes?[String(year)], translated.indices.contains(index),
            !translated[index].isEmpty
        {
            return translated[index]
        }
        return english[index]
    }

    /// The rule of a variant (the key an `Observance` carries) in plain words in a language; the
    /// default rule when the festival has no such variant; English when the language has none.
    public func ruleText(variant key: String?, language: String) -> String {
        guard let key, let variant = variants?.first(where: { $0.key == key }) else {
            return text(.ruleText, language: language)
        }
        if let translated = translations?[language]?.variants?[key], !translated.isEmpty { return translated }
        return variant.ruleText
    }

    /// The food guidance in plain words in a language; English when the language has none; nil
    /// when the festival has no food guidance.
    public func foodText(language: String) -> String? {
        guard let food else { return nil }
        if let translated = translations?[language]?.food, !translated.isEmpty { return translated }
        return food.text
    }
}

extension FestivalCatalog {
    /// An observance's name in a language (`"en"`, `"hi"`, `"ta"`): a festival's catalog name, or a
    /// monthly observance's name for that day (Saphala Ekadashi → सफला एकादशी); nil when neither has one.
    public func name(of o: Observance, language: String) -> String? {
        if let f = festival(o.id) {
            guard language == "en" || language == "hi" || language == "ta" || f.translations?[language]?.name != nil
            else { return nil }
            return f.name(language: language)
        }
        return MonthlyObservance.all.first { $0.id == o.id }?.name(o.name, language: language)
    }

    /// The languages whose prose ships beside `festivals.json`, as `festivals.<code>.json`.
    public static let translatedLanguages = [
        "hi", "ta", "hi-latn", "gu", "mr", "te", "kn", "ml", "bn", "pa", "or", "as",
    ]

    /// Each shipped language's prose, by language code and festival id.
    static func bundledTranslations() throws(ObservancesError) -> [String: [String: FestivalTranslation]] {
        try translationTables("festivals")
    }

    /// Each shipped language's table from `Festivals/<name>.<code>.json` (an object keyed by id), by
    /// language code; the festival prose and the monthly observances' words are both read so.
    static func translationTables<T: Decodable>(_ name: String) throws(ObservancesError) -> [String: [String: T]] {
        var tables: [String: [String: T]] = [:]
        for language in translatedLanguages {
            let file = "\(name).\(language).json"
            guard
                let url = Bundle.module.url(
                    forResource: "\(name).\(language)", withExtension: "json", subdirectory: "Festivals")
            else { throw .catalog("\(file) is missing from the bundle") }
            do {
                tables[language] = try JSONDecoder().decode([String: T].self, from: Data(contentsOf: url))
            } catch {
                throw .catalog("\(file): \(error)")
            }
        }
        return tables
    }

    /// Refuses a table that names an id outside `known`, so a renamed entry cannot silently lose
    /// its words: "<name>.<code>.json has <id>, <what>".
    static func refuseStrays<T>(
        in tables: [String: [String: T]], of name: String, known ids: Set<String>, what: String
    ) throws(ObservancesError) {
        for (language, table) in tables {
            if let stray = table.keys.sorted().first(where: { !ids.contains($0) }) {
                throw .catalog("\(name).\(language).json has \(stray), \(what)")
            }
        }
    }

    /// The festivals with each language's prose attached. A festival a language leaves out keeps
    /// its English text there; an id that names no festival is refused, so a renamed festival
    /// cannot silently lose its translations.
    static func attaching(
        _ tables: [String: [String: FestivalTranslation]], to festivals: [Festival]
    ) throws(ObservancesError) -> [Festival] {
        try refuseStrays(
            in: tables, of: "festivals", known: Set(festivals.map(\.id)), what: "which is not in the catalog")
        return festivals.map { festival in
            var festival = festival
            var translations: [String: FestivalTranslation] = [:]
            for (language, table) in tables {
                if let t = table[festival.id] { translations[language] = t }
            }
            festival.translations = translations.isEmpty ? nil : translations
            return festival
        }
    }
}
