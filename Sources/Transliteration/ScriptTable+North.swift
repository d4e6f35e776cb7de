// Devanagari, Bengali, Assamese, Gujarati and Odia. Offsets are those of the Devanagari block layout; the gaps
// are read from the Unicode code charts of each block.
extension ScriptTable {
    static let devanagari = ScriptTable(base: 0x900, missing: [], hasNukta: true)

    /// Bengali has no va (व and ब are both ব), no ḷa, no short or candra e/o and no om sign (ওঁ is written).
    static let bengali: ScriptTable = {
        var table = ScriptTable(
            base: 0x980,
            missing: [0x0D, 0x0E, 0x11, 0x12, 0x29, 0x31, 0x33, 0x34, 0x35, 0x45, 0x46, 0x49, 0x4A, 0x50],
            hasNukta: true)
        table.om = "\u{0993}\u{0981}"  // ওঁ
        return table
    }()

    /// Assamese is Bengali letters with its own ra (ৰ) and a wa (ৱ) for va.
    static let assamese: ScriptTable = {
        var table = bengali
        table[.ra] = "\u{09F0}"  // ৰ
        table[.va] = "\u{09F1}"  // ৱ
        return table
    }()

    static let gujarati = ScriptTable(
        base: 0xA80, missing: [0x0E, 0x12, 0x29, 0x31, 0x34, 0x46, 0x4A], hasNukta: true)

    /// Odia writes ya as ୟ after a vowel and in the ya-phalā (Unicode 5.2, table 9-16), and va as ଵ (ୱ in
    /// conjuncts); both are chosen by the writer. The om sign is written ଓଁ.
    static let odia: ScriptTable = {
        var table = ScriptTable(
            base: 0xB00,
            missing: [0x0D, 0x0E, 0x11, 0x12, 0x29, 0x31, 0x34, 0x45, 0x46, 0x49, 0x4A, 0x50],
            hasNukta: true)
        table[.yya] = "\u{0B5F}"  // ୟ
        table.om = "\u{0B13}\u{0B01}"  // ଓଁ
        return table
    }()
}
