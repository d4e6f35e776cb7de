import Foundation
import GRDB
import Journey
import Scripture

/// A verse (or any unit) a person keeps, with their reflection.
public struct TextBookmark: Sendable, Hashable, Codable, Identifiable {
    public let id: Int64
    public let textID: String
    public let ref: String
    public var note: String
    public let createdAt: Date
    public var updatedAt: Date
}

struct ReadingFactRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "readingFact"
    var profileId: Int64
    var textId: String
    var ref: String
    var kind: String
    var at: Date
}

struct TextBookmarkRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "textBookmark"
    var id: Int64?
    var profileId: Int64
    var textId: String
    var ref: String
    var note: String
    var createdAt: Date
    var updatedAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var bookmark: TextBookmark {
        TextBookmark(id: id ?? 0, textID: textId, ref: ref, note: note, createdAt: createdAt, updatedAt: updatedAt)
    }
}

extension AppDatabase {
    static func registerScriptureMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 sacred texts") { db in
            try db.create(table: "readingFact") { t in
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("textId", .text).notNull()
                t.column("ref", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("at", .datetime).notNull()
            }
            try db.create(index: "readingFactByProfile", on: "readingFact", columns: ["profileId", "at"])
            try db.create(table: "textBookmark") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("textId", .text).notNull()
                t.column("ref", .text).notNull()
                t.column("note", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime).notNull()
                t.uniqueKey(["profileId", "textId", "ref"])
            }
        }
    }

    /// Stores one reading fact for the profile.
    public func record(_ fact: ReadingFact, for profile: ProfileID) async throws(StorageError) {
        _ = try await self.profile(profile, now: fact.at)
        try await write { db in
            try ReadingFactRecord(
                profileId: profile.rawValue, textId: fact.textID, ref: fact.ref, kind: fact.kind.rawValue, at: fact.at
            ).insert(db)
        }
    }

    /// Every reading fact of the profile, oldest first.
    public func readingFacts(of profile: ProfileID) async throws(StorageError) -> [ReadingFact] {
        try await read { db in
            try ReadingFactRecord.filter(Column("profileId") == profile.rawValue).order(Column("at"), Column("rowid"))
                .fetchAll(db)
                .compactMap { r in
                    ReadingFact.Kind(rawValue: r.kind).map {
                        ReadingFact(textID: r.textId, ref: r.ref, kind: $0, at: r.at)
                    }
                }
        }
    }

    /// The profile's bookmarks, newest first.
    public func bookmarks(of profile: ProfileID) async throws(StorageError) -> [TextBookmark] {
        try await read { db in
            try TextBookmarkRecord.filter(Column("profileId") == profile.rawValue)
                .order(Column("createdAt").desc, Column("id").desc).fetchAll(db).map(\.bookmark)
        }
    }

    /// Keeps `ref` of `textID`. Keeping a unit already kept returns the existing bookmark, its note
    /// replaced when `note` is given, so a repeated request changes nothing twice.
    public func addBookmark(textID: String, ref: String, note: String?, for profile: ProfileID, now: Date)
        async throws(StorageError) -> TextBookmark
    {
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            if var existing = try TextBookmarkRecord.filter(
                Column("profileId") == profile.rawValue && Column("textId") == textID && Column("ref") == ref
            ).fetchOne(db) {
                if let note, note != existing.note {
                    existing.note = note
                    existing.updatedAt = now
                    try existing.update(db)
                    try Self.recordReflection(db, existing, at: now)
                }
                return existing.bookmark
            }
            var record = TextBookmarkRecord(
                id: nil, profileId: profile.rawValue, textId: textID, ref: ref, note: note ?? "", createdAt: now,
                updatedAt: now)
            try record.insert(db)
            try Self.recordReflection(db, record, at: now)
            return record.bookmark
        }
    }

    /// A bookmark with a reflection is the Journey's "reflection written", once per unit.
    static func recordReflection(_ db: Database, _ bookmark: TextBookmarkRecord, at now: Date) throws {
        guard !bookmark.note.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        let subject = JourneyFact.unit(bookmark.textId, bookmark.ref)
        let kind = JourneyFact.Kind.reflectionWritten.rawValue
        let known =
            try JourneyFactRecord.filter(
                Column("profileId") == bookmark.profileId && Column("kind") == kind && Column("subject") == subject
            ).fetchCount(db) > 0
        guard !known else { return }
        try JourneyFactRecord(
            JourneyFact(kind: .reflectionWritten, subject: subject, at: now),
            profile: ProfileID(rawValue: bookmark.profileId)
        ).insert(db)
    }

    /// Replaces a bookmark's reflection.
    public func updateBookmark(_ id: Int64, note: String, for profile: ProfileID, now: Date) async throws(StorageError)
        -> TextBookmark
    {
        try await write { db in
            guard var record = try Self.bookmarkRecord(db, id, profile) else { throw StorageError.unknownBookmark(id) }
            record.note = note
            record.updatedAt = now
            try record.update(db)
            try Self.recordReflection(db, record, at: now)
            return record.bookmark
        }
    }

    /// Removes a bookmark.
    public func deleteBookmark(_ id: Int64, for profile: ProfileID) async throws(StorageError) {
        try await write { db in
            guard try Self.bookmarkRecord(db, id, profile) != nil else { throw StorageError.unknownBookmark(id) }
            _ = try TextBookmarkRecord.deleteOne(db, key: id)
        }
    }

    static func bookmarkRecord(_ db: Database, _ id: Int64, _ profile: ProfileID) throws -> TextBookmarkRecord? {
        try TextBookmarkRecord.filter(Column("id") == id && Column("profileId") == profile.rawValue).fetchOne(db)
    }
}
