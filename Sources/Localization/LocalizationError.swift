/// What can be wrong with the language files.
public enum LocalizationError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingResources
    case unreadableFile(String)
    case missingMeta(String)
    case unknownPluralRule(file: String, rule: String)
    case badValue(file: String, key: String)
    case duplicateKey(file: String, key: String)

    public var description: String {
        switch self {
        case .missingResources: "the Strings resource folder is missing"
        case .unreadableFile(let f): "language file \(f) is not valid JSON"
        case .missingMeta(let f): "language file \(f) lacks _meta.name or _meta.plural"
        case .unknownPluralRule(let f, let r): "language file \(f) names unknown plural rule \(r)"
        case .badValue(let f, let k): "language file \(f): \(k) must be a string or a plural table"
        case .duplicateKey(let f, let k): "language file \(f) redefines the top-level group \(k)"
        }
    }
}
