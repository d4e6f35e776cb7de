import CivilTime
import Foundation

/// A typed identifier for a counter (one mantra's purascharana).
public struct CounterID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }
    public var description: String { String(rawValue) }
}

/// How the status line for the clipboard is written.
public enum CopyFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// The seed's literal Russian form, `"16 круга (2524)"`, whatever the number.
    case literal
    /// Grammatical plurals in the profile's language: "1 круг", "2 круга", "5 кругов".
    case plural
}

/// The settings of one counter: which mantra, toward what target, by when.
public struct JapaCounter: Sendable, Hashable, Codable {
    /// The purascharana of the seed: 5556 circles.
    public static let defaultTarget = 5556
    /// The largest target accepted.
    public static let maximumTarget = 10_000_000
    /// The longest name accepted, in characters: every name field, form, import and API uses it.
    public static let maximumNameLength = 80

    public var id: CounterID?
    public var name: String
    public var target: Int
    /// The day by which the practitioner intends to finish, if any.
    public var targetDate: CivilDate?
    public var copyFormat: CopyFormat
    /// Whether the purascharana's follow-on rites (homa, tarpana, marjana, brahmana bhojana) are
    /// shown with their targets, a tenth each of the one before.
    public var followOn: Bool
    public var createdAt: Date

    public init(
        id: CounterID? = nil, name: String, target: Int = JapaCounter.defaultTarget,
        targetDate: CivilDate? = nil, copyFormat: CopyFormat = .literal, followOn: Bool = false, createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.target = target
        self.targetDate = targetDate
        self.copyFormat = copyFormat
        self.followOn = followOn
        self.createdAt = createdAt
    }
}
