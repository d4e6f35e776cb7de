import Foundation
import GRDB

/// What a person chose in the Tamil Calendar: the days they observe, when to be reminded, how
/// times are written, and whether the first-visit tour is done. One row per profile.
public struct TamilPreferences: Sendable, Hashable, Codable {
    /// Observed days by the seed's ids (`ekadasi`, `pradosham`, …), in the order chosen.
    public var observed: [String]
    /// Minutes after midnight of the evening-before alert; nil when off (seed default 19:00).
    public var eveningMinute: Int?
    /// Minutes after midnight of the morning reminder on the day; nil when off.
    public var morningMinute: Int?
    /// Minutes after midnight of the Sunday-evening weekly summary; nil when off.
    public var weeklyMinute: Int?
    /// Minutes after midnight of the plan-ahead alert two days before an observed day (the seed's
    /// `twoDaysBefore`), so there is a day to shop and plan; nil when off, as it is by default.
    public var twoDaysBeforeMinute: Int? = nil
    /// Whether times are written on a 24-hour clock (else 12-hour with AM/PM).
    public var clock24: Bool
    /// Whether Tamil dates are written in Tamil numerals (௧௮ for 18).
    public var tamilNumerals: Bool = false
    /// Whether Tamil dates follow Chennai's reckoning instead of the place's own (a month can begin
    /// a day apart abroad; many families abroad keep Tamil Nadu's dates). Off by default.
    public var tamilDatesChennai: Bool = false
    /// Whether the first-visit tour was finished or skipped.
    public var onboarded: Bool
    /// The secret in the profile's alert-feed address.
    public var feedToken: String

    /// The seed's defaults: Ekadasi and Pradosham, 19:00 the evening before, 06:00 on the day,
    /// Sunday 18:00 summary; no alert two days before.
    public static func defaults(feedToken: String) -> TamilPreferences {
        TamilPreferences(
            observed: ["ekadasi", "pradosham"], eveningMinute: 19 * 60, morningMinute: 6 * 60, weeklyMinute: 18 * 60,
            clock24: false, onboarded: false, feedToken: feedToken)
    }

    public init(
        observed: [String], eveningMinute: Int?, morningMinute: Int?, weeklyMinute: Int?, clock24: Bool,
        onboarded: Bool, feedToken: String
    ) {
        self.observed = observed
        self.eveningMinute = eveningMinute
        self.morningMinute = morningMinute
        self.weeklyMinute = weeklyMinute
        self.clock24 = clock24
        self.onboarded = onboarded
        self.feedToken = feedToken
    }
}

struct TamilPreferencesRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tamilPreferences"
    var profileId: Int64
    var observed: String
    var eveningMinute: Int?
    var morningMinute: Int?
    var weeklyMinute: Int?
    var twoDaysBeforeMinute: Int?
    var clock24: Bool
    var onboarded: Bool
    var feedToken: String
    var tamilNumerals: Bool
    var tamilDatesChennai: Bool

    init(_ profile: ProfileID, _ p: TamilPreferences) {
        profileId = profile.rawValue
        observed = p.observed.joined(separator: ",")
        eveningMinute = p.eveningMinute
        morningMinute = p.morningMinute
        weeklyMinute = p.weeklyMinute
        twoDaysBeforeMinute = p.twoDaysBeforeMinute
        clock24 = p.clock24
        onboarded = p.onboarded
        feedToken = p.feedToken
        tamilNumerals = p.tamilNumerals
        tamilDatesChennai = p.tamilDatesChennai
    }

    var preferences: TamilPreferences {
        var p = TamilPreferences(
            observed: observed.split(separator: ",").map(String.init), eveningMinute: eveningMinute,
            morningMinute: morningMinute, weeklyMinute: weeklyMinute, clock24: clock24, onboarded: onboarded,
            feedToken: feedToken)
        p.tamilNumerals = tamilNumerals
        p.twoDaysBeforeMinute = twoDaysBeforeMinute
        p.tamilDatesChennai = tamilDatesChennai
        return p
    }
}

