// Telugu, Kannada and Malayalam: complete for Sanskrit, with the Dravidian short e/o, ṟa and ḻa.
extension ScriptTable {
    /// Telugu's nukta (U+0C3C) is from Unicode 14; it is only written for the Hindi/Urdu nukta letters.
    static let telugu = ScriptTable(
        base: 0xC00, missing: [0x0D, 0x11, 0x29, 0x45, 0x49, 0x50], hasNukta: true)

    /// Kannada encodes ḻa out of the common layout, as ೞ (U+0CDE).
    static let kannada: ScriptTable = {
        var table = ScriptTable(
            base: 0xC80, missing: [0x0D, 0x11, 0x29, 0x34, 0x45, 0x49, 0x50], hasNukta: true)
        table[.llla] = "\u{0CDE}"  // ೞ
        return table
    }()

    /// Malayalam has no nukta (U+0D3C is a virama variant). Digits are written in the Western form Malayalam
    /// uses today; the chillus (ൻ ർ ൽ ൾ ൺ) are chosen by the writer.
    static let malayalam: ScriptTable = {
        var table = ScriptTable(
            base: 0xD00, missing: [0x0D, 0x11, 0x3C, 0x45, 0x49, 0x50], hasNukta: false)
        table.digits = (0..<10).map { String($0) }
        return table
    }()
}
