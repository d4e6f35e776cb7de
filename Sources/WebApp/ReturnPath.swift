import Foundation

/// The one check for a client-supplied place to return to (a form's `back` field): only a path on
/// this site is followed, so no form can send the browser to another site.
enum ReturnPath {
    /// The longest path followed back.
    static let maxLength = 300

    /// `candidate` when it is a plain local path, else `fallback`.
    ///
    /// Browsers strip tabs and newlines from a `Location` and read `\` as `/`, so `/\t/evil.example`,
    /// `/\evil.example` and `//evil.example` all leave the site; percent-encodings are checked after
    /// decoding too (`/%2F%2Fevil.example`, `/%09/evil.example`). A path is accepted only when it
    /// starts with one `/`, holds no control, space, backslash or other unusual character in either
    /// form, and stays short.
    static func local(_ candidate: String?, fallback: String = "/") -> String {
        guard let candidate, isLocal(candidate) else { return fallback }
        return candidate
    }

    /// Whether `path` is a plain path on this site (see `local(_:fallback:)`).
    static func isLocal(_ path: String) -> Bool {
        guard path.utf8.count <= maxLength, isPlainLocal(path, decoded: false) else { return false }
        // Decoded once and again: a path that decodes into something unsafe is refused.
        var decoded = path
        for _ in 0..<2 {
            // An invalid escape (`%ZZ`) decodes to nothing further; the raw text was checked.
            guard let next = decoded.removingPercentEncoding else { return true }
            guard isPlainLocal(next, decoded: true) else { return false }
            decoded = next
        }
        return true
    }

    /// The raw path must hold no space at all; once decoded, an inner space is harmless.
    private static func isPlainLocal(_ path: String, decoded: Bool) -> Bool {
        let scalars = Array(path.unicodeScalars)
        guard scalars.first == "/" else { return false }
        if scalars.count > 1, scalars[1] == "/" || scalars[1] == "\\" { return false }
        return !scalars.contains { scalar in
            if decoded && scalar == " " { return false }
            return scalar.value < 0x21 || scalar.value == 0x7F || scalar == "\\"
                || (0x80...0x9F).contains(scalar.value)
                || scalar.properties.generalCategory == .format
                || scalar.properties.isWhitespace
        }
    }
}
