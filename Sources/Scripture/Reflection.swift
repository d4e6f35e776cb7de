import Foundation

/// The rule for a reflection kept with a bookmark: trimmed at the ends, at most
/// `maximumLength` characters.
public enum Reflection {
    public static let maximumLength = 4000

    /// `raw` trimmed, nil when nothing was sent; refused past the maximum.
    public static func cleaned(_ raw: String?) throws(ScriptureError) -> String? {
        guard let raw else { return nil }
        let note = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard note.count <= maximumLength else { throw .reflectionTooLong(maximum: maximumLength) }
        return note
    }
}
