import CivilTime
import Foundation
import GRDB
import Japa

/// A counter together with its state derived from the stored entries.
public struct CounterSnapshot: Sendable, Hashable {
    public let counter: JapaCounter
    public let entries: [JapaEntry]
    public var state: CounterState { CounterState(target: counter.target, entries: entries) }
    public var id: CounterID { counter.id! }
}

extension AppDatabase {
    /// The profile's counters, oldest first.
    public func counters(of profile: ProfileID) async throws(StorageError) -> [JapaCounter] {
        try await read { db in
            try JapaCounterRecord
                .filter(Column("profileId") == profile.rawValue)
                .order(Column("id"))
                .fetchAll(db)
                .map(\.counter)
        }
    }

    /// The profile's counters, creating a first one named `defaultName` (target 5556) if none exists.
    public func ensureCounters(of profile: ProfileID, defaultName: String, now: Date) async throws(StorageError)
        -> [JapaCounter]
    {
        // Nearly always the counters exist: then this is a read, and a write (an addition) that
        // follows does not queue behind a write that changed nothing.
        let stored = try await counters(of: profile)
        if !stored.isEmpty { return stored }
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            let existing = try JapaCounterRecord.filter(Column("profileId") == profile.rawValue).order(Column("id"))
                .fetchAll(db)
            if !existing.isEmpty { return existing.map(\.counter) }
            var record = JapaCounterRecord(JapaCounter(name: defaultName, createdAt: now), profile: profile)
            try record.insert(db)
            return [record.counter]
        }
    }

    /// Stores a new counter and returns it with its identifier.
    public func createCounter(_ counter: JapaCounter, for profile: ProfileID, now: Date) async throws(StorageError)
        -> JapaCounter
    {
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            var record = JapaCounterRecord(counter, profile: profile)
            record.id = nil
            try record.insert(db)
            return record.counter
        }
    }

    /// Changes a counter's settings in one transaction: `change` gets the counter as stored and
    /// what it leaves is saved and returned, so concurrent changes to different fields all survive.
    /// The identifier and creation time are kept. When `change` throws, nothing is saved and its
    /// error is rethrown as is; a counter the profile does not own is `StorageError.unknownCounter`.
    /// A lower target does not rewrite history; the derived total is capped at the new target.
    public func updateCounter<Failure: Error>(
        _ id: CounterID, for profile: ProfileID,
        _ change: @escaping @Sendable (inout JapaCounter) throws(Failure) -> Void
    ) async throws -> JapaCounter {
        try await update { db in
            guard let stored = try Self.counterRecord(db, id, profile) else {
                throw StorageError.unknownCounter(id.rawValue)
            }
            var counter = stored.counter
            try RejectedChange.carry { try change(&counter) }
            counter.id = id
            counter.createdAt = stored.createdAt
            var record = JapaCounterRecord(counter, profile: profile)
            try record.update(db)
            if record.target != stored.target {
                try JapaRunningTotals.rederive(db, counter: id.rawValue, target: record.target)
            }
            return record.counter
        }
    }

    /// Deletes a counter and its history; the profile's last counter cannot be deleted.
    public func deleteCounter(_ id: CounterID, for profile: ProfileID) async throws(StorageError) {
        try await write { db in
            guard try Self.counterRecord(db, id, profile) != nil else { throw StorageError.unknownCounter(id.rawValue) }
            let count = try JapaCounterRecord.filter(Column("profileId") == profile.rawValue).fetchCount(db)
            guard count > 1 else { throw StorageError.lastCounter }
            _ = try JapaCounterRecord.deleteOne(db, key: id.rawValue)
        }
    }

    /// A counter with all its entries, oldest first.
    public func snapshot(_ id: CounterID, for profile: ProfileID) async throws(StorageError) -> CounterSnapshot {
        try await read { db in try Self.snapshot(db, id, profile) }
    }

    /// A counter's figures without its history.
    public func tally(_ id: CounterID, for profile: ProfileID) async throws(StorageError) -> CounterTally {
        try await read { db in try Self.tally(db, id, profile) }
    }

    /// A page of a counter's effective history, newest first: at most `limit` lines older than
    /// the cursor `before` (from the previous page's `next`), or the newest when nil.
    public func history(_ id: CounterID, for profile: ProfileID, before: Int64?, limit: Int) async throws(StorageError)
        -> JapaHistoryPage
    {
        let limit = min(max(1, limit), JapaHistoryPage.maximumLimit)
        return try await read { db in
            guard try Self.counterRecord(db, id, profile) != nil else { throw StorageError.unknownCounter(id.rawValue) }
            var request = JapaEntryRecord.filter(Column("japaCounterId") == id.rawValue && Column("effective") == true)
            if let before { request = request.filter(Column("id") < before) }
            let rows = try request.order(Column("id").desc)
                .limit(limit + 1)
                .fetchAll(db)
            let lines = rows.prefix(limit).compactMap { row in
                row.entry.map {
                    JapaHistoryLine(position: row.id!, entry: $0, counted: row.counted, runningTotal: row.runningTotal)
                }
            }
            return JapaHistoryPage(lines: lines, next: rows.count > limit ? rows[limit - 1].id : nil)
        }
    }

    /// Appends one fact to a counter's history in a single transaction and returns the new figures.
    ///
    /// An undo with nothing effective to take back is refused, so no meaningless fact is stored.
    /// The cost does not grow with the history: the figures come from the latest effective row.
    public func append(_ entry: JapaEntry, to id: CounterID, for profile: ProfileID) async throws(StorageError)
        -> CounterTally
    {
        try await write { db in try Self.append(db, entry, to: Self.tally(db, id, profile), profile) }
    }

    /// Appends the fact `make` builds from the counter's current figures, reading and writing in one
    /// transaction, so the fact is checked against the settings it is stored under (a new value
    /// against the target in force). When `make` throws, nothing is stored and its error is
    /// rethrown as is.
    public func append<Failure: Error>(
        to id: CounterID, for profile: ProfileID,
        _ make: @escaping @Sendable (CounterTally) throws(Failure) -> JapaEntry
    ) async throws -> CounterTally {
        try await update { db in
            let before = try Self.tally(db, id, profile)
            let entry = try RejectedChange.carry { try make(before) }
            return try Self.append(db, entry, to: before, profile)
        }
    }

    /// Creates a counter from an export file, with all its entries, in one transaction.
    public func importArchive(_ archive: JapaArchive, for profile: ProfileID, now: Date) async throws(StorageError)
        -> CounterSnapshot
    {
        _ = try await self.profile(profile, now: now)
        return try await write { db in
            var counter = JapaCounterRecord(
                JapaCounter(name: archive.name, target: archive.target, targetDate: archive.targetDate, createdAt: now),
                profile: profile)
            try counter.insert(db)
            for entry in archive.entries {
                var record = JapaEntryRecord(entry, counter: counter.id!, profile: profile)
                try record.insert(db)
            }
            try JapaRunningTotals.rederive(db, counter: counter.id!, target: counter.target)
            return CounterSnapshot(counter: counter.counter, entries: archive.entries)
        }
    }

    private static func append(_ db: Database, _ entry: JapaEntry, to before: CounterTally, _ profile: ProfileID)
        throws -> CounterTally
    {
        var record = JapaEntryRecord(entry, counter: before.id.rawValue, profile: profile)
        if entry.kind == .undo {
            guard let latest = try latestEffective(db, before.id, kinds: nil) else { throw StorageError.nothingToUndo }
            try db.execute(sql: "UPDATE japaEntry SET effective = 0 WHERE id = ?", arguments: [latest.id])
            record.runningTotal = try latestEffective(db, before.id, kinds: nil)?.runningTotal ?? 0
        } else {
            let step = JapaRunningTotals.step(
                entry.kind, amount: entry.amount, before: before.state.total, target: before.counter.target)
            record.counted = step.counted
            record.runningTotal = step.after
            record.effective = true
        }
        try record.insert(db)
        // Every append stores exactly one row, so the count is not asked for again.
        return try tally(db, before.counter, entryCount: before.entryCount + 1)
    }

    /// The newest effective row of a counter, of one of `kinds` when given. The statements are
    /// prepared once per connection (each write runs this up to four times).
    private static func latestEffective(_ db: Database, _ id: CounterID, kinds: [JapaEntry.Kind]?) throws
        -> JapaEntryRecord?
    {
        var sql = "SELECT * FROM japaEntry WHERE japaCounterId = ? AND effective = 1"
        var arguments: StatementArguments = [id.rawValue]
        if let kinds {
            sql += " AND kind IN (" + kinds.map { _ in "?" }.joined(separator: ", ") + ")"
            arguments += StatementArguments(kinds.map(\.rawValue))
        }
        sql += " ORDER BY id DESC LIMIT 1"
        return try JapaEntryRecord.fetchOne(db.cachedStatement(sql: sql), arguments: arguments)
    }

    static func tally(_ db: Database, _ id: CounterID, _ profile: ProfileID) throws -> CounterTally {
        guard let counter = try counterRecord(db, id, profile) else { throw StorageError.unknownCounter(id.rawValue) }
        return try tally(db, counter.counter)
    }

    /// The counter's figures; `entryCount` when the caller knows it (else counted).
    private static func tally(_ db: Database, _ counter: JapaCounter, entryCount: Int? = nil) throws -> CounterTally {
        let id = counter.id!
        let latest = try latestEffective(db, id, kinds: nil)
        let increment = try latestEffective(db, id, kinds: [.addition, .reset])
        let count =
            try entryCount
            ?? Int.fetchOne(
                db.cachedStatement(sql: "SELECT COUNT(*) FROM japaEntry WHERE japaCounterId = ?"),
                arguments: [id.rawValue])
            ?? 0
        let total = latest?.runningTotal ?? 0
        let figures = CounterFigures(
            target: counter.target, total: total,
            todayIncrement: increment?.kind == JapaEntry.Kind.addition.rawValue ? increment?.amount ?? 0 : 0,
            canUndo: latest != nil,
            latestAdditionCompleted: latest.map {
                $0.kind == JapaEntry.Kind.addition.rawValue && $0.counted > 0 && $0.runningTotal == counter.target
            } ?? false)
        return CounterTally(counter: counter, state: figures, entryCount: count)
    }

    private static func counterRecord(_ db: Database, _ id: CounterID, _ profile: ProfileID) throws
        -> JapaCounterRecord?
    {
        try JapaCounterRecord.fetchOne(
            db.cachedStatement(sql: "SELECT * FROM japaCounter WHERE id = ? AND profileId = ?"),
            arguments: [id.rawValue, profile.rawValue])
    }

    private static func snapshot(_ db: Database, _ id: CounterID, _ profile: ProfileID) throws -> CounterSnapshot {
        guard let counter = try counterRecord(db, id, profile) else { throw StorageError.unknownCounter(id.rawValue) }
        let entries =
            try JapaEntryRecord
            .filter(Column("japaCounterId") == id.rawValue)
            .order(Column("id"))
            .fetchAll(db)
            .compactMap(\.entry)
        return CounterSnapshot(counter: counter.counter, entries: entries)
    }
}

