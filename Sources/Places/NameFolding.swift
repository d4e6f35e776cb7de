import Foundation

/// The search form of a name: case- and diacritics-insensitive, separators unified.
///
/// Must match `fold` in scripts/places/generate_places.py, which folds the catalog's keys:
/// NFKD; combining diacritical marks (U+0300–036F) dropped; lower case; ß, æ, œ, ø, đ, ð, ł, ı,
/// þ, ħ, ŧ spelled out; apostrophes dropped; runs of spaces, hyphens, dots, commas, underscores,
/// slashes and parentheses as one space, trimmed; NFC. Marks of other scripts (Tamil or
/// Devanagari vowel signs) are kept, so "சென்னை" stays itself.
public enum NameFolding {
    static let special: [Unicode.Scalar: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "ı": "i", "þ": "th",
        "ħ": "h", "ŧ": "t",
    ]
    static let dropped: Set<Unicode.Scalar> = ["'", "’", "ʼ", "ʻ", "`"]
    static let separators: Set<Unicode.Scalar> = ["-", "‐", "–", "—", ".", ",", "_", "/", "(", ")"]

    /// Folds `text` for comparison with the catalog's search keys.
    public static func fold(_ text: String) -> String {
        var unmarked = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            unmarked.append(scalar)
        }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in String(unmarked).lowercased().unicodeScalars {
            if dropped.contains(scalar) { continue }
            if separators.contains(scalar) || scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            if let spelled = special[scalar] {
                result.append(contentsOf: spelled.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result).precomposedStringWithCanonicalMapping
    }
}
