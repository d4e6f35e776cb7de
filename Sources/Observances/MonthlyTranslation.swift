import Foundation

/// One language's words for a monthly observance, as stored in `Festivals/monthly.<code>.json` (an
/// object keyed by observance id).
public struct MonthlyTranslation: Sendable, Hashable, Codable {
    /// The rule in plain words.
    public let ruleText: String
    /// The food guidance's words, for an observance that has food guidance.
    public let food: String?
    /// The names of its particular days by their English name ("Saphala Ekadashi", "Soma
    /// Pradosham"), for an observance whose days have names of their own.
    public let names: [String: String]?
}

extension MonthlyObservance {
    /// Each shipped language's words, read once from the bundle. A file that cannot be read leaves
    /// English in place; `bundledTranslations()` says why, and the tests call it.
    static let translations: [String: [String: MonthlyTranslation]] = (try? bundledTranslations()) ?? [:]

    /// The rule in plain words in a language (`"hi"`, `"ta"`), or the English one when the language
    /// has none.
    public func ruleText(language: String) -> String {
        if let translated = Self.translations[language]?[id]?.ruleText, !translated.isEmpty { return translated }
        return ruleText
    }

    /// The food guidance in plain words in a language; English when the language has none; nil
    /// when the observance has no food guidance.
    public func foodText(language: String) -> String? {
        guard let food else { return nil }
        if let translated = Self.translations[language]?[id]?.food, !translated.isEmpty { return translated }
        return food.text
    }

    /// The name of one of its days in a language, from the English name an `Observance` carries
    /// ("Saphala Ekadashi" → "सफला एकादशी"); nil when the language has no name for that day.
    public func name(_ english: String, language: String) -> String? {
        guard let translated = Self.translations[language]?[id]?.names?[english], !translated.isEmpty else {
            return nil
        }
        return translated
    }

    /// Each shipped language's words (`FestivalCatalog.translatedLanguages`), by language code and
    /// observance id. An id that names no monthly observance is refused, so a renamed observance
    /// cannot silently lose its words.
    static func bundledTranslations() throws(ObservancesError) -> [String: [String: MonthlyTranslation]] {
        let tables: [String: [String: MonthlyTranslation]] = try FestivalCatalog.translationTables("monthly")
        try FestivalCatalog.refuseStrays(
            in: tables, of: "monthly", known: Set(all.map(\.id)), what: "which is not a monthly observance")
        return tables
    }
}
