import TamilCore

/// The answers of `/api/v1/tamil`, one type per shape.
enum TamilAPI {
    /// The alert times, `HH:MM`, each `null` when that alert is off.
    struct AlertTimes: Codable, Equatable, Sendable {
        @NullEncoded var twoDaysBefore: String?
        @NullEncoded var evening: String?
        @NullEncoded var morning: String?
        @NullEncoded var weekly: String?
    }

    /// `GET`/`PUT /preferences`
    struct Preferences: Codable, Equatable, Sendable {
        /// The observed days' ids (`ekadasi`, `pradosham`, …).
        let observed: [String]
        let alerts: AlertTimes
        let clock24: Bool
        let tamilNumerals: Bool
        let onboarded: Bool
        /// The path of the person's iCalendar feed.
        let feed: String
    }

    /// An observed day an alert is about.
    struct ObservedDay: Codable, Equatable, Sendable {
        let date: String
        let ids: [String]
        let avoidNonVeg: Bool
    }

    /// One upcoming alert.
    struct Alert: Codable, Equatable, Sendable {
        /// `twoDaysBefore`, `evening`, `morning` or `weekly`.
        let kind: String
        /// When it is due, ISO 8601 with the place's offset.
        let due: String
        let date: String
        /// What it says, in the person's language.
        let message: String
        let observed: [ObservedDay]
    }

    /// `GET /alerts?days=…`
    struct Alerts: Codable, Equatable, Sendable {
        let place: String
        let timezone: String
        let from: String
        let through: String
        let alerts: [Alert]
    }
}
