import Foundation
import GRDB
import Training

/// Instants are stored as whole milliseconds since 1970, the precision the session keeps, so a
/// replay from the database is exact.
func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }
func instant(_ milliseconds: Int64) -> Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

struct TrainingSessionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "trainingSession"
    var id: Int64?
    var profileId: Int64
    var exercise: String
    var mode: String
    var target: Double
    var restSeconds: Int
    var adjustment: Double
    var createdAtMs: Int64
    var status: String

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ configuration: TrainingConfiguration, profile: ProfileID, createdAt: Date) {
        profileId = profile.rawValue
        exercise = configuration.exercise
        mode = configuration.mode.rawValue
        target = configuration.target
        restSeconds = configuration.restSeconds
        adjustment = configuration.adjustment
        createdAtMs = milliseconds(createdAt)
        status = TrainingSessionStatus.active.rawValue
    }

    var configuration: TrainingConfiguration {
        TrainingConfiguration(
            exercise: exercise, mode: TrainingMode(rawValue: mode) ?? .time, target: target,
            restSeconds: restSeconds, adjustment: adjustment)
    }
}

struct TrainingEventRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "trainingEvent"
    var id: Int64?
    var profileId: Int64
    var trainingSessionId: Int64
    var kind: String
    var atMs: Int64
    var reps: Int?

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ event: TrainingEvent, session: Int64, profile: ProfileID) {
        profileId = profile.rawValue
        trainingSessionId = session
        kind = event.kind.rawValue
        atMs = milliseconds(event.instant)
        reps = event.reps
    }

    var event: TrainingEvent? {
        guard let kind = TrainingEvent.Kind(rawValue: kind) else { return nil }
        return try? TrainingEvent(kind: kind, at: instant(atMs), reps: reps)
    }
}

struct TrainingPresetRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "trainingPreset"
    var id: Int64?
    var profileId: Int64
    var exercise: String
    var mode: String
    var target: Double
    var restSeconds: Int
    var adjustment: Double
    var createdAtMs: Int64

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ configuration: TrainingConfiguration, profile: ProfileID, createdAt: Date) {
        profileId = profile.rawValue
        exercise = configuration.exercise
        mode = configuration.mode.rawValue
        target = configuration.target
        restSeconds = configuration.restSeconds
        adjustment = configuration.adjustment
        createdAtMs = milliseconds(createdAt)
    }

    var preset: TrainingPreset {
        TrainingPreset(
            id: TrainingPresetID(rawValue: id ?? 0),
            configuration: TrainingConfiguration(
                exercise: exercise, mode: TrainingMode(rawValue: mode) ?? .time, target: target,
                restSeconds: restSeconds, adjustment: adjustment))
    }
}
