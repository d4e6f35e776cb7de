/// Writes phonemes in a Brahmic script from its `ScriptTable`, applying the spelling conventions that depend
/// on the neighbours of a letter (see docs/transliteration.md): Malayalam chillus, Bengali khanda ta and
/// য়, Odia ୟ and ୱ, Tamil ந/ன and superscripts, Gurmukhi tippi/bindi and addak.
struct IndicWriter {
    let script: Script
    let table: ScriptTable
    let tamilSuperscripts: Bool

    func write(_ units: [Phoneme]) -> String {
        var output = ""
        output.reserveCapacity(units.count * 3)
        var pendingMark: Unicode.Scalar?
        var index = 0
        while index < units.count {
            let unit = units[index]
            switch unit {
            case .vowelSign, .virama: break
            default:
                if let mark = pendingMark { output.unicodeScalars.append(mark) }
                pendingMark = nil
            }
            switch unit {
            case .consonant(let consonant):
                index += writeConsonant(consonant, at: index, in: units, to: &output)
                if tamilSuperscripts, script == .tamil { pendingMark = consonant.tamilSuperscript }
            case .vowel(let vowel):
                output += table[vowel: vowel]
                if tamilSuperscripts, script == .tamil, vowel.isVocalic { output += "\u{02BC}" }
            case .vowelSign(let vowel):
                writeSign(vowel, mark: pendingMark, to: &output)
                pendingMark = nil
            case .virama:
                output += table.virama
                if let mark = pendingMark { output.unicodeScalars.append(mark) }
                pendingMark = nil
            case .anusvara, .candrabindu:
                writeNasal(unit, after: index > 0 ? units[index - 1] : nil, to: &output)
            case .visarga: output += table.visarga
            case .avagraha: output += table.avagraha
            case .nukta: output += table.nukta
            case .om: output += table.om
            case .ikOnkar: output += "\u{0A74}"
            case .digit(let digit): output += table.digits[Int(digit % 10)]
            case .danda: output += "\u{0964}"
            case .doubleDanda: output += "\u{0965}"
            case .other(let scalar): output.unicodeScalars.append(scalar)
            }
            index += 1
        }
        if let mark = pendingMark { output.unicodeScalars.append(mark) }
        return output
    }

    /// Writes a consonant and returns how many following units it consumed (a virama folded into a chillu,
    /// or a consonant folded into an addak).
    private func writeConsonant(
        _ consonant: Consonant, at index: Int, in units: [Phoneme], to output: inout String
    ) -> Int {
        let context = Neighbours(units: units, index: index)
        switch script {
        case .malayalam:
            if context.nextIsVirama, let chillu = consonant.malayalamChillu,
                context.afterViramaEndsWord || (consonant == .ra && context.afterViramaIsConsonant(except: [.ya]))
            {
                output.unicodeScalars.append(chillu)
                return 1
            }
        case .bengali, .assamese:
            if consonant == .ta, context.nextIsVirama,
                context.afterViramaEndsWord
                    || context.afterViramaIsConsonant(except: [.ta, .tha, .na, .ma, .va, .ra, .ya, .ba])
            {
                output += "\u{09CE}"  // ৎ
                return 1
            }
            if consonant == .ya, context.previousCarriesVowel {
                output += table[.yya]
                return 0
            }
        case .odia:
            if consonant == .ya, context.previousCarriesVowel || context.previousIsVirama {
                output += "\u{0B5F}"  // ୟ
                return 0
            }
            if consonant == .va, context.previousIsVirama {
                output += "\u{0B71}"  // ୱ
                return 0
            }
        case .tamil:
            if consonant == .na {
                let dental = context.nextIsVirama && context.afterViramaIsConsonant(in: [.ta, .tha, .da, .dha])
                output += context.startsWord || dental ? "\u{0BA8}" : "\u{0BA9}"  // ந : ன
                return 0
            }
        case .gurmukhi:
            if context.previousCarriesVowel, context.nextIsVirama, consonant.takesAddak,
                case .consonant(let doubled)? = context.afterVirama, doubled.unaspirated == consonant
            {
                output += "\u{0A71}"  // ੱ
                return 1
            }
        default:
            break
        }
        output += table[consonant]
        return 0
    }

