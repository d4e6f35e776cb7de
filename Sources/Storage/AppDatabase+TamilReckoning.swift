import Foundation
import GRDB

/// The Tamil Calendar's reckoning choice, one row per profile: "vakya" or "drik". No row means the
/// default (the Vakya almanac, as Tamil Nadu keeps the Tamil date); the web layer validates the value.
struct TamilReckoningRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "tamilReckoning"
    var profileId: Int64
    var reckoning: String
}

extension AppDatabase {
    /// The values the column accepts.
    public static let tamilReckonings = ["vakya", "drik"]

    static func registerTamilReckoningMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("tamil v5 reckoning") { db in
            try db.create(table: "tamilReckoning") { t in
                t.primaryKey("profileId", .integer).references("profile", onDelete: .cascade)
                t.column("reckoning", .text).notNull().check { AppDatabase.tamilReckonings.contains($0) }
            }
        }
    }

    /// The profile's chosen reckoning, or nil when never chosen.
    public func tamilReckoning(of profile: ProfileID) async throws(StorageError) -> String? {
        try await read { db in try TamilReckoningRecord.fetchOne(db, key: profile.rawValue)?.reckoning }
    }

    /// Saves the profile's reckoning (one of `tamilReckonings`; anything else is refused by the table).
    public func saveTamilReckoning(_ reckoning: String, for profile: ProfileID, now: Date) async throws(StorageError) {
        _ = try await self.profile(profile, now: now)
        try await write { db in try TamilReckoningRecord(profileId: profile.rawValue, reckoning: reckoning).save(db) }
    }
}
