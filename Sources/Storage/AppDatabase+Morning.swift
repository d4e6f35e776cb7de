import CivilTime
import Foundation
import GRDB
import Routines

/// Everything Better Morning shows for a profile: the book (rolled over to today), the day-start
/// setting, the reminder feed's token and the saved draft.
public struct MorningSnapshot: Sendable {
    public let book: RoutineBook
    /// When the profile's routine day begins.
    public let dayStart: TimeOfDay
    /// The secret in the profile's calendar-feed address.
    public let feedToken: String
    /// The custom routine being written, if any.
    public let draft: RoutineDraft?
}

extension AppDatabase {
    /// The profile's Better Morning data with the days that passed finalised: the routine day of
    /// `now` in `timeZone` (by the profile's day start) is applied as `dayRollsOver` and saved.
    public func morning(_ profile: ProfileID, now: Date, timeZone: TimeZone) async throws -> MorningSnapshot {
        try await updateMorning(profile, now: now, timeZone: timeZone) { _ throws(RoutinesError) in }
    }

    /// Loads the profile's book, rolls it over to today, lets `change` apply events to it, and
    /// saves the result in one transaction. When `change` throws, nothing is saved and its
    /// `RoutinesError` is rethrown as is.
    public func updateMorning(
        _ profile: ProfileID, now: Date, timeZone: TimeZone,
        _ change: @escaping @Sendable (inout RoutineBook) throws(RoutinesError) -> Void
    ) async throws -> MorningSnapshot {
        try await updateMorning(profile, now: now, timeZone: timeZone, key: nil, change).value
    }

    /// Like `updateMorning(_:now:timeZone:_:)`, once per `key`: a repeat of a submission already
    /// applied (a double tap on a task) leaves `change` out and answers the book as it stands.
    public func updateMorning(
        _ profile: ProfileID, now: Date, timeZone: TimeZone, key: SubmissionKey?,
        _ change: @escaping @Sendable (inout RoutineBook) throws(RoutinesError) -> Void
    ) async throws -> Submitted<MorningSnapshot> {
        try await updateMorning(profile, now: now, timeZone: timeZone, key: key) {
            (book: inout RoutineBook, _: DayBoundary) throws(RoutinesError) in try change(&book)
        }
    }

    /// Like `updateMorning(_:now:timeZone:key:_:)`, with the profile's day boundary handed to
    /// `change` as the transaction read it (so a tap's instant can name its routine day).
    public func updateMorning(
        _ profile: ProfileID, now: Date, timeZone: TimeZone, key: SubmissionKey?,
        _ change: @escaping @Sendable (inout RoutineBook, DayBoundary) throws(RoutinesError) -> Void
    ) async throws -> Submitted<MorningSnapshot> {
        _ = try await self.profile(profile, now: now)
        let outcome: Result<Submitted<MorningSnapshot>, RoutinesError> = try await write { db in
            let dayStart = try Self.dayStart(db, profile)
            let today = DayBoundary(start: dayStart).day(of: now, in: timeZone)
            let state = try Self.state(db, profile, today: today)
            let before = try Self.book(db, profile, state: state)
            var after = before
            try? after.apply(.dayRollsOver(to: today))
            let applied = try Self.once(
                db, key, profile, now: now,
                apply: { () -> RoutinesError? in
                    do throws(RoutinesError) {
                        try change(&after, DayBoundary(start: dayStart))
                        return nil
                    } catch {
                        return error
                    }
                },
                reply: { $0 == nil ? "applied" : nil })
            var repeated = false
            switch applied {
            case .first(let error?): return .failure(error)
            case .first(nil): break
            case .second: repeated = true
            }
            try Self.save(db, profile, from: before, to: after, state: state)
            return .success(
                Submitted(
                    value: MorningSnapshot(
                        book: after, dayStart: dayStart, feedToken: state.feedToken,
                        draft: state.draft.flatMap { try? JSONDecoder().decode(RoutineDraft.self, from: Data($0.utf8)) }
                    ), repeated: repeated))
        }
        return try outcome.get()
    }

    /// Stores (or with nil clears) the profile's custom-routine draft, in one transaction that
    /// touches nothing else of the profile's Better Morning data.
    public func saveMorningDraft(_ draft: RoutineDraft?, for profile: ProfileID, now: Date, timeZone: TimeZone)
        async throws
    {
        _ = try await self.profile(profile, now: now)
        let text = try draft.map { String(decoding: try JSONEncoder().encode($0.bounded), as: UTF8.self) }
        try await write { db in
            let today = DayBoundary(start: try Self.dayStart(db, profile)).day(of: now, in: timeZone)
            _ = try Self.state(db, profile, today: today)
            try db.execute(
                sql: "UPDATE morningState SET draft = ? WHERE profileId = ?", arguments: [text, profile.rawValue])
        }
    }

    /// Sets when the profile's routine day begins. Days already reached are never reopened.
    public func setMorningDayStart(_ start: TimeOfDay, for profile: ProfileID, now: Date) async throws(StorageError) {
        _ = try await self.profile(profile, now: now)
        try await write { db in
            try db.execute(
                sql: "UPDATE profile SET morningDayStart = ? WHERE id = ?",
                arguments: [start.minutes, profile.rawValue])
        }
    }

