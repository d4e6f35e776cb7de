import Localization
import Scripture
import Storage
import Transliteration

/// How one reader sees the texts: the script originals are shown in and the type size, from their
/// settings and language.
struct ReaderView: Sendable {
    /// The chosen script; nil shows each text in its own script (Tamil readers see Tamil letters).
    let chosenScript: Script?
    let language: Language
    let textSize: TextSize

    enum TextSize: String, CaseIterable, Sendable { case normal, large, larger }

    init(settings: CalendarSettings, language: Language) {
        chosenScript = settings.readerScript.flatMap(Script.init(rawValue:))
        self.language = language
        textSize = TextSize(rawValue: settings.textSize) ?? .normal
    }

    init(chosenScript: Script?, language: Language, textSize: TextSize = .normal) {
        self.chosenScript = chosenScript
        self.language = language
        self.textSize = textSize
    }

    /// The scripts a reader can choose for originals (IAST and plain Latin included).
    static let choosableScripts: [Script] = [
        .devanagari, .iast, .latin, .tamil, .telugu, .kannada, .malayalam, .bengali, .assamese, .gujarati,
        .gurmukhi, .odia,
    ]

    /// The script `text`'s original is shown in.
    func script(for text: ScriptureText) -> Script? {
        guard let original = text.originalScript else { return nil }
        if let chosenScript { return chosenScript }
        if language.rawValue == "ta", original == .devanagari { return .tamil }
        return original
    }

    /// The Latin line under the original: IAST for Sanskrit and Prakrit, the plain spoken reading
    /// for Gurbani and for Hindi and Awadhi (the Chalisa reads "shree guru charan saroj raj").
    func transliterationScript(for text: ScriptureText) -> Script {
        text.originalScript == .gurmukhi || text.isSpokenHindi ? .latin : .iast
    }

    /// The converter for `text`: Hindi and Awadhi drop the silent final vowels in Latin.
    static func transliterator(for text: ScriptureText, base: Transliterator) -> Transliterator {
        text.isSpokenHindi ? Transliterator(options: .init(silentVowels: .dropSilent)) : base
    }

    /// BCP 47 tag of the original in `script` ("sa-Telu"), so screen readers and fonts choose right.
    static func languageTag(_ text: ScriptureText, in script: Script?) -> String {
        let base = LanguageRuns.tag(forLanguageNamed: text.originalLanguage)
        guard let script, script != text.originalScript else { return base }
        return "\(base)-\(script.subtag)"
    }
}
