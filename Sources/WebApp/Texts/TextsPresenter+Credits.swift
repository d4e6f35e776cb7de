import Localization
import Scripture

/// The sources and licences of a text as the reader's language says them.
///
/// In English a source shows as the data writes it. In another language the labels and fixed
/// phrases are the language's own: this project's layers are "Sadhana's rendering" (or retelling)
/// by its contributors with their usual note, a keyed original is "the traditional text, keyed by
/// Sadhana", a licence is named by its kind; a published source keeps its title as published (a
/// name, marked English), and the full English note (who made it, the licence's wording, how it was
/// checked) stays one click away in a disclosure that says it is English.
extension TextsPresenter {
    /// The generic notes of this project's own layers, which the strings say in every language; a
    /// note that says more is also shown in English.
    static let ownNotes: Set<String> = [
        "Written for this app; not a published translation.",
        "Retold for this app from the traditional story; not a translation of the text",
    ]

    /// The title of a source in the reader's language, and the `lang` it is written in ("" when it
    /// is the page's own language).
    func sourceTitle(_ text: ScriptureText, id: String, _ source: ScriptureSource) -> (title: String, lang: String) {
        if id == ScriptureSource.sadhanaID {
            if language == .english { return (source.title, "") }
            return (text.isRetold ? t("credits.ownRetelling") : t("ownRendering"), "")
        }
        if id == ScriptureSource.keyedID, language != .english { return (t("credits.keyed"), "") }
        return language == .english ? (source.title, "") : (Self.publishedName(source.title), "en")
    }

    /// A published source's name without the English description the data adds after it:
    /// "ShabadOS/database" for "ShabadOS/database, data/… (the Gurmukhi of each line)", "The
    /// Bhagavadgîtâ" for "The Bhagavadgîtâ, translated by …"; the whole title stays in the English note.
    static func publishedName(_ title: String) -> String {
        let cut = [", ", " ("].compactMap { title.range(of: $0)?.lowerBound }.min()
        return cut.map { String(title[..<$0]) } ?? title
    }

    /// The licence in the reader's language ("Public domain", "CC BY 4.0"), and its `lang`.
    func licence(_ source: ScriptureSource) -> (text: String, lang: String) {
        if language == .english { return (source.licence, "") }
        switch source.licenceKind {
        case .ccBy4: return ("CC\u{00A0}BY\u{00A0}4.0", "")  // the name kept on one line
        case .unlicense: return (t("credits.licence.unlicense"), "")
        case .publicDomain: return (t("credits.licence.publicDomain"), "")
        case .publicDomainKeyingCCBY4: return (t("credits.licence.publicDomainKeying"), "")
        case .other: return (source.licence, "en")
        }
    }

    /// One source of a text on the credits page.
    func credit(_ text: ScriptureText, layer: Layer, id: String, _ source: ScriptureSource) -> [String: Any] {
        let devanagari = LanguageRuns.tag(forLanguageNamed: text.originalLanguage)
        let (title, titleLang) = sourceTitle(text, id: id, source)
        let (licence, licenceLang) = licence(source)
        let english = language == .english
        let own = id == ScriptureSource.sadhanaID
        var note = source.note ?? ""
        var details = ""
        if !english {
            if own {
                // This project's note in the reader's words; anything it says beyond that, in English.
                note = t(text.isRetold ? "credits.ownNote.retelling" : "credits.ownNote.rendering")
                if let original = source.note, !Self.ownNotes.contains(original) { details = original }
            } else {
                note = ""
                details = [source.title, source.by, source.licence, source.note ?? ""].filter { !$0.isEmpty }.map {
                    $0.hasSuffix(".") ? $0 : $0 + "."
                }.joined(separator: " ")
            }
        }
        return [
            "layer": t("layer.\(layer.rawValue)"), "title": title, "titleEnglish": titleLang == "en",
            "by": own && !english ? t("credits.contributors") : source.by, "hasBy": english || own,
            "url": source.url, "hasUrl": !source.url.isEmpty, "licence": licence, "licenceEnglish": licenceLang == "en",
            "note": english
                ? LanguageRuns.runs(note, devanagari: devanagari) : [["text": note, "foreign": false, "lang": ""]],
            "hasNote": !note.isEmpty,
            "details": LanguageRuns.runs(details, devanagari: devanagari), "hasDetails": !details.isEmpty,
        ]
    }
}
