import GRDB

extension AppDatabase {
    /// Purascharana's migrations after the first one; append only.
    static func registerJapaMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("japa follow-on rites option") { db in
            try db.alter(table: "japaCounter") { t in
                t.add(column: "followOn", .boolean).notNull().defaults(to: false)
            }
        }
    }
}
