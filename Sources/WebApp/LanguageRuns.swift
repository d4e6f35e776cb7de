import Foundation

/// Text split into runs by script, each Indic-script run with the language tag a screen reader
/// needs to voice it (`lang` on a `<span>`), for a page whose language is another one. Templates
/// render a run list as
/// `{{#runs}}{{#foreign}}<span lang="{{lang}}">{{text}}</span>{{/foreign}}{{^foreign}}{{text}}{{/foreign}}{{/runs}}`;
/// every run sets `text`, `foreign` and `lang`, so no lookup reaches an outer context.
enum LanguageRuns {
    /// The runs of `text`; a Devanagari run takes `devanagari` (the language the text is in:
    /// `sa`, `hi`, `awa`, `pra`), the other Indic scripts their usual language.
    static func runs(_ text: String, devanagari: String = "sa") -> [[String: Any]] {
        var runs: [[String: Any]] = []
        var current = ""
        var currentTag: String?
        func flush() {
            guard !current.isEmpty else { return }
            runs.append(["text": current, "foreign": currentTag != nil, "lang": currentTag ?? ""])
            current = ""
        }
        // A run of one script ends with its last letter: the spaces and punctuation after it go
        // back to the page's text.
        func endForeignRun() {
            if currentTag != nil,
                let last = current.lastIndex(where: { Self.tag(of: $0, devanagari: devanagari) != nil })
            {
                let tail = String(current[current.index(after: last)...])
                current = String(current[...last])
                flush()
                currentTag = nil
                current = tail
            }
        }
        for character in text {
            let tag = Self.tag(of: character, devanagari: devanagari)
            // Spaces and punctuation between two runs of one script stay in that run.
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
    static func tag(_ word: String, devanagari: String = "sa") -> String {
        word.compactMap { tag(of: $0, devanagari: devanagari) }.first ?? "\(devanagari)-Latn"
    }

    /// The BCP 47 tag for a text's `originalLanguage` ("Sanskrit", "Awadhi", "Punjabi (Gurbani)", …),
    /// used for its Devanagari runs.
    static func tag(forLanguageNamed name: String) -> String {
        let name = name.lowercased()
        let known: [(String, String)] = [
            ("prakrit", "pra"), ("awadhi", "awa"), ("braj", "bra"), ("hindi", "hi"), ("punjabi", "pa"),
            ("gujarati", "gu"), ("tamil", "ta"), ("sanskrit", "sa"),
        ]
        return known.first { name.hasPrefix($0.0) }?.1 ?? "sa"
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
