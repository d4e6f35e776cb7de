import Foundation
import Localization
import Scripture
import Storage
import Transliteration

/// Turns texts, units and a reader's progress into what the texts' templates show.
struct TextsPresenter {
    let texts: TextsServices
    let localizer: Localizer
    let reader: ReaderView

    var language: Language { reader.language }

    func t(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("texts.\(key)", in: language, arguments)
    }

    /// "700 verses", "७०० श्लोक": the count with the unit noun in the reader's language (CLDR plural
    /// forms from the strings), English where a noun has no string.
    func unitCount(_ text: ScriptureText) -> String {
        let key = "texts.unit.\(text.unitNoun.singular)"
        let translated = localizer.plural(key, count: text.units.count, in: language)
        return translated == key ? text.unitNoun.counted(text.units.count) : translated
    }

    /// The theme tag ("Philosophy", "दर्शन") in the reader's language.
    func theme(_ text: ScriptureText) -> String {
        let slug = text.theme.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(
            separator: "-")
        let key = "texts.theme.\(slug)"
        let translated = localizer.text(key, in: language)
        return translated == key ? text.theme : translated
    }

    /// The section noun ("Chapter", "अध्याय") in the reader's language.
    func sectionName(_ text: ScriptureText) -> String {
        let key = "texts.sectionName.\(text.sectionNoun.singular)"
        let translated = localizer.text(key, in: language)
        return translated == key ? text.sectionNoun.singular.capitalized : translated
    }

    /// "Chapter 2", "अध्याय 2" in the reader's language.
    func sectionLabel(_ text: ScriptureText, _ number: Int) -> String {
        let key = "texts.sectionLabel.\(text.sectionNoun.singular)"
        let translated = localizer.text(key, in: language, ["n": "\(number)"])
        return translated == key ? "\(text.sectionNoun.singular.capitalized) \(number)" : translated
    }

    /// A section's title as the reader's language shows it: outside English, the section's title in
    /// that language where it has one, else the traditional title (its original, in the reader's
    /// script) where the text has one; the English title otherwise.
    func sectionTitle(_ text: ScriptureText, _ section: ScriptureSection) -> (title: String, original: String) {
        if language != .english, let own = section.title(in: language.rawValue) { return (own, "") }
        guard language != .english, let original = section.titleOriginal,
            let from = text.originalScript ?? Self.script(of: original)
        else {
            return (section.title, section.titleOriginal ?? "")
        }
        let to: Script
        switch language.rawValue {
        case "hi", "mr": to = .devanagari
        case "hi-latn": to = .latin
        default:
            guard let script = Script.allCases.first(where: { $0.nameLanguage == language.rawValue }) else {
                return (section.title, section.titleOriginal ?? "")
            }
            to = script
        }
        let shown = to == from ? original : texts.transliterator.convert(original, from: from, to: to)
        return (to == .latin ? shown.prefix(1).uppercased() + shown.dropFirst() : shown, "")
    }

