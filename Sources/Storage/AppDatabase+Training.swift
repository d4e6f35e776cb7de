import Foundation
import GRDB
import Training

/// Where a stored session stands (a cache of its replayed phase).
public enum TrainingSessionStatus: String, Sendable, Hashable, Codable {
    /// Training or resting.
    case active
    /// Finished: shown in history and exported.
    case complete
    /// Abandoned with Reset: kept as a fact, shown nowhere.
    case reset
}

/// A session as stored: its identifier, the events that built it and the session they replay to.
public struct StoredTrainingSession: Sendable, Hashable {
    public let id: TrainingSessionID
    public let status: TrainingSessionStatus
    public let events: [TrainingEvent]
    public let session: TrainingSession
}

/// A session as it stands without its list of sets: what an event's answer needs, read and
/// written as one row whatever the session's length.
public struct TrainingSessionHead: Sendable, Hashable {
    public let id: TrainingSessionID
    public let status: TrainingSessionStatus
    public let state: TrainingState
}

/// A saved setup, started in one tap.
public struct TrainingPreset: Sendable, Hashable {
    public let id: TrainingPresetID
    public let configuration: TrainingConfiguration
}

extension AppDatabase {
    /// The profile's session in progress, if any.
    public func activeTrainingSession(for profile: ProfileID) async throws -> StoredTrainingSession? {
        try await trainingRead { db in
            guard
                let record = try TrainingSessionRecord.filter(
                    Column("profileId") == profile.rawValue && Column("status") == TrainingSessionStatus.active.rawValue
                ).order(Column("id").desc).fetchOne(db)
            else { return nil }
            return try Self.stored(db, record)
        }
    }

    /// Starts a session (its first hold or set begins at `at`); refused while another is active.
    public func startTrainingSession(_ configuration: TrainingConfiguration, at: Date, for profile: ProfileID)
        async throws -> StoredTrainingSession
    {
        try configuration.validate()
        _ = try await self.profile(profile, now: at)
        return try await trainingWrite { db in
            if let active = try TrainingSessionRecord.filter(
                Column("profileId") == profile.rawValue && Column("status") == TrainingSessionStatus.active.rawValue
            ).fetchOne(db) {
                throw TrainingError.sessionInProgress(TrainingSessionID(rawValue: active.id!))
            }
            var record = TrainingSessionRecord(configuration, profile: profile, createdAt: at)
            try record.insert(db)
            var start = TrainingEventRecord(.startHold(at: at), session: record.id!, profile: profile)
            try start.insert(db)
            let stored = try Self.stored(db, record)
            try TrainingSnapshotRecord(stored.session.state, session: record.id!).insert(db)
            return stored
        }
    }

    /// Applies one event to a stored session in a single transaction: the rules of `Training`
    /// decide; an event that changes the session is stored, one that changes nothing is not.
    /// An event dated after the current rest's end first ends the rest at its end instant.
    /// Answers the whole session after the event (its list of sets read back).
    public func recordTrainingEvent(_ event: TrainingEvent, in id: TrainingSessionID, for profile: ProfileID)
        async throws -> (StoredTrainingSession, TrainingOutcome)
    {
        try await trainingWrite { db in
            let (_, outcome) = try Self.record(db, event, in: id, for: profile)
            guard let record = try Self.sessionRecord(db, id, profile) else {
                throw TrainingError.unknownSession(id.rawValue)
            }
            return (try Self.stored(db, record), outcome)
        }
    }

    /// Applies one event touching what it changes: the session's row, its snapshot row (the state
    /// the rules need, `TrainingState`) and the new event rows. Nothing reads the session's other
    /// events, so an event costs the same at the first set and the ten-thousandth.
    ///
    /// Why a snapshot row rather than SQL over the events: the rules (accidental-bail window, rest
    /// ends, completion) live in `Training`, and an aggregate query would restate them in SQL; the
    /// row is the state those rules produced, written in the same transaction as the event that
    /// produced it, and rebuilt from the events (the facts) whenever it is missing or does not fit.
    static func record(_ db: Database, _ event: TrainingEvent, in id: TrainingSessionID, for profile: ProfileID)
        throws -> (TrainingSessionHead, TrainingOutcome)
    {
        guard var record = try Self.sessionRecord(db, id, profile) else {
            throw TrainingError.unknownSession(id.rawValue)
        }
        var state = try Self.state(db, record)
        var accepted: [TrainingEvent] = []
        // A rest that ended before this event has already become the next set (its timer
        // runs from the rest's end), even if no tick reached the server in between.
        if case .resting(_, let end) = state.phase, event.instant >= end,
            event.kind != .restTick, event.kind != .skipRest
        {
            let tick = TrainingEvent.restTick(at: end)
            try state.apply(tick)
            accepted.append(tick)
        }
        let outcome = try state.apply(event)
        if outcome.changesSession { accepted.append(event) }
        let stored = TrainingSessionStatus(rawValue: record.status) ?? .active
        guard !accepted.isEmpty else { return (TrainingSessionHead(id: id, status: stored, state: state), outcome) }
        for event in accepted {
            var row = TrainingEventRecord(event, session: id.rawValue, profile: profile)
            try row.insert(db)
        }
        try TrainingSnapshotRecord(state, session: id.rawValue).save(db)
        let status: TrainingSessionStatus =
            switch state.phase.name {
            case .complete: .complete
            case .setup: .reset
            case .training, .resting: .active
            }
        if status.rawValue != record.status {
            record.status = status.rawValue
            try record.update(db)
        }
        return (TrainingSessionHead(id: id, status: status, state: state), outcome)
    }

