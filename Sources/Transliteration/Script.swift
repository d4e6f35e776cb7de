/// A writing system the suite converts sacred texts and names between.
public enum Script: String, CaseIterable, Sendable, Codable {
    case devanagari
    /// IAST, the scholarly Latin transliteration of Sanskrit (ā, ṣ, ṃ…).
    case iast
    /// A plain Latin spelling as Hinglish readers write (no diacritics: "karmanye vadhikaraste").
    case latin
    case tamil
    case telugu
    case kannada
    case malayalam
    case bengali
    case assamese
    case gujarati
    case gurmukhi
    case odia
}
