import GRDB

extension AppDatabase {
    /// The Accumulation Tracker's tables: sessions (setup plus a status cache), their events (the
    /// facts; totals and attempts are derived by replay) and presets. Append-only, like all
    /// migrations.
    static func registerTrainingMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 training") { db in
            try db.create(table: "trainingSession") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("exercise", .text).notNull()
                t.column("mode", .text).notNull().check { ["time", "reps"].contains($0) }
                t.column("target", .double).notNull().check { $0 > 0 }
                t.column("restSeconds", .integer).notNull().check { $0 >= 0 }
                t.column("adjustment", .double).notNull().check { $0 >= 0 }
                t.column("createdAtMs", .integer).notNull()
                // A cache of the replayed phase, so the active session and the finished ones are
                // found without replaying every session; rebuilt from the events if ever in doubt.
                t.column("status", .text).notNull().check { ["active", "complete", "reset"].contains($0) }
            }
            try db.create(index: "trainingSessionByStatus", on: "trainingSession", columns: ["profileId", "status"])
            try db.create(table: "trainingEvent") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("trainingSession", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                    .check {
                        ["startHold", "bailOut", "stop", "submitReps", "restTick", "skipRest", "reset"].contains($0)
                    }
                t.column("atMs", .integer).notNull()
                t.column("reps", .integer)
            }
            try db.create(table: "trainingPreset") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("exercise", .text).notNull()
                t.column("mode", .text).notNull().check { ["time", "reps"].contains($0) }
                t.column("target", .double).notNull().check { $0 > 0 }
                t.column("restSeconds", .integer).notNull().check { $0 >= 0 }
                t.column("adjustment", .double).notNull().check { $0 >= 0 }
                t.column("createdAtMs", .integer).notNull()
            }
        }
    }
}