/// A fact as stored: the counter after it, how much the fact asked for and how many circles
/// counted (an addition beyond what remains counts only up to the target).
public struct CounterAddition: Sendable, Hashable {
    public let tally: CounterTally
    public let requested: Int
    public let counted: Int
}

extension AppDatabase {
    /// Appends the fact `make` builds, like `append(to:for:_:)`, once per `key`: a repeat of a
    /// submission already applied neither calls `make` nor stores anything, and answers the
    /// counter as it stands with what the first one asked for and counted. When `make` throws,
    /// nothing is stored, the key stays free and the error is rethrown as is.
    public func append<Failure: Error>(
        to id: CounterID, for profile: ProfileID, key: SubmissionKey?, now: Date,
        _ make: @escaping @Sendable (CounterTally) throws(Failure) -> JapaEntry
    ) async throws -> Submitted<CounterAddition> {
        try await update { db in
            let result = try Self.once(
                db, key, profile, now: now,
                apply: { () throws -> CounterAddition in
                    let before = try Self.tally(db, id, profile)
                    let entry = try RejectedChange.carry { try make(before) }
                    let after = try Self.append(db, entry, to: before, profile)
                    let counted = entry.kind == .addition ? after.state.total - before.state.total : 0
                    return CounterAddition(tally: after, requested: entry.amount, counted: counted)
                },
                reply: { "\($0.requested),\($0.counted)" })
            switch result {
            case .first(let addition): return Submitted(value: addition, repeated: false)
            case .second(let reply):
                let figures = reply.split(separator: ",").map { Int($0) ?? 0 }
                return Submitted(
                    value: CounterAddition(
                        tally: try Self.tally(db, id, profile), requested: figures.first ?? 0,
                        counted: figures.last ?? 0),
                    repeated: true)
            }
        }
    }
}