    /// The profile whose calendar feed has this token, if any.
    public func morningProfile(forFeedToken token: String) async throws(StorageError) -> ProfileID? {
        try await read { db in
            try Int64.fetchOne(db, sql: "SELECT profileId FROM morningState WHERE feedToken = ?", arguments: [token])
                .map(ProfileID.init(rawValue:))
        }
    }

    private static func dayStart(_ db: Database, _ profile: ProfileID) throws -> TimeOfDay {
        let minutes =
            try Int.fetchOne(db, sql: "SELECT morningDayStart FROM profile WHERE id = ?", arguments: [profile.rawValue])
            ?? 0
        return (try? TimeOfDay(hour: minutes / 60, minute: minutes % 60)) ?? .midnight
    }

    private static func state(_ db: Database, _ profile: ProfileID, today: CivilDate) throws -> MorningStateRecord {
        if let state = try MorningStateRecord.fetchOne(db, key: profile.rawValue) { return state }
        let state = MorningStateRecord(
            profileId: profile.rawValue, onboardingCompleted: false, today: today.description,
            feedToken: ProfileSecret.token(), draft: nil)
        try state.insert(db)
        return state
    }

    private static func book(_ db: Database, _ profile: ProfileID, state: MorningStateRecord) throws -> RoutineBook {
        let tasks = try MorningTaskRecord.fetchAll(
            db,
            sql:
                "SELECT t.* FROM morningTask t JOIN morningRoutine r ON r.id = t.morningRoutineId WHERE r.profileId = ?",
            arguments: [profile.rawValue])
        let byRoutine = Dictionary(grouping: tasks, by: \.morningRoutineId)
        let routines = try MorningRoutineRecord.filter(Column("profileId") == profile.rawValue)
            .order(Column("position")).fetchAll(db)
            .compactMap { $0.routine(tasks: byRoutine[$0.id] ?? []) }
        let completions = try MorningCompletionRecord.filter(Column("profileId") == profile.rawValue)
            .order(Column("id")).fetchAll(db).compactMap(\.fact)
        let records = try MorningDayRecordRecord.filter(Column("profileId") == profile.rawValue)
            .order(Column("day")).fetchAll(db).compactMap(\.record)
        let today = (try? CivilDate(iso: state.today)) ?? CivilDate(julianDayNumber: 2_440_588)
        return RoutineBook(
            routines: routines, completions: completions, records: records, today: today,
            onboardingCompleted: state.onboardingCompleted)
    }

    /// Writes the difference between two books: the domain only appends taps and records and
    /// removes whole routines, so the diff is exact.
    private static func save(
        _ db: Database, _ profile: ProfileID, from before: RoutineBook, to after: RoutineBook,
        state: MorningStateRecord
    ) throws {
        let kept = Set(after.routines.map(\.id))
        for routine in before.routines where !kept.contains(routine.id) {
            _ = try MorningRoutineRecord.deleteOne(db, key: routine.id.rawValue)
        }
        let old = Dictionary(uniqueKeysWithValues: before.routines.map { ($0.id, $0) })
        let nextPosition =
            try Int.fetchOne(
                db, sql: "SELECT COALESCE(MAX(position), 0) FROM morningRoutine WHERE profileId = ?",
                arguments: [profile.rawValue]) ?? 0
        var added = 0
        for routine in after.routines {
            if let previous = old[routine.id] {
                guard previous != routine else { continue }
                try db.execute(
                    sql: "UPDATE morningRoutine SET isActive = ?, startDate = ? WHERE id = ? AND profileId = ?",
                    arguments: [routine.isActive, routine.startDate.description, routine.id.rawValue, profile.rawValue])
            } else {
                added += 1
                try MorningRoutineRecord(routine, profile: profile, position: nextPosition + added).insert(db)
                for (position, task) in routine.tasks.enumerated() {
                    try MorningTaskRecord(
                        id: task.id.rawValue, morningRoutineId: routine.id.rawValue, title: task.title,
                        minuteOfDay: task.time.minutes, position: position
                    ).insert(db)
                }
            }
        }
        let survivingFacts = before.completions.filter { kept.contains($0.routineID) }.count
        for fact in after.completions.dropFirst(survivingFacts) {
            var record = MorningCompletionRecord(fact, profile: profile)
            try record.insert(db)
        }
        let oldRecords = Set(before.records.filter { kept.contains($0.routineID) })
        for record in after.records where !oldRecords.contains(record) {
            try MorningDayRecordRecord(record, profile: profile).save(db)
        }
        var state = state
        state.today = after.today.description
        state.onboardingCompleted = after.onboardingCompleted
        // A reset clears the draft too; a read of a book not yet started must not.
        let wasReset = !after.onboardingCompleted && (before.onboardingCompleted || !before.routines.isEmpty)
        if wasReset && after.routines.isEmpty { state.draft = nil }
        try state.update(db)
    }
}
