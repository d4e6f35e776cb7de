extension PhonemeReader.State {
    /// Characters outside the Indic blocks that belong to the Indic text around them: joiners after a
    /// virama, Tamil's superscript digits and marks, Tamil's (அ) and Gurmukhi's ’ for avagraha.
    mutating func readIndicNeighbour(_ scalars: [Unicode.Scalar], at index: inout Int) -> Bool {
        let scalar = scalars[index]
        switch scalar.value {
        case 0x200C, 0x200D:
            guard case .virama? = units.last else { return false }
        case 0x00B2, 0x00B3, 0x2074:
            guard block == 0xB80, markTamilStop(scalar) else { return false }
        case 0x02BC:
            guard block == 0xB80, markTamilApostrophe() else { return false }
        case 0x0310:
            guard block == 0xB80, case .consonant(.ma)? = units.last else { return false }
            units[units.count - 1] = .candrabindu
        case 0x28:  // "(அ)"
            guard index + 2 < scalars.count, scalars[index + 1] == "\u{0B85}", scalars[index + 2] == ")"
            else { return false }
            units.append(.avagraha)
            index += 3
            block = 0xB80
            return true
        case 0x2019:
            guard block == 0xA00, index + 1 < scalars.count,
                scalars[index + 1] == "\u{2019}" || IndicGlyph.of(scalars[index + 1]) != nil
            else { return false }
            units.append(.avagraha)
        default:
            return false
        }
        index += 1
        return true
    }

    /// க + ³ → ग: the superscript follows the consonant's vowel sign or virama.
    private mutating func markTamilStop(_ digit: Unicode.Scalar) -> Bool {
        var position = units.count - 1
        if position > 0 {
            switch units[position] {
            case .vowelSign, .virama: position -= 1
            default: break
            }
        }
        guard position >= 0, case .consonant(let consonant) = units[position],
            let marked = consonant.tamilMarked(digit)
        else { return false }
        units[position] = .consonant(marked)
        return true
    }

    /// ருʼ → ṛ (and ரூʼ லுʼ லூʼ), ம்ʼ → anusvara: the marks of Tamil written to be read back exactly.
    private mutating func markTamilApostrophe() -> Bool {
        let count = units.count
        if count >= 2, case .consonant(let liquid) = units[count - 2],
            case .vowelSign(let length) = units[count - 1],
            let vocalic = Vowel.tamilVocalic(liquid, length)
        {
            if count >= 4, case .virama = units[count - 3], case .consonant = units[count - 4] {
                units.removeLast(3)
                units.append(.vowelSign(vocalic))
            } else {
                units.removeLast(2)
                units.append(.vowel(vocalic))
            }
            return true
        }
        if count >= 2, case .consonant(.ma) = units[count - 2], case .virama = units[count - 1] {
            units.removeLast(2)
            units.append(.anusvara)
            return true
        }
        return false
    }
}