    /// The session's state from its snapshot row; rebuilt from the events and the row rewritten if
    /// it is missing or does not fit (so only write transactions call this).
    static func state(_ db: Database, _ record: TrainingSessionRecord) throws -> TrainingState {
        if let row = try TrainingSnapshotRecord.fetchOne(db, key: record.id!),
            let state = row.state(record.configuration)
        {
            return state
        }
        let state = try replayedState(db, record)
        try TrainingSnapshotRecord(state, session: record.id!).save(db)
        return state
    }

    /// The session's state replayed from all its events.
    static func replayedState(_ db: Database, _ record: TrainingSessionRecord) throws -> TrainingState {
        let events = try TrainingEventRecord.filter(Column("trainingSessionId") == record.id!).order(Column("id"))
            .fetchAll(db).compactMap(\.event)
        return try TrainingSession.replay(record.configuration, events: events).state
    }

    /// One session of the profile.
    public func trainingSession(_ id: TrainingSessionID, for profile: ProfileID) async throws -> StoredTrainingSession {
        try await trainingRead { db in
            guard let record = try Self.sessionRecord(db, id, profile) else {
                throw TrainingError.unknownSession(id.rawValue)
            }
            return try Self.stored(db, record)
        }
    }

    /// Finished sessions, newest first, of one exercise or of all.
    public func finishedTrainingSessions(for profile: ProfileID, exercise: String? = nil) async throws
        -> [StoredTrainingSession]
    {
        try await trainingRead { db in
            var request = TrainingSessionRecord.filter(
                Column("profileId") == profile.rawValue && Column("status") == TrainingSessionStatus.complete.rawValue)
            if let exercise { request = request.filter(Column("exercise") == exercise) }
            return try request.order(Column("id").desc).fetchAll(db).map { try Self.stored(db, $0) }
        }
    }

    /// A page of finished sessions, newest first: at most `limit` (1...100) older than the session
    /// `before` (the previous page's `next`), and the cursor for the next page, nil on the last.
    public func finishedTrainingSessions(
        for profile: ProfileID, exercise: String? = nil, before: TrainingSessionID?, limit: Int
    ) async throws -> (sessions: [StoredTrainingSession], next: TrainingSessionID?) {
        let limit = min(max(1, limit), Self.trainingPageLimit)
        return try await trainingRead { db in
            var request = TrainingSessionRecord.filter(
                Column("profileId") == profile.rawValue && Column("status") == TrainingSessionStatus.complete.rawValue)
            if let exercise { request = request.filter(Column("exercise") == exercise) }
            if let before { request = request.filter(Column("id") < before.rawValue) }
            let rows = try request.order(Column("id").desc).limit(limit + 1).fetchAll(db)
            let sessions = try rows.prefix(limit).map { try Self.stored(db, $0) }
            return (sessions, rows.count > limit ? sessions.last?.id : nil)
        }
    }

    /// A page of finished sessions, oldest first (for an export written a page at a time): at most
    /// `limit` (1...100) newer than the session `after`, and the cursor for the next page.
    public func finishedTrainingSessions(
        for profile: ProfileID, exercise: String? = nil, after: TrainingSessionID?, limit: Int
    ) async throws -> (sessions: [StoredTrainingSession], next: TrainingSessionID?) {
        let limit = min(max(1, limit), Self.trainingPageLimit)
        return try await trainingRead { db in
            var request = TrainingSessionRecord.filter(
                Column("profileId") == profile.rawValue && Column("status") == TrainingSessionStatus.complete.rawValue)
            if let exercise { request = request.filter(Column("exercise") == exercise) }
            if let after { request = request.filter(Column("id") > after.rawValue) }
            let rows = try request.order(Column("id")).limit(limit + 1).fetchAll(db)
            let sessions = try rows.prefix(limit).map { try Self.stored(db, $0) }
            return (sessions, rows.count > limit ? sessions.last?.id : nil)
        }
    }

