import Foundation

/// Reads text into phonemes. Letters of the Indic blocks are read by their own block whatever the declared
/// source script, so mixed text works; Latin letters are read with `latin`, or copied unchanged when the
/// source is an Indic script. Anything unknown becomes `.other` and passes through.
struct PhonemeReader {
    let latin: LatinScheme?

    func read(_ text: String) -> [Phoneme] {
        var source = text
        // IAST typed on some keyboards arrives decomposed (s + U+0301); compose it so ś is one token.
        if latin != nil, text.unicodeScalars.contains(where: { (0x300...0x36F).contains($0.value) }) {
            source = text.precomposedStringWithCanonicalMapping
        }
        let scalars = Array(source.unicodeScalars)
        var state = State()
        state.units.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let glyph = IndicGlyph.of(scalar) {
                state.read(glyph, scalar)
                index += 1
            } else if state.readIndicNeighbour(scalars, at: &index) {
                continue
            } else if let latin {
                index = state.readLatin(scalars, from: index, scheme: latin)
            } else {
                state.append(.other(scalar))
                index += 1
            }
        }
        state.flushDeferredSign()
        state.foldSpelledOm()
        return state.units
    }
}

extension PhonemeReader {
    struct State {
        var units: [Phoneme] = []
        /// Start of the Unicode block of the last Indic letter read (0x900, 0x980…), 0 after anything else.
        var block: UInt32 = 0
        /// A Gurmukhi addak was read: the next consonant is doubled.
        var geminate = false
        /// A vowel sign typed right after a virama, waiting for the consonant it belongs to.
        var deferredSign: Vowel?
        /// Positions of an o read from a script without an om sign, which may spell ॐ (ఓం, ওঁ, oṃ).
        var spelledOm: [Int] = []

        /// A word that is only o and a nasal (ఓం, ওঁ, ஓம், oṃ, om), in a script without an om sign, is ॐ.
        mutating func foldSpelledOm() {
            for index in spelledOm.reversed() where index + 1 < units.count && units[index] == .vowel(.o) {
                let length: Int
                switch units[index + 1] {
                case .anusvara, .candrabindu: length = 2
                case .consonant(.ma) where index + 2 < units.count && units[index + 2] == .virama: length = 3
                default: continue
                }
                let end = index + length
                guard index == 0 || !units[index - 1].isLetter, end == units.count || !units[end].isLetter
                else { continue }
                units.replaceSubrange(index..<end, with: [.om])
            }
        }

        mutating func flushDeferredSign() {
            if let sign = deferredSign { units.append(.vowelSign(sign)) }
            deferredSign = nil
        }

        mutating func append(_ unit: Phoneme) {
            flushDeferredSign()
            units.append(unit)
            block = 0
            geminate = false
        }

        mutating func read(_ glyph: IndicGlyph, _ scalar: Unicode.Scalar) {
            let block = scalar.value & ~0x7F
            let doubled = geminate
            geminate = false
            defer { self.block = block }
            if deferredSign != nil {
                // The deferred sign goes after the whole cluster that follows (तत्ित्रविधं is तत्त्रिविधं).
                switch (glyph, units.last) {
                case (.phoneme(.consonant(let consonant)), .virama?):
                    units.append(.consonant(consonant))
                    return
                case (.phoneme(.virama), .consonant?):
                    units.append(.virama)
                    return
                default:
                    flushDeferredSign()
                }
            }
            switch glyph {
            case .phoneme(.consonant(let consonant)):
                if doubled { units += [.consonant(consonant.unaspirated), .virama] }
                units.append(.consonant(consonant))
            case .phoneme(.nukta):
                readNukta(block: block)
            case .phoneme(.vowelSign(let vowel)):
                readVowelSign(vowel, scalar)
            case .phoneme(let phoneme):
                if phoneme == .vowel(.o), block != 0x900 { spelledOm.append(units.count) }
                units.append(phoneme)
            case .lengthMark:
                if !compose(scalar) {
                    if scalar.value == 0xD57, case .consonant? = units.last {
                        units.append(.vowelSign(.au))  // Modern Malayalam writes au with ൗ alone.
                    } else {
                        units.append(.other(scalar))
                    }
                }
            case .deadConsonant(let consonant):
                units += [.consonant(consonant), .virama]
            case .addak:
                geminate = true
            case .subjoinedHa:
                units += [.virama, .consonant(.ha)]
            case .subjoinedYa:
                units += [.virama, .consonant(.ya)]
            case .vowelBearer:
                units.append(.other(scalar))
            }
        }

        private mutating func readNukta(block: UInt32) {
            switch units.last {
            case .consonant(let consonant)?:
                if let dotted = consonant.withNukta(inBlock: block) {
                    units[units.count - 1] = .consonant(dotted)
                } else {
                    units.append(.nukta)
                }
            case .vowelSign(.vocalicR)?:
                // ृ + ़ is how some Devanagari sources type ॄ (the Gita's पितॄन्).
                units[units.count - 1] = .vowelSign(.vocalicRR)
            case .vowelSign?, .vowel?:
                break  // A nukta only modifies consonants; on a vowel it is a typing slip.
            default:
                units.append(.nukta)
            }
        }

        private mutating func readVowelSign(_ vowel: Vowel, _ scalar: Unicode.Scalar) {
            switch units.last {
            case .vowel(.a)?:
                units[units.count - 1] = .vowel(vowel)  // ਅ + ਾ = ਆ, as Gurmukhi spells its vowels.
            case .other(let bearer)? where bearer == "\u{0A72}" || bearer == "\u{0A73}":
                units[units.count - 1] = .vowel(vowel)  // ੳ + ੁ = ਉ, ੲ + ਿ = ਇ
            case .virama?:
                // A sign right after a virama is never well formed: it is ि (or another pre-base sign)
                // typed in visual order, before the consonant it belongs to (भक्ितमान् for भक्तिमान्).
                deferredSign = vowel
            default:
                if !compose(scalar) { units.append(.vowelSign(vowel)) }
            }
        }

        /// Joins the second half of a two-part vowel (ে + া = ো) to the vowel before it, if they make one.
        private mutating func compose(_ scalar: Unicode.Scalar) -> Bool {
            guard let last = units.last else { return false }
            switch last {
            case .vowelSign(let first):
                guard let vowel = Vowel.composed(first, scalar.value) else { return false }
                units[units.count - 1] = .vowelSign(vowel)
            case .vowel(let first):
                guard let vowel = Vowel.composed(first, scalar.value) else { return false }
                units[units.count - 1] = .vowel(vowel)
            default:
                return false
            }
            return true
        }

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
}

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
