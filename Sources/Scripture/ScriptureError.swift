/// Why the Scripture engine refused: a text or unit that does not exist, or data that breaks the
/// format (docs/texts-format.md).
public enum ScriptureError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownText(String)
    case unknownUnit(text: String, ref: String)
    case unknownSection(text: String, number: Int)
    case badData(file: String, reason: String)

    public var description: String {
        switch self {
        case .unknownText(let id): "There is no text called “\(id)”."
        case .unknownUnit(let text, let ref): "“\(text)” has no unit “\(ref)”."
        case .unknownSection(let text, let number): "“\(text)” has no section \(number)."
        case .badData(let file, let reason): "The text data in \(file) is broken: \(reason)"
        }
    }
}
