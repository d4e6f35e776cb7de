/// A typed identifier for a stored training session.
public struct TrainingSessionID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { String(rawValue) }
}

/// A typed identifier for a saved setup (a preset).
public struct TrainingPresetID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { String(rawValue) }
}
