import Foundation
import Testing
import Training

/// Random sessions (seeded, so failures replay): whatever the athlete does, the invariants hold.
@Suite("Properties over random event sequences")
struct PropertyTests {
    /// A random event after `clock`, moving the clock forward by up to 40 s.
    static func randomEvent(_ rng: inout SplitMix64, clock: inout Double, allowReset: Bool) -> TrainingEvent {
        clock += Double(Int.random(in: 0...40_000, using: &rng)) / 1000
        let kinds: [TrainingEvent.Kind] = TrainingEvent.Kind.allCases.filter { allowReset || $0 != .reset }
        let kind = kinds.randomElement(using: &rng)!
        return try! TrainingEvent(kind: kind, at: at(clock), reps: Int.random(in: -2...30, using: &rng))
    }

    static func randomSession(_ rng: inout SplitMix64) -> TrainingSession {
        let mode = TrainingMode.allCases.randomElement(using: &rng)!
        let target = Double(Int.random(in: 1...120, using: &rng))
        let adjustment = Double(Int.random(in: 0...10, using: &rng))
        return try! TrainingSession(
            configuration: TrainingConfiguration(
                mode: mode, target: target, restSeconds: Int.random(in: 0...20, using: &rng), adjustment: adjustment))
    }

    @Test("Counted is never negative, the total never decreases, and complete is terminal", arguments: 0..<200)
    func invariants(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var session = Self.randomSession(&rng)
        var clock = 0.0
        for _ in 0..<60 {
            let before = session
            let event = Self.randomEvent(&rng, clock: &clock, allowReset: false)
            do {
                try session.apply(event)
            } catch {
                #expect(session == before, "a refused event must change nothing")
            }
            #expect(session.total >= before.total)
            #expect(session.attempts.allSatisfy { $0.counted >= 0 })
            if before.isComplete { #expect(session == before) }
            if session.isComplete, !before.isComplete {
                let last = session.attempts.last!
                #expect(last.ending == .stop || session.total >= session.configuration.target)
            }
            if !session.isComplete { #expect(session.total < session.configuration.target) }
        }
    }

    @Test("Live figures stay within bounds and agree with what Bail Out would count", arguments: 0..<100)
    func liveFigures(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        var session = Self.randomSession(&rng)
        var clock = 0.0
        for _ in 0..<40 {
            _ = try? session.apply(Self.randomEvent(&rng, clock: &clock, allowReset: true))
            let probe = at(clock + Double(Int.random(in: 0...30_000, using: &rng)) / 1000)
            let live = session.live(at: probe)
            #expect(live.progress >= 0 && live.progress <= 1)
            #expect(live.remaining >= 0)
            #expect(live.liveTotal >= session.total)
            #expect(live.currentCounted >= 0)
            if live.showsBailOut { #expect(live.liveTotal < session.configuration.target) }
            if case .training(let start) = live.phase, session.configuration.mode == .time,
                probe.timeIntervalSince(start) >= 1
            {
                var copy = session.advanced(to: probe)
                let outcome = try? copy.apply(.bailOut(at: probe))
                if live.showsBailOut {
                    #expect(copy.total == live.liveTotal, "Bail Out counts what the display showed")
                } else {
                    #expect(outcome == nil)
                }
            }
        }
    }

    @Test("Replaying the accepted events always rebuilds the same session", arguments: 0..<100)
    func replay(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        var session = Self.randomSession(&rng)
        var clock = 0.0
        var accepted: [TrainingEvent] = []
        for _ in 0..<50 {
            let event = Self.randomEvent(&rng, clock: &clock, allowReset: true)
            if let outcome = try? session.apply(event), outcome.changesSession { accepted.append(event) }
        }
        #expect(try TrainingSession.replay(session.configuration, events: accepted) == session)
    }
}
