/// A routine's identifier: short ASCII text chosen by the caller (the server uses a UUID).
public struct RoutineID: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: RoutineID, rhs: RoutineID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether `text` can be an identifier: 1–64 characters of `a-z`, `A-Z`, `0-9` and `-`.
    public static func isWellFormed(_ text: String) -> Bool {
        (1...64).contains(text.count)
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
    }
}

/// A task's identifier, unique within the suite (the server derives it from the routine's).
public struct TaskID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}
