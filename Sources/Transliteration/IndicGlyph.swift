/// What a code point of one of the Indic blocks (U+0900–U+0D7F) means to the reader.
enum IndicGlyph: Sendable {
    case phoneme(Phoneme)
    /// The second half of a two-part vowel sign (ো = ে + া is handled by `composed`; these are the length
    /// marks ৗ ୖ ୗ ௗ ౖ ೕ ೖ ൗ, meaningful only after the first half).
    case lengthMark(UInt32)
    /// A Malayalam chillu or Bengali khanda ta: a consonant with its virama.
    case deadConsonant(Consonant)
    /// Gurmukhi addak ੱ: the next consonant is doubled.
    case addak
    /// Gurmukhi ੑ (udaat) as Gurbani writes it under a letter (ਜਿਨੑੀ = ਜਿਨ੍ਹੀ): a subjoined ha.
    case subjoinedHa
    /// Gurmukhi yakash ੵ: a subjoined ya.
    case subjoinedYa
    /// Gurmukhi vowel bearers ੳ ੲ, which carry a vowel sign to spell an independent vowel.
    case vowelBearer

    static let firstScalar: UInt32 = 0x900
    static let endScalar: UInt32 = 0xD80

    /// The meaning of `scalar` if it lies in one of the supported Indic blocks.
    static func of(_ scalar: Unicode.Scalar) -> IndicGlyph? {
        let value = scalar.value
        guard value >= firstScalar, value < endScalar else { return nil }
        return table[Int(value - firstScalar)]
    }

    /// Built once from the script tables: every single-scalar letter or sign they write reads back as its
    /// phoneme (the first phoneme registered wins, so க reads as क, not ख), then the readings no table writes.
    private static let table: [IndicGlyph?] = {
        var glyphs = [IndicGlyph?](repeating: nil, count: Int(endScalar - firstScalar))
        func set(_ value: UInt32, _ glyph: IndicGlyph, overwrite: Bool = true) {
            let index = Int(value) - Int(firstScalar)
            guard index >= 0, index < glyphs.count, overwrite || glyphs[index] == nil else { return }
            glyphs[index] = glyph
        }
        func register(_ text: String, _ phoneme: Phoneme) {
            let scalars = text.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { return }
            set(scalar.value, .phoneme(phoneme), overwrite: false)
        }
        // Long e/o before short and candra e/o, whose letters are the long ones in scripts that lack them.
        let vowelOrder: [Vowel] = [
            .a, .aa, .i, .ii, .u, .uu, .vocalicR, .vocalicRR, .vocalicL, .vocalicLL, .e, .ai, .o, .au,
            .shortE, .shortO, .candraE, .candraO,
        ]
        for (base, table) in ScriptTable.all {
            for vowel in vowelOrder {
                register(table[vowel: vowel], .vowel(vowel))
                if vowel != .a { register(table[sign: vowel], .vowelSign(vowel)) }
            }
            for consonant in Consonant.allCases { register(table[consonant], .consonant(consonant)) }
            register(table.virama, .virama)
            register(table.anusvara, .anusvara)
            register(table.visarga, .visarga)
            register(table.candrabindu, .candrabindu)
            register(table.avagraha, .avagraha)
            register(table.nukta, .nukta)
            register(table.om, .om)
            for digit in 0..<10 { set(base + 0x66 + UInt32(digit), .phoneme(.digit(UInt8(digit)))) }
        }
        set(0x964, .phoneme(.danda))
        set(0x965, .phoneme(.doubleDanda))
        // Precomposed nukta letters (their NFC form is decomposed, but text is not always NFC).
        let nuktaLetters: [(UInt32, Consonant)] = [
            (0x958, .qa), (0x959, .khha), (0x95A, .ghha), (0x95B, .za), (0x95C, .dddha), (0x95D, .rha),
            (0x95E, .fa), (0x95F, .yya), (0x9DC, .dddha), (0x9DD, .rha), (0x9DF, .ya),
            (0xA33, .lla), (0xA36, .sha), (0xA59, .khha), (0xA5A, .ghha), (0xA5B, .za), (0xA5E, .fa),
            (0xB5C, .dddha), (0xB5D, .rha), (0xB5F, .ya), (0xB71, .va),
        ]
        for (value, consonant) in nuktaLetters { set(value, .phoneme(.consonant(consonant))) }
        // Assamese ra and wa, Tamil ன as the na Tamil writes inside words.
        set(0x9F0, .phoneme(.consonant(.ra)))
        set(0x9F1, .phoneme(.consonant(.va)))
        set(0xBA9, .phoneme(.consonant(.na)))
        // Signs no table writes: Tamil/Malayalam anusvara, Gurmukhi tippi and adak bindi, Tamil ஃ as visarga.
        set(0xB82, .phoneme(.anusvara))
        set(0xA70, .phoneme(.anusvara))
        set(0xA01, .phoneme(.candrabindu))
        set(0xA71, .addak)
        set(0xA51, .subjoinedHa)
        set(0xA75, .subjoinedYa)
        set(0xA72, .vowelBearer)
        set(0xA73, .vowelBearer)
        set(0xA74, .phoneme(.ikOnkar))
        set(0x9CE, .deadConsonant(.ta))  // ৎ
        // Malayalam chillus (atomic since Unicode 5.1), chillu m/y/ḻ (Unicode 9) and the dot reph.
        let chillus: [(UInt32, Consonant)] = [
            (0xD7A, .nna), (0xD7B, .na), (0xD7C, .ra), (0xD7D, .la), (0xD7E, .lla), (0xD7F, .ka),
            (0xD54, .ma), (0xD55, .ya), (0xD56, .llla), (0xD4E, .ra),
        ]
        for (value, consonant) in chillus { set(value, .deadConsonant(consonant)) }
        // Length marks, second halves of the two-part vowel signs.
        for value: UInt32 in [0x9D7, 0xB56, 0xB57, 0xBD7, 0xC56, 0xCD5, 0xCD6, 0xD57] {
            set(value, .lengthMark(value))
        }
        return glyphs
    }()
}
