import Foundation
import Testing
import Training

/// Every phase × event × mode, against the table in the README: which events move the session
/// and where, which change nothing, and which are refused.
@Suite("Transition table, exhaustively")
struct TransitionTableTests {
    enum Expected: Equatable {
        case to(TrainingPhase.Name)
        case unchanged
        case refused
    }

    /// A session of `mode` brought to `phase` at t0+100 s (holding since 100, or resting 100–130).
    static func session(_ mode: TrainingMode, in phase: TrainingPhase.Name) throws -> TrainingSession {
        var s = mode == .time ? timeSession(target: 60, rest: 30, adjustment: 0) : repsSession(target: 50, rest: 30)
        switch phase {
        case .setup: break
        case .training:
            try s.apply(.startHold(at: at(100)))
        case .resting:
            try s.apply(.startHold(at: at(90)))
            try s.apply(mode == .time ? .bailOut(at: at(100)) : .submitReps(3, at: at(100)))
        case .complete:
            try s.apply(.startHold(at: at(90)))
            try s.apply(mode == .time ? .stop(at: at(100)) : .submitReps(60, at: at(100)))
        }
        #expect(s.phase.name == phase)
        return s
    }

    /// Events 5 s after the phase began (a rest tick 40 s after, when the rest is over).
    static func event(_ kind: TrainingEvent.Kind) -> TrainingEvent {
        try! TrainingEvent(kind: kind, at: at(kind == .restTick ? 140 : 105), reps: 5)
    }

    static func expected(_ mode: TrainingMode, _ phase: TrainingPhase.Name, _ kind: TrainingEvent.Kind) -> Expected {
        switch (phase, kind) {
        case (.setup, .startHold): .to(.training)
        case (.training, .bailOut): mode == .time ? .to(.resting) : .refused
        case (.training, .stop): mode == .time ? .to(.complete) : .refused
        case (.training, .submitReps): mode == .reps ? .to(.resting) : .refused
        case (.training, .restTick): .unchanged
        case (.training, .reset), (.resting, .reset): .to(.setup)
        case (.resting, .restTick), (.resting, .skipRest): .to(.training)
        default: .refused
        }
    }

    static let cases: [(TrainingMode, TrainingPhase.Name, TrainingEvent.Kind)] = TrainingMode.allCases.flatMap { mode in
        TrainingPhase.Name.allCases.flatMap { phase in TrainingEvent.Kind.allCases.map { (mode, phase, $0) } }
    }

    @Test("Each phase answers each event as the table says", arguments: cases)
    func table(mode: TrainingMode, phase: TrainingPhase.Name, kind: TrainingEvent.Kind) throws {
        var session = try Self.session(mode, in: phase)
        let before = session
        switch Self.expected(mode, phase, kind) {
        case .to(let next):
            let outcome = try session.apply(Self.event(kind))
            #expect(outcome.changesSession)
            #expect(session.phase.name == next)
        case .unchanged:
            let outcome = try session.apply(Self.event(kind))
            #expect(!outcome.changesSession)
            #expect(session == before)
        case .refused:
            #expect(throws: TrainingError.self) { try session.apply(Self.event(kind)) }
            #expect(session == before)
        }
    }

    @Test("The table covers all 56 combinations")
    func coverage() { #expect(Self.cases.count == 2 * 4 * 7) }
}
