import GRDB

extension AppDatabase {
    /// Named, append-only migrations. Never edit a shipped one; add the next.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 profiles and japa") { db in
            try db.create(table: "profile") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("language", .text)
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "japaCounter") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("target", .integer).notNull().check { $0 > 0 }
                t.column("targetDate", .text)
                t.column("copyFormat", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "japaEntry") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("japaCounter", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                    .check { ["addition", "correction", "reset", "undo"].contains($0) }
                t.column("amount", .integer).notNull()
                t.column("recordedAt", .datetime).notNull()
                t.column("day", .text).notNull()
            }
        }
        registerMorningMigrations(&migrator)
        registerTrainingMigrations(&migrator)
        registerPlacesMigrations(&migrator)
        registerTamilMigrations(&migrator)
        registerCalendarMigrations(&migrator)
        registerProfileMigrations(&migrator)
        registerScriptureMigrations(&migrator)
        registerSubmissionMigrations(&migrator)
        registerJourneyMigrations(&migrator)
        registerJapaMigrations(&migrator)
        registerTamilReckoningMigrations(&migrator)
        registerTrainingSnapshotMigrations(&migrator)
        return migrator
    }
}
