import Foundation

/// A Latin spelling the reader understands: IAST (with the ISO 15919 variants people also type) or the
/// plain spelling of `Script.latin` (aa, ee, oo, sh, ch, chh…).
enum LatinScheme: Sendable {
    case iast
    case readable

    /// What a run of one to three Latin scalars stands for.
    enum Token: Sendable {
        case vowel(Vowel)
        case consonant(Consonant)
        /// Two consonants typed as one unit (x, ksh → क्ष).
        case cluster(Consonant, Consonant)
        case mark(Phoneme)
        /// IAST ḷ: the consonant ळ before a vowel, the vowel ऌ elsewhere.
        case ambiguousL
        /// IAST ṛ: the flap ड़ before a vowel (Hindi baṛā), the vowel ऋ elsewhere (kṛṣṇa, gṛha).
        case ambiguousR
        /// ISO 15919's ":" between letters, which splits a digraph (a:i is अइ, not ऐ).
        case separator
    }

    static let maxTokenLength = 3

    func token(_ key: UInt64) -> Token? {
        switch self {
        case .iast: return Self.iastTokens[key]
        case .readable: return Self.readableTokens[key]
        }
    }

    /// Packs up to three scalars (21 bits each) into a dictionary key, so lookups allocate nothing.
    static func key<C: Collection>(_ scalars: C) -> UInt64 where C.Element == Unicode.Scalar {
        var key: UInt64 = 0
        for (index, scalar) in scalars.enumerated() where index < maxTokenLength {
            key |= UInt64(scalar.value) << (21 * UInt64(index))
        }
        return key
    }

    private static func packed(_ spellings: [String: Token]) -> [UInt64: Token] {
        var table: [UInt64: Token] = [:]
        for (spelling, token) in spellings {
            table[key(spelling.precomposedStringWithCanonicalMapping.unicodeScalars)] = token
        }
        return table
    }

    /// IAST, plus the ISO 15919 spellings (r̥, ṁ, ē, ō) and the letters Hindi and Punjabi add (q, z, f…).
    private static let iastSpellings: [String: Token] = [
        "a": .vowel(.a), "ā": .vowel(.aa), "i": .vowel(.i), "ī": .vowel(.ii), "u": .vowel(.u), "ū": .vowel(.uu),
        "ṛ": .ambiguousR, "r̥": .vowel(.vocalicR), "ṝ": .vowel(.vocalicRR), "r̥̄": .vowel(.vocalicRR),
        "ḷ": .ambiguousL, "l̥": .vowel(.vocalicL), "ḹ": .vowel(.vocalicLL), "l̥̄": .vowel(.vocalicLL),
        "e": .vowel(.e), "ē": .vowel(.e), "ĕ": .vowel(.shortE), "ai": .vowel(.ai),
        "o": .vowel(.o), "ō": .vowel(.o), "ŏ": .vowel(.shortO), "au": .vowel(.au),
        "ê": .vowel(.candraE), "ô": .vowel(.candraO),
        "k": .consonant(.ka), "kh": .consonant(.kha), "g": .consonant(.ga), "gh": .consonant(.gha),
        "ṅ": .consonant(.nga), "c": .consonant(.ca), "ch": .consonant(.cha), "j": .consonant(.ja),
        "jh": .consonant(.jha), "ñ": .consonant(.nya), "ṭ": .consonant(.tta), "ṭh": .consonant(.ttha),
        "ḍ": .consonant(.dda), "ḍh": .consonant(.ddha), "ṇ": .consonant(.nna), "t": .consonant(.ta),
        "th": .consonant(.tha), "d": .consonant(.da), "dh": .consonant(.dha), "n": .consonant(.na),
        "ṉ": .consonant(.nnna), "p": .consonant(.pa), "ph": .consonant(.pha), "b": .consonant(.ba),
        "bh": .consonant(.bha), "m": .consonant(.ma), "y": .consonant(.ya), "r": .consonant(.ra),
        "ṟ": .consonant(.rra), "l": .consonant(.la), "ḻ": .consonant(.llla), "v": .consonant(.va),
        "w": .consonant(.va), "ś": .consonant(.sha), "ṣ": .consonant(.ssa), "s": .consonant(.sa),
        "h": .consonant(.ha), "q": .consonant(.qa), "k͟h": .consonant(.khha), "ġ": .consonant(.ghha),
        "z": .consonant(.za), "f": .consonant(.fa), "ẏ": .consonant(.yya),
        "ṃ": .mark(.anusvara), "ṁ": .mark(.anusvara), "m̐": .mark(.candrabindu), "ḥ": .mark(.visarga),
        "’": .mark(.avagraha), "'": .mark(.avagraha), "|": .mark(.danda), "||": .mark(.doubleDanda),
        "।": .mark(.danda), "॥": .mark(.doubleDanda), ":": .separator,
        "0": .mark(.digit(0)), "1": .mark(.digit(1)), "2": .mark(.digit(2)), "3": .mark(.digit(3)),
        "4": .mark(.digit(4)), "5": .mark(.digit(5)), "6": .mark(.digit(6)), "7": .mark(.digit(7)),
        "8": .mark(.digit(8)), "9": .mark(.digit(9)),
    ]

    /// The plain spelling: IAST letters still read as IAST, and the Hinglish digraphs take over.
    private static let readableSpellings: [String: Token] = {
        var spellings = iastSpellings
        spellings["'"] = nil
        spellings["’"] = nil
        spellings[":"] = nil
        let plain: [String: Token] = [
            "aa": .vowel(.aa), "ee": .vowel(.ii), "ii": .vowel(.ii), "oo": .vowel(.uu), "uu": .vowel(.uu),
            "c": .consonant(.ca), "ch": .consonant(.ca), "chh": .consonant(.cha), "sh": .consonant(.sha),
            "ksh": .cluster(.ka, .ssa), "x": .cluster(.ka, .ssa),
        ]
        spellings.merge(plain) { _, new in new }
        return spellings
    }()

    private static let iastTokens = packed(iastSpellings)
    private static let readableTokens = packed(readableSpellings)
}
