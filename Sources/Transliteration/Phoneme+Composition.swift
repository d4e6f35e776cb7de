extension Consonant {
    /// The letter a nukta makes of this one in the given block (क + ़ = क़; in Gurmukhi ਸ + ਼ = ਸ਼).
    func withNukta(inBlock block: UInt32) -> Consonant? {
        switch self {
        case .ka: return .qa
        case .kha: return .khha
        case .ga: return .ghha
        case .ja: return .za
        case .dda: return .dddha
        case .ddha: return .rha
        case .pha: return .fa
        case .ya: return block == 0x980 ? .ya : .yya  // Bengali য় is the ya written after a vowel.
        case .na: return block == 0x900 ? .nnna : nil
        case .ra: return block == 0x900 ? .rra : nil
        case .lla: return block == 0x900 ? .llla : nil
        case .sa: return block == 0xA00 ? .sha : nil
        case .la: return block == 0xA00 ? .lla : nil
        default: return nil
        }
    }
}

extension Vowel {
    /// The vowel a two-part sign makes: the first half already read, then the scalar of the second half
    /// (Unicode Standard chapter 12, the canonical decompositions of ো ୋ ொ ോ ೋ ై…).
    static func composed(_ first: Vowel, _ second: UInt32) -> Vowel? {
        switch (first, second) {
        case (.e, 0x9BE), (.e, 0xB3E), (.e, 0xBBE), (.e, 0xD3E): return .o
        case (.e, 0x9D7), (.e, 0xB57), (.shortE, 0xBD7), (.shortO, 0xBD7), (.shortE, 0xD57): return .au
        case (.e, 0xB56), (.shortE, 0xC56), (.shortE, 0xCD6): return .ai
        case (.shortE, 0xBBE), (.shortE, 0xD3E), (.shortE, 0xCC2): return .shortO
        case (.i, 0xCD5): return .ii
        case (.shortE, 0xCD5): return .e
        case (.shortO, 0xCD5): return .o
        default: return nil
        }
    }

    /// Tamil's ரு ரூ லு லூ marked with ʼ as the vocalic vowels ṛ ṝ ḷ ḹ.
    static func tamilVocalic(_ liquid: Consonant, _ length: Vowel) -> Vowel? {
        switch (liquid, length) {
        case (.ra, .u): return .vocalicR
        case (.ra, .uu): return .vocalicRR
        case (.la, .u): return .vocalicL
        case (.la, .uu): return .vocalicLL
        default: return nil
        }
    }
}
