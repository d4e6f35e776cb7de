import Foundation
import GRDB

/// A typed identifier for the person whose data a row holds.
public struct ProfileID: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }

    /// The profile that held all data before each browser had its own (id 1). The first browser
    /// that visits an upgraded server takes it over, so nothing stored before is lost.
    public static let local = ProfileID(rawValue: 1)
}

/// A person's settings that span the suite.
public struct Profile: Sendable, Hashable {
    public let id: ProfileID
    /// The chosen UI language code, or nil to follow the browser.
    public var language: String?
    /// The person's IANA time zone, or nil until the browser or the person has said.
    public var timeZone: String?
    /// True when the person chose the zone in Settings; the browser's own zone then no longer replaces it.
    public var timeZoneIsManual: Bool

    public init(id: ProfileID, language: String? = nil, timeZone: String? = nil, timeZoneIsManual: Bool = false) {
        self.id = id
        self.language = language
        self.timeZone = timeZone
        self.timeZoneIsManual = timeZoneIsManual
    }
}

struct ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    var id: Int64?
    var language: String?
    var createdAt: Date
    var sessionToken: String?
    var timeZone: String?
    var timeZoneIsManual: Bool
    var feedToken: String?

    var profile: Profile? {
        id.map {
            Profile(
                id: ProfileID(rawValue: $0), language: language, timeZone: timeZone,
                timeZoneIsManual: timeZoneIsManual)
        }
    }
}

extension AppDatabase {
    /// The profile, created on first use.
    public func profile(_ id: ProfileID, now: Date) async throws(StorageError) -> Profile {
        if let existing = try await read({ db in try ProfileRecord.fetchOne(db, key: id.rawValue)?.profile }) {
            return existing
        }
        return try await write { db in
            if let record = try ProfileRecord.fetchOne(db, key: id.rawValue), let profile = record.profile {
                return profile
            }
            try ProfileRecord(
                id: id.rawValue, language: nil, createdAt: now, sessionToken: nil, timeZone: nil,
                timeZoneIsManual: false, feedToken: nil
            ).insert(db)
            return Profile(id: id)
        }
    }

    /// Stores the profile's UI language (nil: follow the browser).
    public func setLanguage(_ code: String?, for id: ProfileID, now: Date) async throws(StorageError) {
        _ = try await profile(id, now: now)
        try await write { db in
            try db.execute(sql: "UPDATE profile SET language = ? WHERE id = ?", arguments: [code, id.rawValue])
        }
    }

    /// Stores the profile's time zone. An automatic change (from the browser) never replaces a zone
    /// the person chose by hand; a manual one always does. Returns the profile as stored.
    @discardableResult
    public func setTimeZone(_ identifier: String?, manual: Bool, for id: ProfileID) async throws(StorageError)
        -> Profile
    {
        try await write { db in
            guard let record = try ProfileRecord.fetchOne(db, key: id.rawValue) else {
                throw StorageError.unknownProfile
            }
            if manual || !record.timeZoneIsManual {
                try db.execute(
                    sql: "UPDATE profile SET timeZone = ?, timeZoneIsManual = ? WHERE id = ?",
                    arguments: [identifier, manual && identifier != nil, id.rawValue])
            }
            guard let updated = try ProfileRecord.fetchOne(db, key: id.rawValue)?.profile else {
                throw StorageError.unknownProfile
            }
            return updated
        }
    }
}