extension AppDatabase {
    static func registerTamilMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("tamil v1 preferences") { db in
            try db.create(table: "tamilPreferences") { t in
                t.primaryKey("profileId", .integer).references("profile", onDelete: .cascade)
                t.column("observed", .text).notNull()
                t.column("eveningMinute", .integer).check { $0 >= 0 && $0 < 1440 }
                t.column("morningMinute", .integer).check { $0 >= 0 && $0 < 1440 }
                t.column("weeklyMinute", .integer).check { $0 >= 0 && $0 < 1440 }
                t.column("clock24", .boolean).notNull()
                t.column("onboarded", .boolean).notNull()
                t.column("feedToken", .text).notNull().unique()
            }
        }
        migrator.registerMigration("tamil v2 numerals") { db in
            try db.alter(table: "tamilPreferences") { t in
                t.add(column: "tamilNumerals", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("tamil v3 two days before") { db in
            try db.alter(table: "tamilPreferences") { t in
                t.add(column: "twoDaysBeforeMinute", .integer).check { $0 >= 0 && $0 < 1440 }
            }
        }
        migrator.registerMigration("tamil v4 chennai dates") { db in
            try db.alter(table: "tamilPreferences") { t in
                t.add(column: "tamilDatesChennai", .boolean).notNull().defaults(to: false)
            }
        }
    }

    /// The profile's Tamil Calendar preferences, created with the defaults on first use.
    public func tamilPreferences(of profile: ProfileID, now: Date) async throws(StorageError) -> TamilPreferences {
        if let stored = try await read({ db in try TamilPreferencesRecord.fetchOne(db, key: profile.rawValue) }) {
            return stored.preferences
        }
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            if let record = try TamilPreferencesRecord.fetchOne(db, key: profile.rawValue) {
                return record.preferences
            }
            let defaults = TamilPreferences.defaults(feedToken: ProfileSecret.token())
            try TamilPreferencesRecord(profile, defaults).insert(db)
            return defaults
        }
    }

    /// Replaces the profile's preferences (the feed token is kept as stored).
    public func saveTamilPreferences(_ preferences: TamilPreferences, for profile: ProfileID, now: Date)
        async throws(StorageError)
    {
        _ = try await self.profile(profile, now: now)
        try await write { db in _ = try Self.changeTamilPreferences(db, profile) { $0 = preferences } }
    }

    /// Changes the profile's preferences in one transaction: `change` gets them as stored (the
    /// defaults on first use) and what it leaves is saved and returned, so concurrent changes to
    /// different preferences all survive. The feed token is kept as stored. When `change` throws,
    /// nothing is saved and its error is rethrown as is.
    public func updateTamilPreferences<Failure: Error>(
        for profile: ProfileID, now: Date,
        _ change: @escaping @Sendable (inout TamilPreferences) throws(Failure) -> Void
    ) async throws -> TamilPreferences {
        _ = try await self.profile(profile, now: now)
        return try await update { db in
            try Self.changeTamilPreferences(db, profile) { preferences in
                try RejectedChange.carry { try change(&preferences) }
            }
        }
    }

    /// Reads (creating with the defaults) the profile's row, applies `change` and writes it back,
    /// all on the caller's transaction; the profile row must exist.
    private static func changeTamilPreferences(
        _ db: Database, _ profile: ProfileID, _ change: (inout TamilPreferences) throws -> Void
    ) throws -> TamilPreferences {
        let stored: TamilPreferences
        if let record = try TamilPreferencesRecord.fetchOne(db, key: profile.rawValue) {
            stored = record.preferences
        } else {
            stored = TamilPreferences.defaults(feedToken: ProfileSecret.token())
            try TamilPreferencesRecord(profile, stored).insert(db)
        }
        var next = stored
        try change(&next)
        next.feedToken = stored.feedToken
        if next != stored { try TamilPreferencesRecord(profile, next).update(db) }
        return next
    }

    /// The profile whose alert feed has this token, if any.
    public func tamilProfile(forFeedToken token: String) async throws(StorageError) -> ProfileID? {
        try await read { db in
            try Int64.fetchOne(
                db, sql: "SELECT profileId FROM tamilPreferences WHERE feedToken = ?", arguments: [token]
            ).map(ProfileID.init(rawValue:))
        }
    }
}