    /// The Indic script `text` is written in, read from its first letter, for a text that ships no
    /// original but names its sections traditionally (the Devi Mahatmya's "प्रथमचरितम्", the
    /// Vachanamrut's "ગઢડા પ્રથમ"); nil for any other letters.
    static func script(of text: String) -> Script? {
        guard let letter = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return nil }
        switch letter.value {
        case 0x0900...0x097F: return .devanagari
        case 0x0A00...0x0A7F: return .gurmukhi
        case 0x0A80...0x0AFF: return .gujarati
        default: return nil
        }
    }

    /// "2.47", "Chaupai 12", "Mool Mantar".
    static func refLabel(_ ref: String) -> String {
        guard ref.contains(where: \.isLetter) else { return ref }
        return ref.split(separator: "-").map { part in
            let s = String(part)
            if s.allSatisfy({ "ivx".contains($0) }) { return s.uppercased() }
            return s.prefix(1).uppercased() + s.dropFirst()
        }.joined(separator: " ")
    }

    /// The ref as the page's language names it: "चौपाई 12" for `chaupai-12` where the kind has a
    /// string (`texts.kind.*`), else as `refLabel(_:)` writes it ("2.47", "Mool Mantar").
    func localRefLabel(_ ref: String) -> String {
        let parts = ref.split(separator: "-")
        if parts.count == 2, let number = Int(parts[1]) {
            let key = "texts.kind.\(parts[0])"
            let kind = localizer.text(key, in: language)
            if kind != key { return "\(kind) \(number)" }
        }
        return Self.refLabel(ref)
    }

    /// A unit's own title in the reader's language: a title that only names the unit by its ref
    /// ("Ashtpadi 1" for `ashtpadi-1`) is the ref as the language names it ("ਅਸਟਪਦੀ 1"); any
    /// other title as the text gives it; nil when the unit has none.
    func unitTitle(_ unit: ScriptureUnit) -> String? {
        guard let title = unit.title else { return nil }
        if language != .english, let own = unit.title(in: language.rawValue) { return own }
        return title == Self.refLabel(unit.ref) ? localRefLabel(unit.ref) : title
    }

    /// Whether the unit's title as shown is the English one on a page in another language (so the
    /// page marks it `lang="en"`).
    func unitTitleIsEnglish(_ unit: ScriptureUnit) -> Bool {
        language != .english && unit.title != nil && unit.title(in: language.rawValue) == nil
            && unit.title != Self.refLabel(unit.ref)
    }

    /// "Chapter 2 · 2.47" or "Chaupais · Chaupai 12".
    func position(_ text: ScriptureText, _ unit: ScriptureUnit) -> String {
        let section = (try? text.section(of: unit.ref))
        let sectionLabel =
            text.sections.count > 1
            ? (section.map { self.sectionLabel(text, $0.number) } ?? "") : ""
        // Outside English a title the language has no words for is left to the page, which marks
        // it English; a bare number is named by the unit's kind ("கதை 3" for episode 3).
        let title =
            unit.title == Self.refLabel(unit.ref) || unitTitleIsEnglish(unit) ? nil : unitTitle(unit)
        var ref = localRefLabel(unit.ref)
        if language != .english, let number = Int(unit.ref) {
            let kind = localizer.text("texts.kind.\(unit.kind.rawValue)", in: language)
            if kind != "texts.kind.\(unit.kind.rawValue)" { ref = "\(kind) \(number)" }
        }
        let refLabel = title.map { "\(ref) · \($0)" } ?? ref
        return [sectionLabel, refLabel].filter { !$0.isEmpty }.joined(separator: " · ")
    }

    /// Whether the text's summary and coverage note are the English ones on a page in another
    /// language (its `_about` file has no words for this text), so the page marks them `lang="en"`.
    func aboutIsEnglish(_ text: ScriptureText) -> Bool {
        language != .english && text.aboutLanguage(for: language.rawValue) == "en"
    }

    /// The coverage note as runs for the credits page: in the reader's language the quotes in
    /// another script (a Gurmukhi heading, a Sanskrit verse) each marked with their language and the
    /// language's own script left unmarked; the English note with every Indic run marked.
    func coverageRuns(_ text: ScriptureText) -> [[String: Any]] {
        let devanagari = LanguageRuns.tag(forLanguageNamed: text.originalLanguage)
        let note = text.coverageNote(in: language.rawValue) ?? ""
        guard !aboutIsEnglish(text), let own = Self.ownRunTag(language) else {
            return LanguageRuns.runs(note, devanagari: devanagari)
        }
        // Devanagari runs are split under a tag of their own, since the text's tag for them may be
        // another script's (`pa` for the Gurbani's Devanagari quotes).
        return LanguageRuns.split(note, devanagari: Self.devanagariRun).map { run in
            let foreign = run.lang != nil && run.lang != own
            let lang = run.lang == Self.devanagariRun ? devanagari : run.lang ?? ""
            return ["text": run.text, "foreign": foreign, "lang": foreign ? lang : ""]
        }
    }

    /// The tag a Devanagari run is split under by `coverageRuns(_:)`.
    static let devanagariRun = "x-deva"

    /// The tag `coverageRuns(_:)` gives a run in `language`'s own script (`bn` for Assamese, whose
    /// letters are the Bengali script's); nil for a language in Latin or Cyrillic letters.
    static func ownRunTag(_ language: Language) -> String? {
        switch language.rawValue {
        case "hi", "mr": devanagariRun
        case "as": "bn"
        case "bn", "gu", "pa", "or", "ta", "te", "kn", "ml": language.rawValue
        default: nil
        }
    }

    /// A text's card in the library.
    func card(_ text: ScriptureText, progress: TextProgress, bookmarks: Int, primary: Bool) -> [String: Any] {
        var card: [String: Any] = [
            "id": text.id, "title": text.title(in: language.rawValue),
            "titleOriginal": text.titleOriginal == text.title(in: language.rawValue) ? "" : text.titleOriginal ?? "",
            "theme": theme(text),
            "originalLang": LanguageRuns.tag(
                text.titleOriginal ?? "", devanagari: LanguageRuns.tag(forLanguageNamed: text.originalLanguage)),
            "href": "/calendar/texts/\(text.id)", "units": unitCount(text), "primary": primary,
            "read": progress.readCount, "total": progress.total, "percent": Self.percent(progress.fraction),
            "ring": Self.ring(progress.fraction), "bookmarks": bookmarks, "hasBookmarks": bookmarks > 0,
            "started": progress.hasStarted, "complete": progress.isComplete,
            "partial": !text.coverage.isComplete, "coverageNote": text.coverageNote(in: language.rawValue) ?? "",
            "coverageEnglish": aboutIsEnglish(text),
            "progressLabel": t("progress", ["read": "\(progress.readCount)", "total": "\(progress.total)"]),
        ]
        if let ref = progress.resumeRef, let unit = try? text.unit(ref) {
            card["resumeHref"] = "/calendar/texts/\(text.id)/\(ref)"
            card["resumeLabel"] = position(text, unit)
        }
        return card
    }

    static func percent(_ fraction: Double) -> Int { Int((min(max(fraction, 0), 1) * 100).rounded(.down)) }

    /// The SVG ring's dash for `fraction` of a circle of radius 20 (circumference 125.66).
    static func ring(_ fraction: Double) -> String {
        let c = 2 * Double.pi * 20
        let done = c * min(max(fraction, 0), 1)
        return String(format: "%.2f %.2f", done, c - done)
    }

    /// The original of `unit` in the reader's script, with its Latin transliteration.
    func original(_ text: ScriptureText, _ unit: ScriptureUnit) -> (shown: String, script: Script, latin: String)? {
        guard let original = unit.original, let from = text.originalScript, let to = reader.script(for: text) else {
            return nil
        }
        let shown = to == from ? original : texts.transliterator.convert(original, from: from, to: to)
        let latinScript = reader.transliterationScript(for: text)
        let converter = ReaderView.transliterator(for: text, base: texts.transliterator)
        let latin = to == latinScript ? "" : converter.convert(original, from: from, to: latinScript)
        return (shown, to, latin)
    }

    /// One unit as the readers show it.
    func unitCard(
        _ text: ScriptureText, _ unit: ScriptureUnit, read: Bool, bookmark: TextBookmark?, withWords: Bool
    ) -> [String: Any] {
        var card: [String: Any] = [
            "ref": unit.ref, "refLabel": localRefLabel(unit.ref), "kind": unit.kind.rawValue,
            "kindName": t("kind.\(unit.kind.rawValue)"), "position": position(text, unit),
            "href": "/calendar/texts/\(text.id)/\(unit.ref)", "anchor": "u-\(unit.ref)", "textId": text.id,
            "read": read, "bookmarked": bookmark != nil, "bookmarkId": bookmark?.id ?? 0,
            "note": bookmark?.note ?? "", "title": unitTitle(unit) ?? "",
            "hasTitle": unit.title != nil && unit.title != Self.refLabel(unit.ref),
            "titleEnglish": unitTitleIsEnglish(unit),
            "speaker": "", "translation": "", "textTitle": "", "inSearch": false, "hasOriginal": false,
            "hasTransliteration": false,
            "hasExplanation": false, "hasRetelling": false, "hasCommentary": false, "hasWords": false,
            "hasTranslation": unit.translation != nil, "hasSpeaker": unit.speaker != nil,
        ]
        if let (shown, script, latin) = original(text, unit) {
            card["original"] = lines(shown)
            card["hasOriginal"] = true
            card["originalLang"] = ReaderView.languageTag(text, in: script)
            if !latin.isEmpty {
                card["transliteration"] = lines(latin)
                card["hasTransliteration"] = true
                card["transliterationLang"] = ReaderView.languageTag(text, in: .iast)
            }
            if let speaker = unit.speaker, let from = text.originalScript {
                card["speaker"] =
                    script == from ? speaker : texts.transliterator.convert(speaker, from: from, to: script)
            }
        }
        if let translation = unit.translation {
            card["translation"] = translation
            card["translationOwn"] = text.isOwnRendering(.translation, in: unit)
            card["translationSource"] = text.source(of: .translation, in: unit)?.title ?? ""
        }
        if let explanation = unit.explanation {
            card["explanation"] = paragraphs(explanation)
            card["hasExplanation"] = true
            card["explanationOwn"] = text.isOwnRendering(.explanation, in: unit)
        }
        if let retelling = unit.retelling {
            card["retelling"] = paragraphs(retelling)
            card["hasRetelling"] = true
        }
        if let commentary = unit.commentary {
            card["commentary"] = lines(commentary)
            card["hasCommentary"] = true
            card["commentarySource"] = text.source(of: .commentary, in: unit)?.title ?? ""
            card["commentaryLang"] = ReaderView.languageTag(text, in: nil)
        }
        if withWords, let words = unit.words, !words.isEmpty {
            let script = reader.script(for: text)
            card["words"] = words.enumerated().map { i, w -> [String: Any] in
                let shown =
                    script.flatMap { to in
                        text.originalScript.map { from in
                            to == from ? w.word : texts.transliterator.convert(w.word, from: from, to: to)
                        }
                    } ?? w.word
                let converter = ReaderView.transliterator(for: text, base: texts.transliterator)
                let latin =
                    text.originalScript.map {
                        converter.convert(w.word, from: $0, to: reader.transliterationScript(for: text))
                    } ?? ""
                return ["index": i, "word": shown, "latin": latin, "meaning": w.meaning]
            }
            card["wordsOwn"] = text.isOwnRendering(.words, in: unit)
            card["hasWords"] = true
        }
        return card
    }

    func lines(_ text: String) -> [[String: String]] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map { ["line": String($0)] }
    }

    func paragraphs(_ text: String) -> [[String: String]] {
        text.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { ["p": $0] }
    }

    /// The script picker's choices, the reader's current one marked.
    func scriptChoices() -> [[String: Any]] {
        var choices: [[String: Any]] = [
            ["value": "", "name": t("script.auto"), "current": reader.chosenScript == nil, "nameLang": false]
        ]
        for script in ReaderView.choosableScripts {
            let name = t("script.\(script.rawValue)")
            // An option holds only text: the script's own name ("Tamil (தமிழ்)") marks the whole option.
            let nameLang = script.nameLanguage.flatMap { LanguageRuns.labelLanguage(name, own: $0) }
            choices.append([
                "value": script.rawValue, "name": name, "current": reader.chosenScript == script,
                "nameLang": nameLang.map { ["tag": $0] } ?? false,
            ])
        }
        return choices
    }
}
