/// One stretch of a text: in the page's own language (`lang` nil) or in an Indic language that a
/// screen reader must be told about (`lang` its BCP 47 tag).
public struct LanguageRun: Sendable, Hashable {
    public let text: String
    public let lang: String?

    public init(text: String, lang: String?) {
        self.text = text
        self.lang = lang
    }
}

/// Text split into runs by script, each Indic-script run with the language tag a screen reader needs
/// to voice it, for a page (or a view) whose language is another one; and the language tags of the
/// texts' languages. A web page sets `lang` on a `<span>`, a SwiftUI view `accessibilityLanguage`.
public enum LanguageRuns {
    /// The runs of `text`; a Devanagari run takes `devanagari` (the language the text is in: `sa`,
    /// `hi`, `awa`, `pra`), the other Indic scripts their usual language. Spaces and punctuation
    /// between two runs of one script stay in that run; those after a run's last letter go back to
    /// the page's text.
    public static func split(_ text: String, devanagari: String = "sa") -> [LanguageRun] {
        var runs: [LanguageRun] = []
        var current = ""
        var currentTag: String?
        func flush() {
            guard !current.isEmpty else { return }
            runs.append(LanguageRun(text: current, lang: currentTag))
            current = ""
        }
        func endForeignRun() {
            if currentTag != nil,
                let last = current.lastIndex(where: { tag(of: $0, devanagari: devanagari) != nil })
            {
                let tail = String(current[current.index(after: last)...])
                current = String(current[...last])
                flush()
                currentTag = nil
                current = tail
            }
        }
        for character in text {
            let tag = tag(of: character, devanagari: devanagari)
            let neutral = character.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic }
            if tag != currentTag && !(neutral && currentTag != nil) {
                endForeignRun()
                if tag != currentTag {
                    flush()
                    currentTag = tag
                }
            }
            current.append(character)
        }
        endForeignRun()
        flush()
        return runs
    }

    /// The language tag of an Indic word: Tamil, Gurmukhi, Bengali … by their script, Devanagari
    /// as `devanagari`, a word in Latin letters `sa-Latn` (the romanised mantras).
    public static func tag(_ word: String, devanagari: String = "sa") -> String {
        word.compactMap { tag(of: $0, devanagari: devanagari) }.first ?? "\(devanagari)-Latn"
    }

    /// The BCP 47 tag of a text's `originalLanguage` ("Sanskrit", "Awadhi", "Punjabi (Gurbani)",
    /// "Prakrit and Sanskrit" …): the language its original is voiced in, Sanskrit when unknown.
    public static func tag(forLanguageNamed name: String) -> String {
        let name = name.lowercased()
        let known: [(String, String)] = [
            ("prakrit", "pra"), ("awadhi", "awa"), ("braj", "bra"), ("hindi", "hi"), ("punjabi", "pa"),
            ("gujarati", "gu"), ("tamil", "ta"), ("sanskrit", "sa"),
        ]
        return known.first { name.hasPrefix($0.0) }?.1 ?? "sa"
    }

    /// The language to mark a one-line label with where no part of it can be marked alone (an HTML
    /// `<option>` holds only text): `own`, the language of the name it quotes in its own script,
    /// when all its Indic letters are in one script ("Tamil (தமிழ்)", "தமிழ்"); nil when it has none
    /// or two Indic scripts ("तमिल (தமிழ்)"), since one voice cannot read two Indic scripts and
    /// the page's own language then reads the label's first word. A voice for an Indic language reads
    /// the Latin or Cyrillic rest, a Latin or Cyrillic voice skips the Indic name.
    public static func labelLanguage(_ label: String, own: String) -> String? {
        let scripts = Set(label.compactMap { tag(of: $0, devanagari: "Deva") })
        return scripts.count == 1 ? own : nil
    }

    private static func tag(of character: Character, devanagari: String) -> String? {
        // A mark written alone joins the space before it into one character: any scalar decides.
        character.unicodeScalars.lazy.compactMap { tag(of: $0.value, devanagari: devanagari) }.first
    }

    private static func tag(of value: UInt32, devanagari: String) -> String? {
        switch value {
        case 0x0900...0x097F, 0xA8E0...0xA8FF, 0x1CD0...0x1CFF: return devanagari
        case 0x0980...0x09FF: return "bn"
        case 0x0A00...0x0A7F: return "pa"
        case 0x0A80...0x0AFF: return "gu"
        case 0x0B00...0x0B7F: return "or"
        case 0x0B80...0x0BFF: return "ta"
        case 0x0C00...0x0C7F: return "te"
        case 0x0C80...0x0CFF: return "kn"
        case 0x0D00...0x0D7F: return "ml"
        default: return nil
        }
    }
}
