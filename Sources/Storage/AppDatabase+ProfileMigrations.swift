import GRDB

extension AppDatabase {
    static func registerProfileMigrations(_ migrator: inout DatabaseMigrator) {
        // Each browser gets its own profile: a session token (its cookie), a time zone and a
        // calendar-feed token; transfer codes carry a profile to another device.
        migrator.registerMigration("v2 profiles per browser") { db in
            try db.alter(table: "profile") { t in
                t.add(column: "sessionToken", .text)
                t.add(column: "timeZone", .text)
                t.add(column: "timeZoneIsManual", .boolean).notNull().defaults(to: false)
                t.add(column: "feedToken", .text)
            }
            try db.create(index: "profileBySessionToken", on: "profile", columns: ["sessionToken"], unique: true)
            try db.create(index: "profileByFeedToken", on: "profile", columns: ["feedToken"], unique: true)
            try db.create(table: "profileTransfer") { t in
                t.primaryKey("code", .text)
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("expiresAt", .datetime).notNull()
            }
        }
    }
}
