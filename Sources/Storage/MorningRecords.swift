import CivilTime
import Foundation
import GRDB
import Routines

struct MorningStateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "morningState"
    var profileId: Int64
    var onboardingCompleted: Bool
    var today: String
    var feedToken: String
    var draft: String?
}

struct MorningRoutineRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "morningRoutine"
    var id: String
    var profileId: Int64
    var name: String
    var kind: String
    var celebritySlug: String?
    var createdOn: String
    var startDate: String
    var isActive: Bool
    var position: Int

    init(_ routine: Routine, profile: ProfileID, position: Int) {
        id = routine.id.rawValue
        profileId = profile.rawValue
        name = routine.name
        kind = routine.celebritySlug == nil ? "custom" : "celebrity"
        celebritySlug = routine.celebritySlug
        createdOn = routine.createdOn.description
        startDate = routine.startDate.description
        isActive = routine.isActive
        self.position = position
    }

    func routine(tasks: [MorningTaskRecord]) -> Routine? {
        guard let created = try? CivilDate(iso: createdOn), let start = try? CivilDate(iso: startDate) else {
            return nil
        }
        let kind: Routine.Kind = celebritySlug.map { .celebrity(slug: $0) } ?? .custom
        let tasks = tasks.sorted { $0.position < $1.position }.compactMap { record -> RoutineTask? in
            guard let time = try? TimeOfDay(hour: record.minuteOfDay / 60, minute: record.minuteOfDay % 60) else {
                return nil
            }
            return RoutineTask(id: TaskID(rawValue: record.id), title: record.title, time: time)
        }
        return try? Routine(
            id: RoutineID(rawValue: id), name: name, kind: kind, tasks: tasks, createdOn: created, startDate: start,
            isActive: isActive)
    }
}

struct MorningTaskRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "morningTask"
    var id: String
    var morningRoutineId: String
    var title: String
    var minuteOfDay: Int
    var position: Int
}

struct MorningCompletionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "morningCompletion"
    var id: Int64?
    var profileId: Int64
    var morningRoutineId: String
    var taskId: String
    var day: String
    var kind: String
    var recordedAt: Date

    init(_ fact: CompletionFact, profile: ProfileID) {
        profileId = profile.rawValue
        morningRoutineId = fact.routineID.rawValue
        taskId = fact.taskID.rawValue
        day = fact.day.description
        kind = fact.kind.rawValue
        recordedAt = fact.recordedAt
    }

    var fact: CompletionFact? {
        guard let kind = CompletionFact.Kind(rawValue: kind), let day = try? CivilDate(iso: day) else { return nil }
        return CompletionFact(
            routineID: RoutineID(rawValue: morningRoutineId), taskID: TaskID(rawValue: taskId), day: day, kind: kind,
            recordedAt: recordedAt)
    }
}

struct MorningDayRecordRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "morningDayRecord"
    var morningRoutineId: String
    var profileId: Int64
    var day: String
    var completedCount: Int
    var taskCount: Int

    init(_ record: DayRecord, profile: ProfileID) {
        morningRoutineId = record.routineID.rawValue
        profileId = profile.rawValue
        day = record.day.description
        completedCount = record.completedCount
        taskCount = record.taskCount
    }

    var record: DayRecord? {
        guard let day = try? CivilDate(iso: day) else { return nil }
        return DayRecord(
            routineID: RoutineID(rawValue: morningRoutineId), day: day, completedCount: completedCount,
            taskCount: taskCount)
    }
}
