import Scripture

/// Splits a section's units into pages that stay within the suite's page budget (pages under
/// 100 KB): the Gita's 78-verse chapter, Sukhmani's long ashtpadis and the Sahasranama's 107
/// shlokas each become a few pages; short sections stay whole.
enum SectionPages {
    /// About how many bytes of page one unit takes: its original twice (the original and its
    /// transliteration, UTF-8), its English layers and the card's markup.
    static func weight(_ unit: ScriptureUnit) -> Int {
        let original = unit.original?.utf8.count ?? 0
        let english = [unit.translation, unit.explanation, unit.retelling, unit.title].compactMap { $0?.utf8.count }
            .reduce(0, +)
        return original * 2 + english + 600
    }

    /// Consecutive runs of `units` of at most `budget` bytes each (a unit heavier than the budget is
    /// a page of its own).
    static func split(_ units: [ScriptureUnit], budget: Int = 60_000) -> [[ScriptureUnit]] {
        var pages: [[ScriptureUnit]] = []
        var current: [ScriptureUnit] = []
        var size = 0
        for unit in units {
            let w = weight(unit)
            if !current.isEmpty, size + w > budget {
                pages.append(current)
                current = []
                size = 0
            }
            current.append(unit)
            size += w
        }
        if !current.isEmpty { pages.append(current) }
        return pages.isEmpty ? [[]] : pages
    }
}

extension TextsPagesController {
    /// The link from a unit back to its place in the reader: its section, the page holding it, the card.
    static func sectionHref(_ text: ScriptureText, ref: String) -> String {
        guard let section = try? text.section(of: ref) else { return "/calendar/texts/\(text.id)" }
        let pages = SectionPages.split(section.units)
        let page = (pages.firstIndex { $0.contains { $0.ref == ref } } ?? 0) + 1
        return "/calendar/texts/\(text.id)?section=\(section.number)&page=\(page)#u-\(ref)"
    }
}
