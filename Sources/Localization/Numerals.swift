/// The digits a language writes numbers in: Latin 0–9 or its script's own (०–९, ০–৯, ૦–૯ …).
///
/// Digits are mapped one for one (the Unicode decimal digits of each script are contiguous, from the
/// zero listed here), so a time, a date or a count keeps its shape and its separators, and no ICU
/// numbering-system locale is needed (see docs: `-u-nu-` identifiers crash the legacy formatters on
/// Linux).
public enum Numerals: String, Sendable, CaseIterable, Codable {
    case latin = "latn"
    case devanagari = "deva"
    case bengali = "beng"
    case gujarati = "gujr"
    case gurmukhi = "guru"
    case odia = "orya"
    case tamil = "tamldec"
    case telugu = "telu"
    case kannada = "knda"
    case malayalam = "mlym"

    /// The scalar value of the script's digit zero.
    var zero: UInt32 {
        switch self {
        case .latin: 0x30
        case .devanagari: 0x0966
        case .bengali: 0x09E6
        case .gurmukhi: 0x0A66
        case .gujarati: 0x0AE6
        case .odia: 0x0B66
        case .tamil: 0x0BE6
        case .telugu: 0x0C66
        case .kannada: 0x0CE6
        case .malayalam: 0x0D66
        }
    }

    /// The ten digits, for showing the choice ("०१२३").
    public var sample: String { write("0123") }

    /// `text` with every ASCII digit written in these numerals; everything else untouched.
    public func write(_ text: String) -> String {
        guard self != .latin, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x30, scalar.value <= 0x39, let mapped = Unicode.Scalar(zero + scalar.value - 0x30) {
                out.append(mapped)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// An HTML document or fragment with the digits of its text written in these numerals, and the
    /// markup left alone: tag names and attribute values (a form's `value`, an `href`, a `datetime`)
    /// keep Latin digits, as do `<script>`, `<style>`, `<textarea>` and `<input>`-like content a
    /// browser or program reads back; character references (`&#160;`) are kept as written.
    public func writeText(ofHTML html: String) -> String {
        guard self != .latin, html.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return html }
        var out = String.UnicodeScalarView()
        out.reserveCapacity(html.unicodeScalars.count)
        let scalars = Array(html.unicodeScalars)
        var i = 0
        var raw: String?  // inside <script>, <style> or <textarea>: text left as it is
        while i < scalars.count {
            let c = scalars[i]
            if c == "<" {
                // A tag (or comment): copied whole; note whether it opens or closes a raw element.
                var j = i + 1
                while j < scalars.count, scalars[j] != ">" { j += 1 }
                let tag = String(String.UnicodeScalarView(scalars[i..<min(j + 1, scalars.count)]))
                out.append(contentsOf: scalars[i..<min(j + 1, scalars.count)])
                let name = Self.tagName(tag)
                if let open = raw {
                    if name == "/" + open { raw = nil }
                } else if ["script", "style", "textarea"].contains(name) {
                    raw = name
                }
                i = j + 1
                continue
            }
            if c == "&" {
                // A character reference: copied up to its `;` (at most 10 scalars).
                var j = i + 1
                while j < scalars.count, j - i < 10, scalars[j] != ";", scalars[j] != "<" { j += 1 }
                if j < scalars.count, scalars[j] == ";" {
                    out.append(contentsOf: scalars[i...j])
                    i = j + 1
                    continue
                }
            }
            if raw == nil, c.value >= 0x30, c.value <= 0x39, let mapped = Unicode.Scalar(zero + c.value - 0x30) {
                out.append(mapped)
            } else {
                out.append(c)
            }
            i += 1
        }
        return String(out)
    }

    /// The lowercased name of a tag (`script`, `/script`), empty for a comment or declaration.
    static func tagName(_ tag: String) -> String {
        var name = ""
        for ch in tag.dropFirst() {
            if ch == "/" && name.isEmpty {
                name.append(ch)
                continue
            }
            guard ch.isLetter || ch.isNumber else { break }
            name.append(ch)
        }
        return name.lowercased()
    }
}

extension Language {
    /// The language's own digits, nil where it writes Latin digits only (English, Russian,
    /// Hinglish).
    public var nativeNumerals: Numerals? {
        switch rawValue {
        case "hi", "mr": .devanagari
        case "bn", "as": .bengali
        case "gu": .gujarati
        case "pa": .gurmukhi
        case "or": .odia
        case "ta": .tamil
        case "te": .telugu
        case "kn": .kannada
        case "ml": .malayalam
        default: nil
        }
    }

    /// The digits the language uses by default: CLDR 47's default numbering system (Marathi
    /// Devanagari, Bengali and Assamese Bengali digits; Latin for the others).
    public var defaultNumerals: Numerals {
        switch rawValue {
        case "mr": .devanagari
        case "bn", "as": .bengali
        default: .latin
        }
    }

    /// The digits to write in: `choice` `native` or `latin` when the person chose, else the default.
    public func numerals(choice: String?) -> Numerals {
        switch choice {
        case "native": nativeNumerals ?? .latin
        case "latin": .latin
        default: defaultNumerals
        }
    }
}
