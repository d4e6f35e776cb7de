extension ScriptTable {
    /// Tamil as Tamil readers of Sanskrit expect: Grantha letters where Unicode has them (ஜ ஶ ஷ ஸ ஹ, and
    /// க்ஷ ஜ்ஞ as conjuncts), the plain stop of each row for aspirated and voiced stops (क ख ग घ → க), ṛ as
    /// ரு, anusvara and candrabindu as ம், visarga as ஃ, avagraha as (அ). The writer adds the superscript
    /// digits (க² க³ க⁴) and the marks that make Tamil lossless when asked to. Digits are Western, as modern
    /// Tamil writes them.
    static let tamil: ScriptTable = {
        var table = ScriptTable(
            base: 0xB80,
            missing: [
                0x01, 0x02, 0x0B, 0x0C, 0x0D, 0x11, 0x60, 0x61,
                0x16, 0x17, 0x18, 0x1B, 0x1D, 0x20, 0x21, 0x22, 0x25, 0x26, 0x27, 0x2B, 0x2C, 0x2D,
                0x3C, 0x3D, 0x43, 0x44, 0x45, 0x49, 0x62, 0x63,
            ],
            hasNukta: false)
        for (stop, row) in Consonant.tamilRows {
            table[stop] = table[row]
        }
        table.fillNuktaLetters()
        table[vowel: .vocalicR] = "\u{0BB0}\u{0BC1}"  // ரு
        table[vowel: .vocalicRR] = "\u{0BB0}\u{0BC2}"  // ரூ
        table[vowel: .vocalicL] = "\u{0BB2}\u{0BC1}"  // லு
        table[vowel: .vocalicLL] = "\u{0BB2}\u{0BC2}"  // லூ
        table[sign: .vocalicR] = "\u{0BCD}\u{0BB0}\u{0BC1}"  // ்ரு
        table[sign: .vocalicRR] = "\u{0BCD}\u{0BB0}\u{0BC2}"  // ்ரூ
        table[sign: .vocalicL] = "\u{0BCD}\u{0BB2}\u{0BC1}"  // ்லு
        table[sign: .vocalicLL] = "\u{0BCD}\u{0BB2}\u{0BC2}"  // ்லூ
        table.anusvara = "\u{0BAE}\u{0BCD}"  // ம்
        table.candrabindu = table.anusvara
        table.avagraha = "(\u{0B85})"  // (அ)
        table.digits = (0..<10).map { String($0) }
        return table
    }()
}

extension Consonant {
    /// The stops Tamil writes with the plain letter of their row, and that letter: ख ग घ → க…
    static let tamilRows: [(Consonant, Consonant)] = [
        (.kha, .ka), (.ga, .ka), (.gha, .ka), (.cha, .ca), (.jha, .ja),
        (.ttha, .tta), (.dda, .tta), (.ddha, .tta), (.tha, .ta), (.da, .ta), (.dha, .ta),
        (.pha, .pa), (.ba, .pa), (.bha, .pa),
    ]

    /// The superscript digit that marks a stop in Tamil: ² aspirated, ³ voiced, ⁴ voiced aspirated (ஜ² for झ).
    var tamilSuperscript: Unicode.Scalar? {
        switch self {
        case .kha, .cha, .jha, .ttha, .tha, .pha, .khha: return "\u{00B2}"
        case .ga, .dda, .da, .ba, .ghha: return "\u{00B3}"
        case .gha, .ddha, .dha, .bha: return "\u{2074}"
        default: return nil
        }
    }

    /// For each Tamil stop letter, what ², ³ and ⁴ make of it.
    private static let tamilMarkedRows: [Consonant: [Consonant]] = [
        .ka: [.kha, .ga, .gha], .ca: [.cha, .ja, .jha], .ja: [.jha, .ja, .jha],
        .tta: [.ttha, .dda, .ddha], .ta: [.tha, .da, .dha], .pa: [.pha, .ba, .bha],
    ]

    /// The stop a superscript digit turns a Tamil letter into (க + ³ → ग), or nil if the pair means nothing.
    func tamilMarked(_ digit: Unicode.Scalar) -> Consonant? {
        guard let row = Self.tamilMarkedRows[self] else { return nil }
        switch digit {
        case "\u{00B2}": return row[0]
        case "\u{00B3}": return row[1]
        case "\u{2074}": return row[2]
        default: return nil
        }
    }
}
