/// Converts text between Devanagari, the Brahmic scripts of the suite's languages, IAST and a plain Latin
/// spelling, through one script-neutral representation (see docs/transliteration.md for every convention).
///
/// Conversion never fails: characters it does not know (punctuation, emoji, other scripts) pass through.
/// A transliterator is an immutable value; its tables are built once per process and shared.
public struct Transliterator: Sendable {
    /// Choices where readers of a script differ.
    public struct Options: Sendable, Hashable {
        /// Tamil: mark aspirated and voiced stops with superscript digits (க² க³ க⁴), vocalic ṛ as ருʼ and
        /// anusvara as ம்ʼ, so that Sanskrit written in Tamil reads back exactly. Off by default: plain Tamil.
        public var tamilSuperscripts: Bool
        /// Which vowels the plain Latin spelling leaves out because readers do not pronounce them.
        public var silentVowels: SilentVowelRule

        public init(tamilSuperscripts: Bool = false, silentVowels: SilentVowelRule = .bySourceScript) {
            self.tamilSuperscripts = tamilSuperscripts
            self.silentVowels = silentVowels
        }
    }

    /// Which unpronounced vowels `Script.latin` drops.
    public enum SilentVowelRule: Sendable, Hashable {
        /// Gurmukhi text is read as Punjabi (final sihari/aunkar and silent inherent a dropped: ਸਤਿ ਨਾਮੁ →
        /// "sat naam"); every other script is read as Sanskrit, keeping every vowel.
        case bySourceScript
        /// Keep every written vowel (the Sanskrit reading).
        case keepAll
        /// Drop the inherent a readers of Hindi and Punjabi leave silent, whatever the script.
        case dropSilent
    }

    public let options: Options

    public init() {
        self.options = Options()
    }

    public init(options: Options) {
        self.options = options
    }

    /// `text` written in `source`, rewritten in `target`. Letters of any supported Indic script are read by
    /// their own Unicode block, so a stray letter of another script is converted too; Latin letters are read
    /// as `source` only when `source` is `.iast` or `.latin`.
    public func convert(_ text: String, from source: Script, to target: Script) -> String {
        if source == target { return text }
        return write(read(text, from: source), from: source, to: target)
    }

    func read(_ text: String, from source: Script) -> [Phoneme] {
        PhonemeReader(latin: source.latinScheme).read(text)
    }

    func write(_ units: [Phoneme], from source: Script, to target: Script) -> String {
        if let table = ScriptTable.table(for: target) {
            return IndicWriter(script: target, table: table, tamilSuperscripts: options.tamilSuperscripts)
                .write(units)
        }
        if target == .iast {
            return LatinWriter(scheme: .iast, silent: nil, nasalVowels: false).write(units)
        }
        let punjabi = source == .gurmukhi
        let silent: [Bool]?
        switch options.silentVowels {
        case .keepAll: silent = nil
        case .dropSilent: silent = SilentVowels.mask(units, finalShortVowels: punjabi)
        case .bySourceScript: silent = punjabi ? SilentVowels.mask(units, finalShortVowels: true) : nil
        }
        return LatinWriter(scheme: .readable, silent: silent, nasalVowels: punjabi || silent != nil).write(units)
    }
}

extension Script {
    /// How Latin letters in text of this script are read (nil: they are copied unchanged).
    var latinScheme: LatinScheme? {
        switch self {
        case .iast: return .iast
        case .latin: return .readable
        default: return nil
        }
    }
}
