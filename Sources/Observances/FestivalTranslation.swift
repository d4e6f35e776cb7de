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
    public let ruleText: String
    public let description: String
    public let story: String
    public let didYouKnow: String
    /// The rule of each variant in plain words, by variant key.
    public let variants: [String: String]?
    /// The food guidance's words, for a festival that has food guidance.
    public let food: String?

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
    /// The languages whose prose ships beside `festivals.json`, as `festivals.<code>.json`.
    public static let translatedLanguages = ["hi", "ta"]

    /// Each shipped language's prose, by language code and festival id.
    static func bundledTranslations() throws(ObservancesError) -> [String: [String: FestivalTranslation]] {
        var tables: [String: [String: FestivalTranslation]] = [:]
        for language in translatedLanguages {
            guard
                let url = Bundle.module.url(
                    forResource: "festivals.\(language)", withExtension: "json", subdirectory: "Festivals")
            else { throw .catalog("festivals.\(language).json is missing from the bundle") }
            do {
                tables[language] = try JSONDecoder().decode(
                    [String: FestivalTranslation].self, from: Data(contentsOf: url))
            } catch {
                throw .catalog("festivals.\(language).json: \(error)")
            }
        }
        return tables
    }

    /// The festivals with each language's prose attached. A festival a language leaves out keeps
    /// its English text there; an id that names no festival is refused, so a renamed festival
    /// cannot silently lose its translations.
    static func attaching(
        _ tables: [String: [String: FestivalTranslation]], to festivals: [Festival]
    ) throws(ObservancesError) -> [Festival] {
        let ids = Set(festivals.map(\.id))
        for (language, table) in tables {
            if let stray = table.keys.sorted().first(where: { !ids.contains($0) }) {
                throw .catalog("festivals.\(language).json has \(stray), which is not in the catalog")
            }
        }
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
