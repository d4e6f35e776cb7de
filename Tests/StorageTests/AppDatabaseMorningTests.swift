import CivilTime
import Foundation
import Routines
import Storage
import Testing

private let utc = TimeZone(identifier: "UTC")!
private let monday = Date(timeIntervalSince1970: 1_794_823_200)  // 2026-11-16 10:00 UTC

private func draft(_ title: String = "Mine") -> RoutineDraft {
    RoutineDraft(title: title, rows: [.init(title: "Water", time: "06:00"), .init(title: "Walk", time: "06:20")])
}

@Suite("Better Morning storage")
struct AppDatabaseMorningTests {
    @Test("A routine, its taps and finalised days survive reopening and the day rolls over on read")
    func roundTrip() async throws {
        let db = try AppDatabase.inMemory()
        let first = try await db.updateMorning(.local, now: monday, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.completeOnboarding)
            try book.apply(
                .createCustomRoutine(try draft().validated(id: RoutineID(rawValue: "r1"), today: book.today)))
        }
        #expect(
            first.book.state == .waitingToStart(RoutineID(rawValue: "r1"), startsOn: try CivilDate(iso: "2026-11-17")))
        let tuesday = monday.addingTimeInterval(86_400)
        _ = try await db.updateMorning(.local, now: tuesday, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.completeTask(TaskID(rawValue: "r1-2"), at: tuesday))
        }
        let wednesday = try await db.morning(.local, now: tuesday.addingTimeInterval(86_400), timeZone: utc)
        let day = try CivilDate(iso: "2026-11-17")
        #expect(wednesday.book.record(of: RoutineID(rawValue: "r1"), on: day)?.completedCount == 1)
        #expect(wednesday.book.marks(of: RoutineID(rawValue: "r1"), on: day)[TaskID(rawValue: "r1-1")] == .incomplete)
        #expect(wednesday.book.routines.first?.tasks.map(\.title) == ["Water", "Walk"])
        #expect(wednesday.book.onboardingCompleted)
    }

    @Test("A refused event saves nothing and surfaces the domain error")
    func refusedEvent() async throws {
        let db = try AppDatabase.inMemory()
        await #expect(throws: RoutinesError.unknownRoutine("nope")) {
            _ = try await db.updateMorning(.local, now: monday, timeZone: utc) { book throws(RoutinesError) in
                try book.apply(.completeOnboarding)
                try book.apply(.restartRoutine(RoutineID(rawValue: "nope")))
            }
        }
        #expect(try await !db.morning(.local, now: monday, timeZone: utc).book.onboardingCompleted)
    }

    @Test("Delete and reset remove rows; the day start and the feed token stay with the profile")
    func deleteAndReset() async throws {
        let db = try AppDatabase.inMemory()
        try await db.setMorningDayStart(try TimeOfDay(parsing: "04:00"), for: .local, now: monday)
        let created = try await db.updateMorning(.local, now: monday, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.createCustomRoutine(try draft().validated(id: RoutineID(rawValue: "a"), today: book.today)))
            try book.apply(
                .createCustomRoutine(try draft("B").validated(id: RoutineID(rawValue: "b"), today: book.today)))
        }
        try await db.saveMorningDraft(draft("half"), for: .local, now: monday, timeZone: utc)
        let deleted = try await db.updateMorning(.local, now: monday, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.deleteRoutine(RoutineID(rawValue: "a")))
        }
        #expect(deleted.book.routines.map(\.id.rawValue) == ["b"])
        #expect(deleted.draft?.title == "half")
        let reset = try await db.updateMorning(.local, now: monday, timeZone: utc) { book throws(RoutinesError) in
            try book.apply(.resetAllData)
        }
        #expect(reset.book.routines.isEmpty)
        #expect(reset.dayStart.description == "04:00")
        #expect(reset.feedToken == created.feedToken)
        #expect(try await db.morningProfile(forFeedToken: created.feedToken) == .local)
        #expect(try await db.morningProfile(forFeedToken: "other") == nil)
        #expect(try await db.morning(.local, now: monday, timeZone: utc).draft == nil)
    }

    @Test("The day start setting moves the routine day: 03:00 belongs to yesterday with a 04:00 start")
    func dayStart() async throws {
        let db = try AppDatabase.inMemory()
        try await db.setMorningDayStart(try TimeOfDay(parsing: "04:00"), for: .local, now: monday)
        let early = Date(timeIntervalSince1970: 1_794_884_400)  // 2026-11-17 03:00 UTC
        let snapshot = try await db.morning(.local, now: early, timeZone: utc)
        #expect(snapshot.book.today == (try CivilDate(iso: "2026-11-16")))
    }
}