    /// The largest page of finished sessions a caller may ask for.
    public static let trainingPageLimit = 100

    /// The exercises with finished sessions and how many each has, most recent first.
    public func trainingExercises(for profile: ProfileID) async throws -> [(name: String, sessions: Int)] {
        try await trainingRead { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT exercise, COUNT(*) AS n, MAX(id) AS latest FROM trainingSession
                    WHERE profileId = ? AND status = 'complete' GROUP BY exercise ORDER BY latest DESC
                    """, arguments: [profile.rawValue])
            return rows.map { (name: $0["exercise"] as String, sessions: $0["n"] as Int) }
        }
    }

    /// The setup of the profile's latest session, to prefill the setup form.
    public func latestTrainingConfiguration(for profile: ProfileID) async throws -> TrainingConfiguration? {
        try await trainingRead { db in
            try TrainingSessionRecord.filter(Column("profileId") == profile.rawValue).order(Column("id").desc)
                .fetchOne(db)?.configuration
        }
    }

    // MARK: Presets

    /// The profile's presets, oldest first.
    public func trainingPresets(for profile: ProfileID) async throws -> [TrainingPreset] {
        try await trainingRead { db in
            try TrainingPresetRecord.filter(Column("profileId") == profile.rawValue).order(Column("id")).fetchAll(db)
                .map(\.preset)
        }
    }

    /// One preset of the profile.
    public func trainingPreset(_ id: TrainingPresetID, for profile: ProfileID) async throws -> TrainingPreset {
        try await trainingRead { db in
            guard
                let record = try TrainingPresetRecord.filter(
                    Column("id") == id.rawValue && Column("profileId") == profile.rawValue
                ).fetchOne(db)
            else { throw TrainingError.unknownPreset(id.rawValue) }
            return record.preset
        }
    }

    /// Saves a setup as a preset; an identical preset is not duplicated.
    public func saveTrainingPreset(_ configuration: TrainingConfiguration, for profile: ProfileID, now: Date)
        async throws -> TrainingPreset
    {
        try configuration.validate()
        _ = try await self.profile(profile, now: now)
        return try await trainingWrite { db in
            let existing = try TrainingPresetRecord.filter(Column("profileId") == profile.rawValue).fetchAll(db)
            if let same = existing.first(where: { $0.preset.configuration == configuration }) { return same.preset }
            var record = TrainingPresetRecord(configuration, profile: profile, createdAt: now)
            try record.insert(db)
            return record.preset
        }
    }

    /// Deletes a preset.
    public func deleteTrainingPreset(_ id: TrainingPresetID, for profile: ProfileID) async throws {
        try await trainingWrite { db in
            let deleted = try TrainingPresetRecord.filter(
                Column("id") == id.rawValue && Column("profileId") == profile.rawValue
            ).deleteAll(db)
            if deleted == 0 { throw TrainingError.unknownPreset(id.rawValue) }
        }
    }

    // MARK: Helpers

    static func sessionRecord(_ db: Database, _ id: TrainingSessionID, _ profile: ProfileID) throws
        -> TrainingSessionRecord?
    {
        try TrainingSessionRecord.filter(Column("id") == id.rawValue && Column("profileId") == profile.rawValue)
            .fetchOne(db)
    }

    static func stored(_ db: Database, _ record: TrainingSessionRecord) throws -> StoredTrainingSession {
        let events = try TrainingEventRecord.filter(Column("trainingSessionId") == record.id!).order(Column("id"))
            .fetchAll(db).compactMap(\.event)
        let session = try TrainingSession.replay(record.configuration, events: events)
        return StoredTrainingSession(
            id: TrainingSessionID(rawValue: record.id!),
            status: TrainingSessionStatus(rawValue: record.status) ?? .active, events: events, session: session)
    }

    /// Reads and writes that let the domain's `TrainingError` through unchanged (a refused event
    /// is the athlete's mistake, not a database failure).
    private func trainingRead<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch let error as TrainingError {
            throw error
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.database("\(error)")
        }
    }

    func trainingWrite<T: Sendable>(_ body: @Sendable @escaping (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(body)
        } catch let error as TrainingError {
            throw error
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.database("\(error)")
        }
    }
}
