/// Writes phonemes in IAST or in the plain Latin spelling of `Script.latin`.
struct LatinWriter {
    let scheme: LatinScheme
    /// Per unit, whether its vowel goes unpronounced (see `SilentVowels`); nil keeps every vowel.
    let silent: [Bool]?
    /// The text is read as Punjabi or Hindi, where a nasal sign at the end of a word is a nasal vowel
    /// ("main", "sumiraun"), not Sanskrit's m ("katham").
    let nasalVowels: Bool

    func write(_ units: [Phoneme]) -> String {
        var output = ""
        output.reserveCapacity(units.count * 2)
        var lastWasA = false
        for index in units.indices {
            let unit = units[index]
            var wroteA = false
            switch unit {
            case .consonant(let consonant):
                if scheme == .iast, consonant == .ha, index >= 2, units[index - 1] == .virama,
                    case .consonant(let before) = units[index - 2], before.iastEndsInStop
                {
                    output.append(":")  // ISO 15919: k:h is क्ह, kh is ख.
                }
                output.append(spelling(of: consonant, at: index, in: units))
                let next = index + 1 < units.count ? units[index + 1] : nil
                switch next {
                case .vowelSign?, .virama?:
                    break
                default:
                    if !isSilent(index) {
                        output.append("a")
                        wroteA = true
                    }
                }
            case .vowel(let vowel):
                if scheme == .iast, lastWasA, vowel == .i || vowel == .u { output.append(":") }
                output.append(spelling(of: vowel))
                wroteA = vowel == .a
            case .vowelSign(let vowel):
                if !isSilent(index) { output.append(spelling(of: vowel)) }
            case .virama, .nukta:
                break
            case .anusvara:
                output.append(nasal(before: index + 1 < units.count ? units[index + 1] : nil))
            case .candrabindu:
                output.append(scheme == .iast ? "m\u{0310}" : "n")
            case .visarga:
                output.append(scheme == .iast ? "ḥ" : "h")
            case .avagraha:
                if scheme == .iast { output.append("’") }
            case .om:
                output.append(scheme == .iast ? "oṃ" : "om")
            case .ikOnkar:
                output.append(scheme == .iast ? "ik oaṅkār" : "ik oankaar")
            case .digit(let digit):
                output.append(String(digit % 10))
            case .danda:
                output.append("|")
            case .doubleDanda:
                output.append("||")
            case .other(let scalar):
                output.unicodeScalars.append(scalar)
            }
            lastWasA = wroteA
        }
        return output
    }

    private func isSilent(_ index: Int) -> Bool {
        guard let silent, index < silent.count else { return false }
        return silent[index]
    }

    private func spelling(of vowel: Vowel) -> String {
        switch scheme {
        case .iast: return Self.iastVowels[Int(vowel.rawValue)]
        case .readable: return Self.readableVowels[Int(vowel.rawValue)]
        }
    }

    private func spelling(of consonant: Consonant, at index: Int, in units: [Phoneme]) -> String {
        if scheme == .readable {
            // ज्ञ is "gy", as Hindi speakers say and write it (gyaan).
            if consonant == .ja, index + 2 < units.count, units[index + 1] == .virama,
                units[index + 2] == .consonant(.nya)
            {
                return "g"
            }
            if consonant == .nya, index >= 2, units[index - 1] == .virama, units[index - 2] == .consonant(.ja) {
                return "y"
            }
            return Self.readableConsonants[Int(consonant.rawValue)]
        }
        return Self.iastConsonants[Int(consonant.rawValue)]
    }

    /// Anusvara: ṃ in IAST; in plain Latin the nasal a reader hears before the next letter.
    private func nasal(before next: Phoneme?) -> String {
        if scheme == .iast { return "ṃ" }
        guard case .consonant(let consonant)? = next else { return nasalVowels ? "n" : "m" }
        return consonant.isLabial || consonant == .va ? "m" : "n"
    }

    private static let iastVowels = [
        "a", "ā", "i", "ī", "u", "ū", "ṛ", "ṝ", "ḷ", "ḹ", "ĕ", "e", "ai", "ŏ", "o", "au", "ê", "ô",
    ]
    private static let readableVowels = [
        "a", "aa", "i", "ee", "u", "oo", "ri", "ree", "lri", "lree", "e", "e", "ai", "o", "o", "au", "e", "o",
    ]
    private static let iastConsonants = [
        "k", "kh", "g", "gh", "ṅ", "c", "ch", "j", "jh", "ñ", "ṭ", "ṭh", "ḍ", "ḍh", "ṇ",
        "t", "th", "d", "dh", "n", "ṉ", "p", "ph", "b", "bh", "m",
        "y", "r", "ṟ", "l", "ḷ", "ḻ", "v", "ś", "ṣ", "s", "h",
        "q", "k͟h", "ġ", "z", "ṛ", "ṛh", "f", "ẏ",
    ]
    private static let readableConsonants = [
        "k", "kh", "g", "gh", "n", "ch", "chh", "j", "jh", "n", "t", "th", "d", "dh", "n",
        "t", "th", "d", "dh", "n", "n", "p", "ph", "b", "bh", "m",
        "y", "r", "r", "l", "l", "zh", "v", "sh", "sh", "s", "h",
        "q", "kh", "g", "z", "r", "rh", "f", "y",
    ]
}

extension Consonant {
    /// Its IAST spelling ends in a letter that an h after it would turn into an aspirate (k + h = kh).
    var iastEndsInStop: Bool {
        switch self {
        case .ka, .ga, .ca, .ja, .tta, .dda, .ta, .da, .pa, .ba, .dddha: return true
        default: return false
        }
    }
}
