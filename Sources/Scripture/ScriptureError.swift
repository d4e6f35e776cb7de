/// Why the Scripture engine refused: a text or unit that does not exist, or data that breaks the
/// format (docs/texts-format.md).
public enum ScriptureError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownText(String)
    case unknownUnit(text: String, ref: String)
    case unknownSection(text: String, number: Int)
    case badData(file: String, reason: String)
    case reflectionTooLong(maximum: Int)

    public var description: String {
        switch self {
        case .unknownText(let id): "There is no text called “\(Self.clip(id))”."
        case .unknownUnit(let text, let ref): "“\(text)” has no unit “\(Self.clip(ref))”."
        case .unknownSection(let text, let number): "“\(text)” has no section \(number)."
        case .badData(let file, let reason): "The text data in \(file) is broken: \(reason)"
        case .reflectionTooLong(let maximum): "A reflection can be at most \(maximum) characters."
        }
    }

    /// Echoed input is cut short, so a refusal never repeats a huge value.
    static func clip(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}
