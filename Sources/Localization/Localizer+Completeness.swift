/// Which languages translate an app's strings in full. An app offers only those: a page is never
/// half one language, and a language file that copies English text does not count as a translation.
extension Localizer {
    /// Whether `language` has every key of the `areas` (file names: `calendar`, `suite`…) that the
    /// fallback language has, each translated: different from the fallback's text, free of Latin
    /// letters outside `{placeholders}` (a pattern such as `{day} {month}`, a Sanskrit greeting), or
    /// listed in the language's `sameAsEnglish`.
    public func isComplete(_ language: Language, in areas: [String]) -> Bool {
        untranslatedKeys(of: language, in: areas).isEmpty
    }

    /// The keys of `areas` that `language` lacks or copies from the fallback language, sorted.
    public func untranslatedKeys(of language: Language, in areas: [String]) -> [String] {
        guard let reference = tables[fallback] else { return [] }
        if language == fallback { return [] }
        guard let table = tables[language] else {
            return areas.flatMap { reference.areas[$0] ?? [] }.sorted()
        }
        var missing: [String] = []
        for area in areas {
            for key in reference.areas[area] ?? [] {
                guard let own = table.texts(of: key) else {
                    missing.append(key)
                    continue
                }
                if table.sameAsEnglish.contains(key) { continue }
                let english = reference.texts(of: key) ?? [:]
                let copied = own.contains { category, text in
                    english[category] == text && Self.hasLatinWords(text)
                }
                if copied { missing.append(key) }
            }
        }
        return missing.sorted()
    }

    /// The languages complete in `areas`, the fallback first, then by code.
    public func languages(completeIn areas: [String]) -> [Language] {
        [fallback] + languages.filter { $0 != fallback && isComplete($0, in: areas) }
    }

    /// Whether the text has Latin letters outside its `{placeholders}`.
    static func hasLatinWords(_ text: String) -> Bool {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "{": depth += 1
            case "}": depth = max(0, depth - 1)
            default:
                if depth == 0, scalar.isASCII, scalar.properties.isAlphabetic { return true }
            }
        }
        return false
    }
}
