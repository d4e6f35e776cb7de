/// A UI language, named by its BCP 47 primary code (`ru`, `en`, `ta`…).
public struct Language: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue.lowercased() }
    public var description: String { rawValue }

    public static let english = Language(rawValue: "en")
    public static let russian = Language(rawValue: "ru")
}
