import Foundation
import GRDB
import Training

/// A session's state (`TrainingState`) kept as one row beside its events and updated in the same
/// transaction as each event, so an event reads and writes one row instead of replaying the
/// session. The events stay the facts: the row is rebuilt from them when it is missing or does not
/// fit together. Instants are kept as the exact seconds since 1970 the state holds (a rest's end
/// is its start plus whole seconds, not always a whole millisecond in binary), so a state read back
/// equals the replayed one.
struct TrainingSnapshotRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "trainingSnapshot"
    var trainingSessionId: Int64
    var phase: String
    /// The phase's instants: a set's start, a rest's start, the completion.
    var phaseStartAt: Double?
    /// A rest's end.
    var phaseEndAt: Double?
    var startedAt: Double?
    var sets: Int
    var lastEnding: String?
    var lastValue: Double?
    var lastAdjustment: Double?
    var lastCounted: Double?
    var lastTotalAfter: Double?
    var lastStartedAt: Double?
    var lastEndedAt: Double?

    init(_ state: TrainingState, session: Int64) {
        trainingSessionId = session
        phase = state.phase.name.rawValue
        switch state.phase {
        case .setup: break
        case .training(let start): phaseStartAt = start.timeIntervalSince1970
        case .resting(let start, let end):
            phaseStartAt = start.timeIntervalSince1970
            phaseEndAt = end.timeIntervalSince1970
        case .complete(let at): phaseStartAt = at.timeIntervalSince1970
        }
        startedAt = state.startedAt?.timeIntervalSince1970
        sets = state.sets
        if let a = state.lastAttempt {
            lastEnding = a.ending.rawValue
            lastValue = a.value
            lastAdjustment = a.adjustment
            lastCounted = a.counted
            lastTotalAfter = a.totalAfter
            lastStartedAt = a.startedAt.timeIntervalSince1970
            lastEndedAt = a.endedAt.timeIntervalSince1970
        }
    }

    /// The state this row holds for a session set up as `configuration`, nil if it does not fit.
    func state(_ configuration: TrainingConfiguration) -> TrainingState? {
        let date = { (seconds: Double?) in seconds.map(Date.init(timeIntervalSince1970:)) }
        let phase: TrainingPhase
        switch (TrainingPhase.Name(rawValue: self.phase), date(phaseStartAt), date(phaseEndAt)) {
        case (.setup?, nil, nil): phase = .setup
        case (.training?, let start?, nil): phase = .training(setStartedAt: start)
        case (.resting?, let start?, let end?): phase = .resting(startedAt: start, endsAt: end)
        case (.complete?, let at?, nil): phase = .complete(at: at)
        default: return nil
        }
        var last: Attempt?
        if let ending = lastEnding {
            guard let ending = Attempt.Ending(rawValue: ending), let value = lastValue,
                let adjustment = lastAdjustment, let counted = lastCounted, let totalAfter = lastTotalAfter,
                let start = date(lastStartedAt), let end = date(lastEndedAt)
            else { return nil }
            last = Attempt(
                number: sets, ending: ending, value: value, adjustment: adjustment, counted: counted,
                totalAfter: totalAfter, startedAt: start, endedAt: end)
        }
        return TrainingState(
            configuration: configuration, phase: phase, startedAt: date(startedAt), sets: sets, lastAttempt: last)
    }
}

extension AppDatabase {
    /// The training snapshot table, filled from every stored session's events. Append-only.
    static func registerTrainingSnapshotMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("training v2 snapshot") { db in
            try db.create(table: "trainingSnapshot") { t in
                t.primaryKey("trainingSessionId", .integer)
                    .references("trainingSession", onDelete: .cascade)
                t.column("phase", .text).notNull().check { ["setup", "training", "resting", "complete"].contains($0) }
                t.column("phaseStartAt", .double)
                t.column("phaseEndAt", .double)
                t.column("startedAt", .double)
                t.column("sets", .integer).notNull().check { $0 >= 0 }
                t.column("lastEnding", .text)
                t.column("lastValue", .double)
                t.column("lastAdjustment", .double)
                t.column("lastCounted", .double)
                t.column("lastTotalAfter", .double)
                t.column("lastStartedAt", .double)
                t.column("lastEndedAt", .double)
            }
            for record in try TrainingSessionRecord.fetchAll(db) {
                if let state = try? Self.replayedState(db, record) {
                    try TrainingSnapshotRecord(state, session: record.id!).insert(db)
                }
            }
        }
    }
}
