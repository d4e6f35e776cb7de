import CivilTime
import Foundation
import GRDB

/// A place a person keeps for the calendar apps (home, where the family lives, a temple town),
/// one of them primary. Shared by the Tamil Calendar and the Dharmic Companion.
public struct SavedPlace: Sendable, Hashable, Codable {
    public var id: Int64?
    /// The name shown ("Toronto").
    public var name: String
    /// First-level region and country, for telling places apart ("Ontario", "CA").
    public var region: String
    public var country: String
    public var location: Location
    public var isPrimary: Bool

    public init(
        id: Int64? = nil, name: String, region: String = "", country: String = "", location: Location,
        isPrimary: Bool = false
    ) {
        self.id = id
        self.name = name
        self.region = region
        self.country = country
        self.location = location
        self.isPrimary = isPrimary
    }
}

struct SavedPlaceRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "savedPlace"
    var id: Int64?
    var profileId: Int64
    var name: String
    var region: String
    var country: String
    var latitude: Double
    var longitude: Double
    var timeZone: String
    var isPrimary: Bool
    var position: Int

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var place: SavedPlace? {
        guard let location = try? Location(latitude: latitude, longitude: longitude, timeZoneIdentifier: timeZone)
        else { return nil }
        return SavedPlace(
            id: id, name: name, region: region, country: country, location: location, isPrimary: isPrimary)
    }
}

extension AppDatabase {
    /// The most places one profile keeps.
    public static let maximumSavedPlaces = 12

    static func registerPlacesMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 saved places") { db in
            try db.create(table: "savedPlace") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("region", .text).notNull()
                t.column("country", .text).notNull()
                t.column("latitude", .double).notNull()
                t.column("longitude", .double).notNull()
                t.column("timeZone", .text).notNull()
                t.column("isPrimary", .boolean).notNull()
                t.column("position", .integer).notNull()
            }
        }
    }

    /// The profile's places, primary first, then in the order they were added.
    public func savedPlaces(of profile: ProfileID) async throws(StorageError) -> [SavedPlace] {
        try await read { db in
            try SavedPlaceRecord
                .filter(Column("profileId") == profile.rawValue)
                .order(Column("isPrimary").desc, Column("position"))
                .fetchAll(db)
                .compactMap(\.place)
        }
    }

    /// The primary place, if the profile has any.
    public func primaryPlace(of profile: ProfileID) async throws(StorageError) -> SavedPlace? {
        try await savedPlaces(of: profile).first
    }

    /// Adds a place (the same coordinates twice are kept once); the first place, or one added
    /// with `isPrimary`, becomes primary. Refused past `maximumSavedPlaces`.
    @discardableResult
    public func addSavedPlace(_ place: SavedPlace, for profile: ProfileID, now: Date) async throws(StorageError)
        -> SavedPlace
    {
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            let existing = try SavedPlaceRecord.filter(Column("profileId") == profile.rawValue).fetchAll(db)
            if var same = existing.first(where: {
                abs($0.latitude - place.location.latitude) < 1e-6 && abs($0.longitude - place.location.longitude) < 1e-6
                    && $0.timeZone == place.location.timeZoneIdentifier
            }) {
                if place.isPrimary { try Self.makePrimary(db, same.id!, profile) }
                same.isPrimary = same.isPrimary || place.isPrimary
                return same.place!
            }
            guard existing.count < Self.maximumSavedPlaces else {
                throw StorageError.tooManyPlaces(Self.maximumSavedPlaces)
            }
            var record = SavedPlaceRecord(
                id: nil, profileId: profile.rawValue, name: place.name, region: place.region, country: place.country,
                latitude: place.location.latitude, longitude: place.location.longitude,
                timeZone: place.location.timeZoneIdentifier, isPrimary: existing.isEmpty,
                position: (existing.map(\.position).max() ?? 0) + 1)
            try record.insert(db)
            if place.isPrimary { try Self.makePrimary(db, record.id!, profile) }
            return try SavedPlaceRecord.fetchOne(db, key: record.id!)!.place!
        }
    }

    /// Makes a place the primary one.
    public func setPrimaryPlace(_ id: Int64, for profile: ProfileID) async throws(StorageError) {
        try await write { db in try Self.makePrimary(db, id, profile) }
    }

    /// Removes a place; if it was primary, the earliest remaining place becomes primary.
    public func removeSavedPlace(_ id: Int64, for profile: ProfileID) async throws(StorageError) {
        try await write { db in
            guard let record = try Self.placeRecord(db, id, profile) else { throw StorageError.unknownPlace(id) }
            _ = try SavedPlaceRecord.deleteOne(db, key: id)
            if record.isPrimary,
                var next = try SavedPlaceRecord.filter(Column("profileId") == profile.rawValue).order(
                    Column("position")
                )
                .fetchOne(db)
            {
                next.isPrimary = true
                try next.update(db)
            }
        }
    }

    private static func placeRecord(_ db: Database, _ id: Int64, _ profile: ProfileID) throws -> SavedPlaceRecord? {
        try SavedPlaceRecord.filter(Column("id") == id && Column("profileId") == profile.rawValue).fetchOne(db)
    }

    private static func makePrimary(_ db: Database, _ id: Int64, _ profile: ProfileID) throws {
        guard try placeRecord(db, id, profile) != nil else { throw StorageError.unknownPlace(id) }
        try db.execute(
            sql: "UPDATE savedPlace SET isPrimary = (id = ?) WHERE profileId = ?", arguments: [id, profile.rawValue])
    }
}
