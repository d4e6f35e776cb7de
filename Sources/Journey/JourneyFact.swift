import Foundation

/// Something a person did, at an instant, where they were: the only thing the Journey stores.
/// Points, levels, badges and streaks are derived from a list of these (see `Journey`).
public struct JourneyFact: Sendable, Hashable, Codable {
    public let kind: Kind
    /// What it was about: `text/ref` for a unit, a festival id, a language code, a path key, the
    /// challenge's day, a practice's source; empty for `appOpened` and `panchangChecked`.
    public let subject: String
    public let at: Date
    /// The person's time zone when it happened (an IANA identifier); nil takes the zone of the
    /// fact before it, so reading facts recorded without one fall on the same day as their visit.
    public let zone: String?
    /// A detail some kinds carry: `right` or `wrong` for a challenge answer; the person's day
    /// (`YYYY-MM-DD`) for facts counted once a day; for `practiceDay`, an explicit day that
    /// overrides the instant's (empty: the instant decides, by the person's day start).
    public let detail: String

    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case appOpened
        case unitViewed
        case unitRead
        case explanationViewed
        /// Fifteen seconds or more on one unit in study mode.
        case deepStudy
        case challengeAnswered
        case festivalStoryRead
        case reflectionWritten
        case languageUsed
        case pathExplored
        case panchangChecked
        /// A day of practice in another app of the suite (japa circles, a finished morning routine).
        case practiceDay
    }

    public init(kind: Kind, subject: String = "", at: Date, zone: String? = nil, detail: String = "") {
        self.kind = kind
        self.subject = subject
        self.at = at
        self.zone = zone
        self.detail = detail
    }

    /// The subject of a fact about a text's unit.
    public static func unit(_ textID: String, _ ref: String) -> String { "\(textID)/\(ref)" }

    /// The text of a `unit(_:_:)` subject.
    public var textID: String { subject.split(separator: "/", maxSplits: 1).first.map(String.init) ?? subject }

    /// The unit reference of a `unit(_:_:)` subject.
    public var ref: String {
        let parts = subject.split(separator: "/", maxSplits: 1)
        return parts.count == 2 ? String(parts[1]) : ""
    }

    /// Whether a challenge answer was right.
    public var isRight: Bool { kind == .challengeAnswered && detail == "right" }
}
