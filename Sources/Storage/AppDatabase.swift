import Foundation
import GRDB

/// The suite's one door to its SQLite database: it owns the connection, runs the migrations at
/// open and offers named reads and writes. No GRDB type leaves this module.
public struct AppDatabase: Sendable {
    let writer: any DatabaseWriter
    private let commits = CommitCounter()

    /// How many transactions have changed the database since it was opened. Whatever is built
    /// from the database (a rendered page) is still current while this number stays the same.
    public var changeCount: UInt64 { commits.value }

    /// Opens (creating if needed) the database file `sadhana.sqlite` in `folder`, in WAL mode with
    /// `synchronous = NORMAL`, and migrates it.
    public init(folder: URL) throws(StorageError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(folder.path, reason: error.localizedDescription)
        }
        let path = folder.appendingPathComponent("sadhana.sqlite").path
        do {
            let pool = try DatabasePool(path: path, configuration: Self.configuration())
            try self.init(writer: pool)
        } catch let error as StorageError {
            throw error
        } catch {
            throw .cannotOpen(path, reason: "\(error)")
        }
    }

    /// A private in-memory database, for tests and previews.
    public static func inMemory() throws(StorageError) -> AppDatabase {
        do {
            return try AppDatabase(writer: DatabaseQueue(configuration: configuration()))
        } catch let error as StorageError {
            throw error
        } catch {
            throw .database("\(error)")
        }
    }

    private init(writer: any DatabaseWriter) throws(StorageError) {
        self.writer = writer
        do {
            try Self.migrator.migrate(writer)
        } catch {
            throw .database("migration failed: \(error)")
        }
        writer.add(transactionObserver: commits, extent: .databaseLifetime)
    }

    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // WAL is set by DatabasePool. NORMAL: a commit is in the WAL file (the OS's page cache)
            // before it returns, so every acknowledged write survives a process kill (-9); the WAL
            // is fsynced at checkpoints, so a power loss or OS crash can take back the last commits
            // (never corrupt the file). FULL fsynced every commit: a write cost one fsync (~3 ms
            // here), which capped writes at a few hundred a second. README, "SQLite", says why.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// Runs SQLite's own integrity check; true when the file is sound.
    public func integrityCheck() async throws(StorageError) -> Bool {
        try await read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok" }
    }

    /// The journal mode in force (`wal` for a file database).
    public func journalMode() async throws(StorageError) -> String {
        try await read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    func read<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw Self.storageError(error)
        }
    }

    func write<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await writer.write(body)
        } catch {
            throw Self.storageError(error)
        }
    }

    /// Wraps an error from GRDB: a full disk or a file that cannot be written or read becomes
    /// `.unavailable` (a 503 at the edge, on every page), any other SQLite error `.database`.
    static func storageError(_ error: any Error) -> StorageError {
        if let error = error as? StorageError { return error }
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_FULL, .SQLITE_IOERR, .SQLITE_READONLY, .SQLITE_CANTOPEN:
                return .unavailable("\(error.resultCode): \(error.message ?? "")")
            default:
                break
            }
        }
        return .database("\(error)")
    }
}
