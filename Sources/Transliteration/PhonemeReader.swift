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
    }
}
