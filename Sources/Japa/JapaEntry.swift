import CivilTime
import Foundation

/// One thing the practitioner did to a counter — the stored fact from which totals are derived.
public struct JapaEntry: Sendable, Hashable, Codable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// Circles chanted and added (`amount` is what the user entered).
        case addition
        /// The total set by hand in settings (`amount` is the new total).
        case correction
        /// The counter reset to zero (`amount` is 0).
        case reset
        /// The latest effective entry taken back (`amount` is 0).
        case undo
    }

    public var kind: Kind
    public var amount: Int
    /// The instant it was recorded.
    public var recordedAt: Date
    /// The practitioner's local day when it was recorded.
    public var day: CivilDate

    public init(kind: Kind, amount: Int, recordedAt: Date, day: CivilDate) {
        self.kind = kind
        self.amount = amount
        self.recordedAt = recordedAt
        self.day = day
    }
}
