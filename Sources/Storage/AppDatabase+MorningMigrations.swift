import GRDB

extension AppDatabase {
    /// Better Morning's tables: routines, their tasks, per-task taps, finalised days, and the
    /// app's per-profile state; the profile gains the routine day's start (minutes after 00:00).
    static func registerMorningMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("morning v1 routines, tasks, taps, days") { db in
            try db.alter(table: "profile") { t in
                t.add(column: "morningDayStart", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "morningState") { t in
                t.primaryKey("profileId", .integer).references("profile", onDelete: .cascade)
                t.column("onboardingCompleted", .boolean).notNull().defaults(to: false)
                t.column("today", .text).notNull()
                t.column("feedToken", .text).notNull().unique()
                t.column("draft", .text)
            }
            try db.create(table: "morningRoutine") { t in
                t.primaryKey("id", .text)
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("kind", .text).notNull().check { ["celebrity", "custom"].contains($0) }
                t.column("celebritySlug", .text)
                t.column("createdOn", .text).notNull()
                t.column("startDate", .text).notNull()
                t.column("isActive", .boolean).notNull()
                t.column("position", .integer).notNull()
            }
            try db.create(table: "morningTask") { t in
                t.primaryKey("id", .text)
                t.belongsTo("morningRoutine", onDelete: .cascade).notNull()
                t.column("title", .text).notNull()
                t.column("minuteOfDay", .integer).notNull().check { $0 >= 0 && $0 < 1440 }
                t.column("position", .integer).notNull()
            }
            try db.create(table: "morningCompletion") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.belongsTo("morningRoutine", onDelete: .cascade).notNull()
                t.column("taskId", .text).notNull()
                t.column("day", .text).notNull()
                t.column("kind", .text).notNull().check { ["completed", "reverted"].contains($0) }
                t.column("recordedAt", .datetime).notNull()
            }
            try db.create(table: "morningDayRecord") { t in
                t.belongsTo("morningRoutine", onDelete: .cascade).notNull()
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("day", .text).notNull()
                t.column("completedCount", .integer).notNull()
                t.column("taskCount", .integer).notNull()
                t.primaryKey(["morningRoutineId", "day"])
            }
        }
    }
}
