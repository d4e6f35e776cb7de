import Foundation
import Storage
import Testing
import Training

private let t0 = Date(timeIntervalSince1970: 1_795_255_200)
private func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

@Suite("Training events kept as a snapshot")
struct TrainingSnapshotTests {
    /// Events with instants off the millisecond and rests that end between milliseconds in binary,
    /// accidental bails, early and late ticks, skipped rests and a late event that ends a rest.
    static let timeEvents: [TrainingEvent] = [
        .bailOut(at: at(0.4567)), .bailOut(at: at(12.3456789)), .restTick(at: at(20.1)), .restTick(at: at(33)),
        .bailOut(at: at(40.0009)), .skipRest(at: at(41.7)), .bailOut(at: at(41.9)), .bailOut(at: at(49.123)),
        .bailOut(at: at(99.999)),
    ]

    @Test("Each event answers the state a replay of every stored event gives, in time mode")
    func timeModeMatchesReplay() async throws {
        let plank = TrainingConfiguration(exercise: "Plank", mode: .time, target: 60, restSeconds: 7, adjustment: 1.5)
        try await expectSnapshotsMatchReplay(plank, Self.timeEvents + [.stop(at: at(130.25))])
    }

    @Test("Each event answers the state a replay of every stored event gives, in reps mode, through completion")
    func repsModeMatchesReplay() async throws {
        let pulls = TrainingConfiguration(exercise: "Pull", mode: .reps, target: 40, restSeconds: 0, adjustment: 1)
        let events = (1...12).map { TrainingEvent.submitReps(3 + $0 % 4, at: at(Double($0) * 9.87)) }
        try await expectSnapshotsMatchReplay(pulls, events)
    }

    @Test("A reset session answers setup and a new session starts from nothing")
    func resetThenNewSession() async throws {
        let plank = TrainingConfiguration(exercise: "Plank", mode: .time, target: 60, restSeconds: 7, adjustment: 1.5)
        let database = try AppDatabase.inMemory()
        let first = try await database.startTrainingSession(plank, at: at(0), for: .local)
        _ = try await database.recordTrainingEvent(
            .bailOut(at: at(10)), in: first.id, for: .local, key: nil, now: at(10))
        let reset = try await database.recordTrainingEvent(
            .reset(at: at(11)), in: first.id, for: .local, key: nil, now: at(11))
        #expect(reset.value.head.state == (try TrainingState(configuration: plank)))
        #expect(reset.value.head.status == .reset)
        let second = try await database.startTrainingSession(plank, at: at(20), for: .local)
        let answer = try await database.recordTrainingEvent(
            .bailOut(at: at(25)), in: second.id, for: .local, key: nil, now: at(25))
        #expect(answer.value.head.state.sets == 1)
        #expect(answer.value.head.state.total == 3.5)
    }

    func expectSnapshotsMatchReplay(_ configuration: TrainingConfiguration, _ events: [TrainingEvent]) async throws {
        let database = try AppDatabase.inMemory()
        let started = try await database.startTrainingSession(configuration, at: at(0.0004), for: .local)
        var applied = 0
        for event in events {
            let answer: Submitted<TrainingEventAnswer>
            do {
                answer = try await database.recordTrainingEvent(
                    event, in: started.id, for: .local, key: nil, now: event.instant)
            } catch is TrainingError {
                continue  // refused by the rules: nothing stored, checked below all the same
            }
            applied += 1
            let replayed = try await database.trainingSession(started.id, for: .local)
            #expect(answer.value.head.state == replayed.session.state)
            #expect(answer.value.head.status == replayed.status)
            #expect(answer.value.head.state.sets == replayed.session.attempts.count)
            #expect(answer.value.head.state.lastAttempt == replayed.session.attempts.last)
        }
        #expect(applied > events.count / 2)
        let final = try await database.trainingSession(started.id, for: .local)
        #expect(final.status == .complete)
    }
}