    private func writeSign(_ vowel: Vowel, mark: Unicode.Scalar?, to output: inout String) {
        let sign = table[sign: vowel]
        guard script == .tamil, tamilSuperscripts, vowel.isVocalic, let virama = sign.unicodeScalars.first else {
            output += sign
            if let mark { output.unicodeScalars.append(mark) }
            if script == .tamil, tamilSuperscripts, vowel.isVocalic { output += "\u{02BC}" }
            return
        }
        // க³ + ृ → க்³ருʼ: the digit stays on its consonant, before the ரு that spells ṛ.
        output.unicodeScalars.append(virama)
        if let mark { output.unicodeScalars.append(mark) }
        output.unicodeScalars.append(contentsOf: sign.unicodeScalars.dropFirst())
        output += "\u{02BC}"
    }

    private func writeNasal(_ unit: Phoneme, after previous: Phoneme?, to output: inout String) {
        switch script {
        case .gurmukhi:
            // Tippi over short vowels (and u, ū after a consonant), bindi elsewhere.
            let tippi: Bool
            switch previous {
            case .consonant?, .vowel(.a)?, .vowel(.i)?, .vowelSign(.i)?, .vowelSign(.u)?, .vowelSign(.uu)?:
                tippi = true
            default:
                tippi = false
            }
            output += tippi ? "\u{0A70}" : "\u{0A02}"
        case .tamil where tamilSuperscripts:
            output += unit == .anusvara ? "\u{0BAE}\u{0BCD}\u{02BC}" : "\u{0BAE}\u{0310}"
        default:
            output += (unit == .anusvara ? table.anusvara : table.candrabindu)
        }
    }
}

/// The units around a consonant, as the spelling rules need them.
private struct Neighbours {
    let units: [Phoneme]
    let index: Int

    var previous: Phoneme? { index > 0 ? units[index - 1] : nil }
    var next: Phoneme? { index + 1 < units.count ? units[index + 1] : nil }
    var afterVirama: Phoneme? { index + 2 < units.count ? units[index + 2] : nil }

    var startsWord: Bool { !(previous?.isLetter ?? false) }
    var nextIsVirama: Bool { next == .virama }
    var previousIsVirama: Bool { previous == .virama }

    /// The akshara before ends in a vowel: a consonant with its inherent a, a vowel sign or a vowel letter.
    var previousCarriesVowel: Bool {
        switch previous {
        case .consonant?, .vowelSign?, .vowel?: return true
        default: return false
        }
    }

    var afterViramaEndsWord: Bool { !(afterVirama?.isLetter ?? false) }

    func afterViramaIsConsonant(except excluded: Set<Consonant>) -> Bool {
        guard case .consonant(let consonant)? = afterVirama else { return false }
        return !excluded.contains(consonant)
    }

    func afterViramaIsConsonant(in included: Set<Consonant>) -> Bool {
        guard case .consonant(let consonant)? = afterVirama else { return false }
        return included.contains(consonant)
    }
}

extension Consonant {
    /// Malayalam's atomic chillu for a dead consonant at the end of a word (and ർ before a consonant).
    var malayalamChillu: Unicode.Scalar? {
        switch self {
        case .nna: return "\u{0D7A}"
        case .na: return "\u{0D7B}"
        case .ra: return "\u{0D7C}"
        case .la: return "\u{0D7D}"
        case .lla: return "\u{0D7E}"
        default: return nil
        }
    }

    /// Gurmukhi doubles these with an addak; nasals, semivowels and h keep a written virama.
    var takesAddak: Bool {
        switch self {
        case .nga, .nya, .nna, .na, .nnna, .ma, .ya, .ra, .rra, .va, .ha: return false
        default: return true
        }
    }
}

extension Vowel {
    var isVocalic: Bool {
        switch self {
        case .vocalicR, .vocalicRR, .vocalicL, .vocalicLL: return true
        default: return false
        }
    }
}
