/// How one Brahmic script writes each phoneme: letters and signs as strings (a few are two scalars, such as
/// a base letter plus nukta), indexed by the raw values of `Vowel` and `Consonant`.
///
/// The Unicode blocks of the Indic scripts copy the layout of ISCII, so most entries sit at the same offset
/// from the block start as in Devanagari (Unicode Standard, chapter 12). A table therefore starts from that
/// layout minus the offsets the script does not encode, fills the gaps with the nearest letter the script
/// has, and then takes per-script corrections (see the `ScriptTable+…` files).
struct ScriptTable: Sendable {
    var vowels: [String]
    var signs: [String]
    var consonants: [String]
    var virama: String
    var anusvara: String
    var visarga: String
    var candrabindu: String
    var avagraha: String
    /// Empty when the script has no nukta (Tamil, Malayalam): nukta letters are then written without it.
    var nukta: String
    var om: String
    var digits: [String]

    /// - Parameters:
    ///   - base: first code point of the script's block (U+0900 for Devanagari).
    ///   - missing: offsets (in the Devanagari layout) the script does not encode.
    ///   - hasNukta: whether offset 0x3C is the script's nukta.
    init(base: UInt32, missing: Set<UInt32>, hasNukta: Bool) {
        func letter(_ offset: UInt32) -> String? {
            guard !missing.contains(offset), let scalar = Unicode.Scalar(base + offset) else { return nil }
            return String(Character(scalar))
        }
        let nukta = hasNukta ? (letter(0x3C) ?? "") : ""

        var vowels = [String](repeating: "", count: Vowel.allCases.count)
        var signs = [String](repeating: "", count: Vowel.allCases.count)
        for vowel in Vowel.allCases {
            vowels[Int(vowel.rawValue)] = letter(vowel.letterOffset) ?? ""
            if let offset = vowel.signOffset { signs[Int(vowel.rawValue)] = letter(offset) ?? "" }
        }
        // Vowels a script lacks fall back to the nearest one it has (short e/o and candra e/o to e/o…).
        let vowelFallbacks: [(Vowel, Vowel)] = [
            (.shortE, .e), (.shortO, .o), (.candraE, .e), (.candraO, .o),
            (.vocalicRR, .vocalicR), (.vocalicLL, .vocalicL),
        ]
        for (vowel, fallback) in vowelFallbacks {
            if vowels[Int(vowel.rawValue)].isEmpty { vowels[Int(vowel.rawValue)] = vowels[Int(fallback.rawValue)] }
            if signs[Int(vowel.rawValue)].isEmpty { signs[Int(vowel.rawValue)] = signs[Int(fallback.rawValue)] }
        }

        var consonants = [String](repeating: "", count: Consonant.allCases.count)
        for consonant in Consonant.allCases {
            if let offset = consonant.blockOffset { consonants[Int(consonant.rawValue)] = letter(offset) ?? "" }
        }
        let consonantFallbacks: [(Consonant, Consonant)] = [
            (.nnna, .na), (.rra, .ra), (.lla, .la), (.llla, .lla), (.va, .ba), (.ssa, .sha),
        ]
        for (consonant, fallback) in consonantFallbacks where consonants[Int(consonant.rawValue)].isEmpty {
            consonants[Int(consonant.rawValue)] = consonants[Int(fallback.rawValue)]
        }
        for consonant in Consonant.allCases {
            if let nuktaBase = consonant.nuktaBase {
                consonants[Int(consonant.rawValue)] = consonants[Int(nuktaBase.rawValue)] + nukta
            }
        }
        let anusvara = letter(0x02) ?? ""
        self.vowels = vowels
        self.signs = signs
        self.consonants = consonants
        self.virama = letter(0x4D) ?? ""
        self.anusvara = anusvara
        self.visarga = letter(0x03) ?? ""
        self.candrabindu = letter(0x01) ?? anusvara
        self.avagraha = letter(0x3D) ?? "’"
        self.nukta = nukta
        self.om = letter(0x50) ?? (vowels[Int(Vowel.o.rawValue)] + anusvara)
        self.digits = (0..<10).map { letter(0x66 + UInt32($0)) ?? String($0) }
    }

    /// Rewrites the nukta letters (क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़) from their base letters, after a script changed those.
    mutating func fillNuktaLetters() {
        for consonant in Consonant.allCases {
            if let nuktaBase = consonant.nuktaBase { self[consonant] = self[nuktaBase] + nukta }
        }
    }

    subscript(consonant: Consonant) -> String {
        get { consonants[Int(consonant.rawValue)] }
        set { consonants[Int(consonant.rawValue)] = newValue }
    }

    subscript(vowel vowel: Vowel) -> String {
        get { vowels[Int(vowel.rawValue)] }
        set { vowels[Int(vowel.rawValue)] = newValue }
    }

    subscript(sign vowel: Vowel) -> String {
        get { signs[Int(vowel.rawValue)] }
        set { signs[Int(vowel.rawValue)] = newValue }
    }

    /// The table of an Indic script, or nil for the Latin ones.
    static func table(for script: Script) -> ScriptTable? {
        switch script {
        case .devanagari: return devanagari
        case .bengali: return bengali
        case .assamese: return assamese
        case .gurmukhi: return gurmukhi
        case .gujarati: return gujarati
        case .odia: return odia
        case .tamil: return tamil
        case .telugu: return telugu
        case .kannada: return kannada
        case .malayalam: return malayalam
        case .iast, .latin: return nil
        }
    }

    /// Every Indic table with its block start, in the order the reader registers their letters.
    static let all: [(base: UInt32, table: ScriptTable)] = [
        (0x900, devanagari), (0x980, bengali), (0x980, assamese), (0xA00, gurmukhi), (0xA80, gujarati),
        (0xB00, odia), (0xB80, tamil), (0xC00, telugu), (0xC80, kannada), (0xD00, malayalam),
    ]
}
