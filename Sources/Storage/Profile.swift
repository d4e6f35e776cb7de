import Foundation
import GRDB

/// A typed identifier for the person whose data a row holds.
public struct ProfileID: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: Int64
    public init(rawValue: Int64) { self.rawValue = rawValue }

    /// The one local profile until accounts arrive.
    public static let local = ProfileID(rawValue: 1)
}

/// A person's settings that span the suite.
public struct Profile: Sendable, Hashable {
    public let id: ProfileID
    /// The chosen UI language code, or nil to follow the browser.
    public var language: String?
}

struct ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    var id: Int64
    var language: String?
    var createdAt: Date
}

extension AppDatabase {
    /// The profile, created on first use.
    public func profile(_ id: ProfileID, now: Date) async throws(StorageError) -> Profile {
        try await write { db in
            if let record = try ProfileRecord.fetchOne(db, key: id.rawValue) {
                return Profile(id: id, language: record.language)
            }
            try ProfileRecord(id: id.rawValue, language: nil, createdAt: now).insert(db)
            return Profile(id: id, language: nil)
        }
    }

    /// Stores the profile's UI language (nil: follow the browser).
    public func setLanguage(_ code: String?, for id: ProfileID, now: Date) async throws(StorageError) {
        _ = try await profile(id, now: now)
        try await write { db in
            try db.execute(sql: "UPDATE profile SET language = ? WHERE id = ?", arguments: [code, id.rawValue])
        }
    }
}
