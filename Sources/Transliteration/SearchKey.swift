import Foundation

/// The folding behind `Transliterator.searchKey`: plain Latin in, a lower-case ASCII key out.
enum SearchKey {
    static func fold(_ latin: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(latin.utf8.count)
        var word: [UInt8] = []
        for scalar in latin.unicodeScalars {
            if let letter = asciiLetterOrDigit(scalar) {
                word.append(letter)
            } else if !word.isEmpty {
                key += foldWord(word)
                word.removeAll(keepingCapacity: true)
            }
        }
        key += foldWord(word)
        return String(decoding: key, as: UTF8.self)
    }

    /// The scalar as a lower-case ASCII letter or digit, its diacritics stripped (ā → a); nil otherwise.
    private static func asciiLetterOrDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39, 0x61...0x7A: return UInt8(scalar.value)
        case 0x41...0x5A: return UInt8(scalar.value + 0x20)
        case 0...0x7F: return nil
        default:
            guard scalar.properties.isAlphabetic,
                let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
                base.value < 0x80
            else { return nil }
            return asciiLetterOrDigit(base)
        }
    }

    private static let a = UInt8(ascii: "a")
    private static let e = UInt8(ascii: "e")
    private static let i = UInt8(ascii: "i")
    private static let o = UInt8(ascii: "o")
    private static let u = UInt8(ascii: "u")
    private static let h = UInt8(ascii: "h")
    private static let m = UInt8(ascii: "m")
    private static let n = UInt8(ascii: "n")
    private static let r = UInt8(ascii: "r")

    private static func isVowel(_ byte: UInt8) -> Bool {
        byte == a || byte == e || byte == i || byte == o || byte == u
    }

    /// Consonant letters after which an h only marks aspiration or a digraph (kh, sh, chh, ṭh…).
    private static func takesSilentH(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "k"), UInt8(ascii: "g"), UInt8(ascii: "c"), UInt8(ascii: "j"), UInt8(ascii: "t"),
            UInt8(ascii: "d"), UInt8(ascii: "p"), UInt8(ascii: "b"), UInt8(ascii: "s"), UInt8(ascii: "r"):
            return true
        default:
            return false
        }
    }

    private static func foldWord(_ word: [UInt8]) -> [UInt8] {
        guard !word.isEmpty else { return [] }
        // Spellings of one sound: ee → i, oo → u, jn → gy (jñ), ri → r (ṛ).
        var spelled: [UInt8] = []
        spelled.reserveCapacity(word.count)
        var index = 0
        while index < word.count {
            let byte = word[index]
            let next = index + 1 < word.count ? word[index + 1] : 0
            switch (byte, next) {
            case (e, e):
                spelled.append(i)
                index += 2
            case (o, o):
                spelled.append(u)
                index += 2
            case (o, a):
                spelled.append(o)  // oankaar, onkar
                index += 2
            case (UInt8(ascii: "j"), n):
                spelled += [UInt8(ascii: "g"), UInt8(ascii: "y")]
                index += 2
            case (r, i):
                spelled.append(r)
                index += 2
            default:
                spelled.append(byte)
                index += 1
            }
        }
        // Letters: aspiration and digraph h dropped, w z q f x folded.
        var letters: [UInt8] = []
        letters.reserveCapacity(spelled.count)
        for byte in spelled {
            switch byte {
            case h where letters.last.map(takesSilentH) ?? false: continue
            case UInt8(ascii: "w"): letters.append(UInt8(ascii: "v"))
            case UInt8(ascii: "z"): letters.append(UInt8(ascii: "j"))
            case UInt8(ascii: "q"): letters.append(UInt8(ascii: "k"))
            case UInt8(ascii: "f"): letters.append(UInt8(ascii: "p"))
            case UInt8(ascii: "x"): letters += [UInt8(ascii: "k"), UInt8(ascii: "s")]
            default: letters.append(byte)
            }
        }
        // A final h after a vowel is visarga, which readers often leave out (namah, nama).
        if letters.count > 1, letters.last == h, isVowel(letters[letters.count - 2]) { letters.removeLast() }
        // A final ay is how Hindi spells what Hinglish writes ai (जय jay, jai).
        if letters.count > 2, letters.last == UInt8(ascii: "y"), letters[letters.count - 2] == a {
            letters[letters.count - 1] = i
        }
        // Nasals: m or n not followed by a vowel (anusvara, a nasal before a consonant) is n; doubles single.
        var folded: [UInt8] = []
        folded.reserveCapacity(letters.count)
        for (position, byte) in letters.enumerated() {
            var letter = byte
            if letter == m {
                let next = position + 1 < letters.count ? letters[position + 1] : 0
                if !isVowel(next) { letter = n }
            }
            if folded.last == letter { continue }
            folded.append(letter)
        }
        return folded
    }
}
