/// What a Devanagari text becomes after a trip through a script that cannot hold it all, spelled out
/// independently of the engine from the tables in docs/transliteration.md.
enum DocumentedLoss {
    /// Plain Tamil: aspirated and voiced stops read back as the voiceless unaspirated stop of their row,
    /// ṛ ṝ as रु रू, anusvara and candrabindu as म्.
    static func tamil(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "ख", "ग", "घ": result += "क"
            case "छ": result += "च"
            case "झ": result += "ज"
            case "ठ", "ड", "ढ": result += "ट"
            case "थ", "द", "ध": result += "त"
            case "फ", "ब", "भ": result += "प"
            case "ं", "ँ": result += "म्"
            case "ृ": result += "्रु"
            case "ॄ": result += "्रू"
            case "ऋ": result += "रु"
            case "ॠ": result += "रू"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Gurmukhi: ष reads back as श, ṛ as रि (ृ as ्रि, ॄ as ्री), candrabindu as anusvara.
    static func gurmukhi(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "ष": result += "श"
            case "ृ": result += "्रि"
            case "ॄ": result += "्री"
            case "ऋ": result += "रि"
            case "ॠ": result += "री"
            case "ँ": result += "ं"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
