import Foundation
import Storage
import Testing
import Training

private let t0 = Date(timeIntervalSince1970: 1_795_255_200)
private func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }
private let plank = TrainingConfiguration(exercise: "Plank", mode: .time, target: 30, restSeconds: 20, adjustment: 2)

@Suite("Training sessions in the database")
struct AppDatabaseTrainingTests {
    @Test("A session's events are stored and replayed into the same session after reopening the file")
    func replayAfterReopen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("training-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let id: TrainingSessionID
        let live: TrainingSession
        do {
            let database = try AppDatabase(folder: folder)
            let started = try await database.startTrainingSession(plank, at: at(0.123), for: .local)
            id = started.id
            _ = try await database.recordTrainingEvent(.bailOut(at: at(12.456)), in: id, for: .local)
            let (stored, _) = try await database.recordTrainingEvent(.skipRest(at: at(15)), in: id, for: .local)
            live = stored.session
        }
        let reopened = try AppDatabase(folder: folder)
        let active = try #require(try await reopened.activeTrainingSession(for: .local))
        #expect(active.id == id)
        #expect(active.session == live)
        #expect(active.session.phase == .training(setStartedAt: at(15)))
        #expect(active.session.total == 10.333)
    }

    @Test("An event after the rest's end first ends the rest at its end, and both are stored")
    func lateEventEndsRest() async throws {
        let database = try AppDatabase.inMemory()
        let started = try await database.startTrainingSession(plank, at: at(0), for: .local)
        _ = try await database.recordTrainingEvent(.bailOut(at: at(10)), in: started.id, for: .local)
        // Rest 10–30; the tick never came; the athlete bails out of the next hold at 45.
        let (stored, outcome) = try await database.recordTrainingEvent(
            .bailOut(at: at(45)), in: started.id, for: .local)
        #expect(stored.events.map(\.kind) == [.startHold, .bailOut, .restTick, .bailOut])
        #expect(stored.events[2].instant == at(30))
        guard case .attemptLogged(let attempt, _) = outcome else {
            Issue.record("expected an attempt, got \(outcome)")
            return
        }
        #expect(attempt.value == 15 && attempt.startedAt == at(30))
        #expect(try await database.trainingSession(started.id, for: .local).session == stored.session)
    }

    @Test("A refused or ignored event is not stored")
    func refusedNotStored() async throws {
        let database = try AppDatabase.inMemory()
        let started = try await database.startTrainingSession(plank, at: at(0), for: .local)
        let (_, outcome) = try await database.recordTrainingEvent(.bailOut(at: at(0.5)), in: started.id, for: .local)
        #expect(outcome == .accidentalBailIgnored(hold: 0.5))
        await #expect(throws: TrainingError.notAllowed(.skipRest, phase: .training)) {
            _ = try await database.recordTrainingEvent(.skipRest(at: at(2)), in: started.id, for: .local)
        }
        #expect(try await database.trainingSession(started.id, for: .local).events.count == 1)
    }

    @Test("Only one session runs at a time; a finished one moves to history")
    func oneActiveThenHistory() async throws {
        let database = try AppDatabase.inMemory()
        let first = try await database.startTrainingSession(plank, at: at(0), for: .local)
        await #expect(throws: TrainingError.sessionInProgress(first.id)) {
            _ = try await database.startTrainingSession(plank, at: at(1), for: .local)
        }
        let (done, _) = try await database.recordTrainingEvent(.stop(at: at(40)), in: first.id, for: .local)
        #expect(done.status == .complete)
        #expect(try await database.activeTrainingSession(for: .local) == nil)
        #expect(try await database.finishedTrainingSessions(for: .local).map(\.id) == [first.id])
        #expect(try await database.trainingExercises(for: .local).map(\.name) == ["Plank"])
        let second = try await database.startTrainingSession(plank, at: at(100), for: .local)
        _ = try await database.recordTrainingEvent(.reset(at: at(101)), in: second.id, for: .local)
        #expect(try await database.trainingSession(second.id, for: .local).status == .reset)
        #expect(try await database.finishedTrainingSessions(for: .local).count == 1)
    }

    @Test("Unknown sessions and presets are reported by id")
    func unknownIDs() async throws {
        let database = try AppDatabase.inMemory()
        await #expect(throws: TrainingError.unknownSession(99)) {
            _ = try await database.trainingSession(TrainingSessionID(rawValue: 99), for: .local)
        }
        await #expect(throws: TrainingError.unknownPreset(5)) {
            try await database.deleteTrainingPreset(TrainingPresetID(rawValue: 5), for: .local)
        }
    }

    @Test("Presets are saved once per setup and deleted")
    func presets() async throws {
        let database = try AppDatabase.inMemory()
        let a = try await database.saveTrainingPreset(plank, for: .local, now: t0)
        let b = try await database.saveTrainingPreset(plank, for: .local, now: t0)
        #expect(a == b)
        #expect(try await database.trainingPresets(for: .local) == [a])
        try await database.deleteTrainingPreset(a.id, for: .local)
        #expect(try await database.trainingPresets(for: .local).isEmpty)
    }
}
