/// Finds the vowels that Punjabi (and Hindi) readers leave unpronounced, for the plain Latin spelling:
///
/// - the final sihari or aunkar Gurbani writes on a word's last consonant (ਸਚੁ "sach", ਸਤਿ "sat"), when
///   `finalShortVowels` is set and the word has more than one syllable;
/// - the inherent a of a word's last consonant (ਨਾਨਕ "naanak");
/// - an inherent a between two single consonants when a vowel precedes and a vowel follows (ਕਰਤਾ "kartaa"),
///   the schwa-deletion rule of Ohala (1983), applied from the end of the word backwards.
enum SilentVowels {
    /// One flag per unit: true where the unit's vowel (a consonant's inherent a or a vowel sign) is silent.
    static func mask(_ units: [Phoneme], finalShortVowels: Bool) -> [Bool] {
        var silent = [Bool](repeating: false, count: units.count)
        var start = 0
        while start < units.count {
            guard units[start].isLetter else {
                start += 1
                continue
            }
            var end = start
            while end < units.count, units[end].isLetter { end += 1 }
            markWord(units, start..<end, finalShortVowels: finalShortVowels, into: &silent)
            start = end
        }
        return silent
    }

    /// A syllable of a word: its vowel, where that vowel is written, and what surrounds it.
    private struct Syllable {
        /// Index of the unit carrying the vowel: the consonant (inherent a) or the vowel sign.
        var vowelUnit: Int
        var vowel: Vowel
        var inherent: Bool
        var startsWithConsonant: Bool
        var clusterOnset: Bool
        var hasCoda = false
    }

    private static func markWord(
        _ units: [Phoneme], _ range: Range<Int>, finalShortVowels: Bool, into silent: inout [Bool]
    ) {
        var syllables: [Syllable] = []
        var clusterPending = false
        var index = range.lowerBound
        while index < range.upperBound {
            switch units[index] {
            case .consonant:
                let next = index + 1 < range.upperBound ? units[index + 1] : nil
                if next == .virama {
                    clusterPending = true
                    index += 2
                    continue
                }
                if case .vowelSign(let vowel)? = next {
                    syllables.append(
                        Syllable(
                            vowelUnit: index + 1, vowel: vowel, inherent: false, startsWithConsonant: true,
                            clusterOnset: clusterPending))
                    index += 1
                } else {
                    syllables.append(
                        Syllable(
                            vowelUnit: index, vowel: .a, inherent: true, startsWithConsonant: true,
                            clusterOnset: clusterPending))
                }
                clusterPending = false
            case .vowel(let vowel):
                syllables.append(
                    Syllable(
                        vowelUnit: index, vowel: vowel, inherent: false, startsWithConsonant: false,
                        clusterOnset: false))
                clusterPending = false
            case .anusvara, .candrabindu, .visarga:
                if !syllables.isEmpty { syllables[syllables.count - 1].hasCoda = true }
            default:
                break
            }
            index += 1
        }
        // A trailing dead consonant closes the last syllable.
        if clusterPending, !syllables.isEmpty { syllables[syllables.count - 1].hasCoda = true }
        guard syllables.count >= 2 else { return }

        var quiet = [Bool](repeating: false, count: syllables.count)
        let last = syllables.count - 1
        let final = syllables[last]
        if final.startsWithConsonant, !final.hasCoda {
            if final.inherent || (finalShortVowels && (final.vowel == .i || final.vowel == .u)) {
                quiet[last] = true
            }
        }
        var position = last - 1
        while position >= 1 {
            let syllable = syllables[position]
            let before = syllables[position - 1]
            let after = syllables[position + 1]
            if syllable.inherent, syllable.startsWithConsonant, !syllable.clusterOnset, !syllable.hasCoda,
                !before.hasCoda,
                after.startsWithConsonant, !after.clusterOnset, !quiet[position + 1]
            {
                quiet[position] = true
            }
            position -= 1
        }
        for (syllable, isQuiet) in zip(syllables, quiet) where isQuiet {
            silent[syllable.vowelUnit] = true
        }
    }
}
