import Foundation
import GRDB

/// Counts the transactions that changed the database, from SQLite's own commit notifications, so
/// whatever writes (any table, any code path) moves the count. A reader that saw the same count
/// before and after building something from the database knows no change was committed meanwhile.
final class CommitCounter: TransactionObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var commits: UInt64 = 0

    /// The number of committed changing transactions so far.
    var value: UInt64 {
        lock.lock()
        defer { lock.unlock() }
        return commits
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }

    func databaseDidChange(with event: DatabaseEvent) {}

    /// Called after the commit, so a reader that sees the new count also sees the new rows.
    func databaseDidCommit(_ db: Database) {
        lock.lock()
        commits &+= 1
        lock.unlock()
    }

    func databaseDidRollback(_ db: Database) {}
}
