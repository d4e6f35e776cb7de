import Foundation

/// Something a reader did with a unit at an instant: the facts stored; progress, positions and
/// completion are derived from them.
public struct ReadingFact: Sendable, Hashable, Codable {
    public let textID: String
    public let ref: String
    public let kind: Kind
    public let at: Date

    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// The unit was shown (opened in the reader, focus or study mode).
        case opened
        /// The reader marked it read.
        case read
        /// The explanation or commentary was revealed in study mode.
        case explanationViewed
        /// Fifteen seconds or more spent on it in study mode.
        case deepStudy
        /// The reader reset their progress: in this text, or in every text when `textID` is
        /// `ReadingFact.everyText`. Earlier facts stay (the Journey counts them) but no longer
        /// make progress.
        case reset
    }

    /// The `textID` of a reset that covers every text.
    public static let everyText = "*"

    public init(textID: String, ref: String, kind: Kind, at: Date) {
        self.textID = textID
        self.ref = ref
        self.kind = kind
        self.at = at
    }
}
