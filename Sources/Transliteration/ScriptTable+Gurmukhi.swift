extension ScriptTable {
    /// Gurmukhi has no vocalic r/l, no ṣa (ष and श are both ਸ਼), no avagraha and no om sign. Vocalic ṛ is
    /// written ਰਿ (ृ as ੍ਰਿ), ढ़ as ੜ੍ਹ the way Punjabi spells it. Nasal signs (tippi ੰ / bindi ਂ) and the
    /// addak ੱ are chosen by the writer.
    static let gurmukhi: ScriptTable = {
        var table = ScriptTable(
            base: 0xA00,
            missing: [
                0x0B, 0x0C, 0x0D, 0x0E, 0x11, 0x12, 0x60, 0x61, 0x29, 0x31, 0x34, 0x37, 0x3D,
                0x43, 0x44, 0x45, 0x46, 0x49, 0x4A, 0x62, 0x63, 0x50,
            ],
            hasNukta: true)
        // ਸ਼ and ਲ਼ are composition exclusions: their NFC form is the base letter plus nukta.
        table[.sha] = "\u{0A38}\u{0A3C}"
        table[.ssa] = table[.sha]
        table[.lla] = "\u{0A32}\u{0A3C}"
        table[.llla] = table[.lla]
        table[.dddha] = "\u{0A5C}"  // ੜ
        table[.rha] = "\u{0A5C}\u{0A4D}\u{0A39}"  // ੜ੍ਹ
        table[.yya] = table[.ya]
        table[vowel: .vocalicR] = "\u{0A30}\u{0A3F}"  // ਰਿ
        table[vowel: .vocalicRR] = "\u{0A30}\u{0A40}"  // ਰੀ
        table[vowel: .vocalicL] = "\u{0A32}\u{0A4D}\u{0A30}\u{0A3F}"  // ਲ੍ਰਿ
        table[vowel: .vocalicLL] = "\u{0A32}\u{0A4D}\u{0A30}\u{0A40}"  // ਲ੍ਰੀ
        table[sign: .vocalicR] = "\u{0A4D}\u{0A30}\u{0A3F}"  // ੍ਰਿ
        table[sign: .vocalicRR] = "\u{0A4D}\u{0A30}\u{0A40}"  // ੍ਰੀ
        table[sign: .vocalicL] = "\u{0A4D}\u{0A32}\u{0A4D}\u{0A30}\u{0A3F}"
        table[sign: .vocalicLL] = "\u{0A4D}\u{0A32}\u{0A4D}\u{0A30}\u{0A40}"
        // Punjabi writes the English æ/ɔ of ऍ/ऑ with ੈ/ੌ.
        table[vowel: .candraE] = table[vowel: .ai]
        table[vowel: .candraO] = table[vowel: .au]
        table[sign: .candraE] = table[sign: .ai]
        table[sign: .candraO] = table[sign: .au]
        return table
    }()
}
