extension PhonemeReader.State {
    /// Reads a run of Latin text up to the next Indic letter, longest spelling first. A consonant waits for
    /// its vowel: a following vowel becomes its sign (or the inherent a), anything else gives it a virama.
    /// Returns the index after the run.
    mutating func readLatin(_ scalars: [Unicode.Scalar], from start: Int, scheme: LatinScheme) -> Int {
        var lowered: [Unicode.Scalar] = []
        lowered.reserveCapacity(scalars.count - start)
        var end = start
        while end < scalars.count, IndicGlyph.of(scalars[end]) == nil {
            let scalar = scalars[end]
            if scalar.isASCII {
                let value = scalar.value
                lowered.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
            } else if scalar.properties.changesWhenLowercased {
                lowered.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                lowered.append(scalar)
            }
            end += 1
        }

        var awaitingVowel = false
        func closeConsonant(_ units: inout [Phoneme]) {
            if awaitingVowel { units.append(.virama) }
            awaitingVowel = false
        }
        func match(at position: Int) -> (token: LatinScheme.Token, length: Int)? {
            for length in stride(from: LatinScheme.maxTokenLength, through: 1, by: -1)
            where position + length <= lowered.count {
                if let token = scheme.token(LatinScheme.key(lowered[position..<position + length])) {
                    return (token, length)
                }
            }
            return nil
        }

        var position = 0
        while position < lowered.count {
            guard let (matched, length) = match(at: position) else {
                closeConsonant(&units)
                units.append(.other(lowered[position]))
                position += 1
                continue
            }
            var token = matched
            if case .separator = token {
                // ":" splits a digraph only inside a word; elsewhere it is punctuation.
                let inWord =
                    position > 0 && position + 1 < lowered.count
                    && lowered[position - 1].properties.isAlphabetic && lowered[position + 1].properties.isAlphabetic
                if !inWord {
                    closeConsonant(&units)
                    units.append(.other(lowered[position]))
                }
                position += 1
                continue
            }
            switch token {
            case .ambiguousL, .ambiguousR:
                let beforeVowel: Bool
                if let next = match(at: position + length), case .vowel = next.token {
                    beforeVowel = true
                } else {
                    beforeVowel = false
                }
                if case .ambiguousL = token {
                    token = beforeVowel ? .consonant(.lla) : .vowel(.vocalicL)
                } else {
                    token = beforeVowel ? .consonant(.dddha) : .vowel(.vocalicR)
                }
            default:
                break
            }
            if scheme == .readable, case .consonant(.ha) = token, !awaitingVowel, units.last?.isLetter == true,
                position + length == lowered.count || !lowered[position + length].properties.isAlphabetic
            {
                token = .mark(.visarga)  // Plain Latin spells visarga as a final h: namah is नमः.
            }
            switch token {
            case .consonant(let consonant):
                closeConsonant(&units)
                units.append(.consonant(consonant))
                awaitingVowel = true
            case .cluster(let first, let second):
                closeConsonant(&units)
                units += [.consonant(first), .virama, .consonant(second)]
                awaitingVowel = true
            case .vowel(let vowel):
                if awaitingVowel {
                    if vowel != .a { units.append(.vowelSign(vowel)) }
                    awaitingVowel = false
                } else {
                    if vowel == .o { spelledOm.append(units.count) }
                    units.append(.vowel(vowel))
                }
            case .mark(let phoneme):
                closeConsonant(&units)
                units.append(phoneme)
            case .separator, .ambiguousL, .ambiguousR:
                break
            }
            position += length
        }
        closeConsonant(&units)
        block = 0
        geminate = false
        return end
    }
}