extension AppDatabase {
    /// Circles counted on each local day from `first` through `last` (additions in effect only),
    /// every day of the period listed, oldest first, and whether the counter has any addition in
    /// effect at all: the same figures as `CounterState.circles(from:through:)`, summed by SQL over
    /// the stored `counted` column instead of a replay.
    public func circles(_ id: CounterID, for profile: ProfileID, from first: CivilDate, through last: CivilDate)
        async throws(StorageError) -> (days: [(day: CivilDate, circles: Int)], any: Bool)
    {
        try await read { db in
            guard try Self.counterRecord(db, id, profile) != nil else { throw StorageError.unknownCounter(id.rawValue) }
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT day, SUM(counted) AS circles FROM japaEntry
                    WHERE japaCounterId = ? AND effective = 1 AND kind = ? AND day BETWEEN ? AND ?
                    GROUP BY day
                    """,
                arguments: [id.rawValue, JapaEntry.Kind.addition.rawValue, first.description, last.description])
            var sums: [CivilDate: Int] = [:]
            for row in rows {
                if let day = try? CivilDate(iso: row["day"] as String) {
                    sums[day, default: 0] += row["circles"] as Int
                }
            }
            let any =
                try Bool.fetchOne(
                    db,
                    sql:
                        "SELECT EXISTS(SELECT 1 FROM japaEntry WHERE japaCounterId = ? AND effective = 1 AND kind = ?)",
                    arguments: [id.rawValue, JapaEntry.Kind.addition.rawValue]) ?? false
            guard first <= last else { return ([], any) }
            let days = (0...first.days(until: last)).map { offset in
                let day = first.adding(days: offset)
                return (day, sums[day] ?? 0)
            }
            return (days, any)
        }
    }
}
