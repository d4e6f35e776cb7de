import GRDB

extension AppDatabase {
    /// Purascharana's migrations after the first one; append only.
    static func registerJapaMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("japa follow-on rites option") { db in
            try db.alter(table: "japaCounter") { t in
                t.add(column: "followOn", .boolean).notNull().defaults(to: false)
            }
        }
        // Each entry's effect stored beside it, so a write reads the current total from one row.
        migrator.registerMigration("japa running totals") { db in
            try db.alter(table: "japaEntry") { t in
                t.add(column: "counted", .integer).notNull().defaults(to: 0)
                t.add(column: "runningTotal", .integer).notNull().defaults(to: 0)
                t.add(column: "effective", .boolean).notNull().defaults(to: false)
            }
            try db.create(
                index: "japaEntryEffective", on: "japaEntry", columns: ["japaCounterId", "effective", "id"])
            for row in try Row.fetchAll(db, sql: "SELECT id, target FROM japaCounter") {
                try JapaRunningTotals.rederive(db, counter: row["id"], target: row["target"])
            }
        }
    }
}
