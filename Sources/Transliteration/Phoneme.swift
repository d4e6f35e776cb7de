/// One unit of the script-neutral representation every conversion goes through: text in any script
/// is read into phonemes, and phonemes are written out in the target script.
///
/// The units follow the Brahmic writing model (an akshara is a consonant, optionally followed by a
/// vowel sign or a virama): a `consonant` carries the inherent *a* unless a `vowelSign` or `virama`
/// follows it.
enum Phoneme: Hashable, Sendable {
    case consonant(Consonant)
    /// An independent (initial) vowel letter.
    case vowel(Vowel)
    /// A dependent vowel sign replacing the inherent *a* of the consonant before it.
    case vowelSign(Vowel)
    case virama
    case anusvara
    case visarga
    case candrabindu
    case avagraha
    /// A nukta the reader could not fold into a consonant (written back only by scripts that have one).
    case nukta
    /// The sacred syllable ॐ.
    case om
    /// Gurmukhi ੴ (Ik Onkar), a symbol with no equivalent letter in the other scripts.
    case ikOnkar
    case digit(UInt8)
    case danda
    case doubleDanda
    /// Anything else (spaces, punctuation, Latin, emoji, letters of unsupported scripts): copied unchanged.
    case other(Unicode.Scalar)

    /// Whether the unit belongs to a word (letters and their signs), as opposed to spaces, punctuation and digits.
    var isLetter: Bool {
        switch self {
        case .consonant, .vowel, .vowelSign, .virama, .anusvara, .visarga, .candrabindu, .avagraha, .nukta, .om,
            .ikOnkar:
            return true
        case .digit, .danda, .doubleDanda, .other:
            return false
        }
    }
}

/// Consonants in the order of the Devanagari block (ISO 15919 names), then the nukta letters.
enum Consonant: UInt8, CaseIterable, Sendable {
    case ka, kha, ga, gha, nga
    case ca, cha, ja, jha, nya
    case tta, ttha, dda, ddha, nna
    case ta, tha, da, dha, na, nnna
    case pa, pha, ba, bha, ma
    case ya, ra, rra, la, lla, llla, va
    case sha, ssa, sa, ha
    case qa, khha, ghha, za, dddha, rha, fa, yya

    /// Offset of the letter in the Devanagari block (U+0900 + offset); the other Brahmic blocks share the layout.
    /// Nil for the nukta letters, which are a base letter plus nukta.
    var blockOffset: UInt32? {
        // The raw values of ka…ha follow the block order U+0915…U+0939 exactly.
        rawValue <= Consonant.ha.rawValue ? 0x15 + UInt32(rawValue) : nil
    }

    /// The base letter a nukta letter is written on (क़ = क + ़), or nil.
    var nuktaBase: Consonant? {
        switch self {
        case .qa: return .ka
        case .khha: return .kha
        case .ghha: return .ga
        case .za: return .ja
        case .dddha: return .dda
        case .rha: return .ddha
        case .fa: return .pha
        case .yya: return .ya
        default: return nil
        }
    }

    /// The unaspirated partner of an aspirate (ख → क), used for gemination (addak) and Tamil; self otherwise.
    var unaspirated: Consonant {
        switch self {
        case .kha: return .ka
        case .gha: return .ga
        case .cha: return .ca
        case .jha: return .ja
        case .ttha: return .tta
        case .ddha: return .dda
        case .tha: return .ta
        case .dha: return .da
        case .pha: return .pa
        case .bha: return .ba
        case .rha: return .dddha
        default: return self
        }
    }

    var isLabial: Bool {
        switch self {
        case .pa, .pha, .ba, .bha, .ma, .fa: return true
        default: return false
        }
    }

    var isNasal: Bool {
        switch self {
        case .nga, .nya, .nna, .na, .nnna, .ma: return true
        default: return false
        }
    }
}

/// Vowels, short and long, with the Dravidian short e/o and the Devanagari candra vowels (ऍ ऑ).
enum Vowel: UInt8, CaseIterable, Sendable {
    case a, aa, i, ii, u, uu
    case vocalicR, vocalicRR, vocalicL, vocalicLL
    case shortE, e, ai, shortO, o, au
    case candraE, candraO

    /// Offset of the independent letter in the Devanagari block layout.
    var letterOffset: UInt32 {
        switch self {
        case .a: return 0x05
        case .aa: return 0x06
        case .i: return 0x07
        case .ii: return 0x08
        case .u: return 0x09
        case .uu: return 0x0A
        case .vocalicR: return 0x0B
        case .vocalicRR: return 0x60
        case .vocalicL: return 0x0C
        case .vocalicLL: return 0x61
        case .shortE: return 0x0E
        case .e: return 0x0F
        case .ai: return 0x10
        case .shortO: return 0x12
        case .o: return 0x13
        case .au: return 0x14
        case .candraE: return 0x0D
        case .candraO: return 0x11
        }
    }

    /// Offset of the dependent sign in the Devanagari block layout (nil for the inherent a).
    var signOffset: UInt32? {
        switch self {
        case .a: return nil
        case .aa: return 0x3E
        case .i: return 0x3F
        case .ii: return 0x40
        case .u: return 0x41
        case .uu: return 0x42
        case .vocalicR: return 0x43
        case .vocalicRR: return 0x44
        case .vocalicL: return 0x62
        case .vocalicLL: return 0x63
        case .shortE: return 0x46
        case .e: return 0x47
        case .ai: return 0x48
        case .shortO: return 0x4A
        case .o: return 0x4B
        case .au: return 0x4C
        case .candraE: return 0x45
        case .candraO: return 0x49
        }
    }
}
