import Foundation
import GRDB

extension AppDatabase {
    /// The submissions applied per profile (their keys, for `SubmissionKey.retention`), so a
    /// repeated form or API call is answered without being applied twice — across restarts too.
    static func registerSubmissionMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 applied submissions") { db in
            try db.create(table: "appliedSubmission") { t in
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("key", .text).notNull()
                // What the first application answered, in the words of the write that stored it.
                t.column("reply", .text).notNull()
                t.column("appliedAt", .datetime).notNull()
                t.primaryKey(["profileId", "key"])
            }
            try db.create(index: "appliedSubmissionByTime", on: "appliedSubmission", columns: ["appliedAt"])
        }
    }

    /// Runs `apply` unless `key` was already applied for `profile`, inside the caller's write
    /// transaction (so two copies of one submission arriving together are applied once). Returns
    /// `apply`'s result, or for a repeat the reply stored the first time. A result `reply` turns
    /// into nil (a refusal that wrote nothing) leaves the key free for a corrected attempt. Keys
    /// older than the retention are forgotten on the way.
    static func once<T>(
        _ db: Database, _ key: SubmissionKey?, _ profile: ProfileID, now: Date,
        apply: () throws -> T, reply: (T) -> String?
    ) throws -> Either<T, String> {
        guard let key else { return .first(try apply()) }
        try db.execute(
            sql: "DELETE FROM appliedSubmission WHERE appliedAt < ?",
            arguments: [now.addingTimeInterval(-SubmissionKey.retention)])
        if let stored = try String.fetchOne(
            db, sql: "SELECT reply FROM appliedSubmission WHERE profileId = ? AND key = ?",
            arguments: [profile.rawValue, key.rawValue])
        {
            return .second(stored)
        }
        let value = try apply()
        if let reply = reply(value) {
            try db.execute(
                sql: "INSERT INTO appliedSubmission (profileId, key, reply, appliedAt) VALUES (?, ?, ?, ?)",
                arguments: [profile.rawValue, key.rawValue, reply, now])
        }
        return .first(value)
    }

    enum Either<First, Second> {
        case first(First)
        case second(Second)
    }
}
