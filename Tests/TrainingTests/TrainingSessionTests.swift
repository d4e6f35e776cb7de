import Foundation
import Testing
import Training

@Suite("Time mode: Bail Out, Stop and completion")
struct TimeModeTests {
    @Test("Bail Out counts the hold minus the adjustment and starts the rest")
    func bailOutDeductsAdjustment() throws {
        var session = timeSession()
        try session.apply(.startHold(at: at(0)))
        let outcome = try session.apply(.bailOut(at: at(10)))
        guard case .attemptLogged(let attempt, let completed) = outcome else {
            Issue.record("expected a logged attempt, got \(outcome)")
            return
        }
        #expect(!completed)
        #expect(attempt.value == 10 && attempt.adjustment == 5 && attempt.counted == 5)
        #expect(session.total == 5)
        #expect(session.phase == .resting(startedAt: at(10), endsAt: at(40)))
    }

    @Test("An adjustment longer than the hold counts 0, never a negative")
    func adjustmentLongerThanHold() throws {
        var session = timeSession(adjustment: 5)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(3)))
        #expect(session.attempts.last?.counted == 0)
        #expect(session.total == 0)
    }

    @Test("Stop counts the full hold, logs adjustment 0 and always completes")
    func stopCountsFullHold() throws {
        var session = timeSession(target: 60, adjustment: 5)
        try session.apply(.startHold(at: at(0)))
        let outcome = try session.apply(.stop(at: at(12.5)))
        #expect(outcome == .attemptLogged(session.attempts[0], completed: true))
        #expect(session.attempts[0].adjustment == 0)
        #expect(session.attempts[0].counted == 12.5)
        #expect(session.total == 12.5)
        #expect(session.phase == .complete(at: at(12.5)))
    }

    @Test("A Bail Out in the first second is ignored as accidental")
    func accidentalBailIgnored() throws {
        var session = timeSession()
        try session.apply(.startHold(at: at(0)))
        let before = session
        #expect(try session.apply(.bailOut(at: at(0.999))) == .accidentalBailIgnored(hold: 0.999))
        #expect(session == before)
        if case .attemptLogged = try session.apply(.bailOut(at: at(1))) {} else { Issue.record("1 s must count") }
    }

    @Test("Completion is checked before rest: the set that reaches the target completes")
    func completionBeforeRest() throws {
        var session = timeSession(target: 20, rest: 30, adjustment: 0)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(15)))
        try session.apply(.skipRest(at: at(20)))
        // 15 + 4.9 < 20: Bail Out still possible; at 5 s the live total reaches 20 and only Stop remains.
        #expect(session.live(at: at(24.9)).showsBailOut)
        #expect(!session.live(at: at(25)).showsBailOut)
        #expect(throws: TrainingError.bailOutAfterTarget) { try session.apply(.bailOut(at: at(25))) }
        try session.apply(.stop(at: at(31)))
        #expect(session.total == 26)
        #expect(session.phase == .complete(at: at(31)))
    }

    @Test("A rest of 0 seconds starts the next hold at once")
    func zeroRest() throws {
        var session = timeSession(rest: 0, adjustment: 0)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(session.phase == .training(setStartedAt: at(10)))
    }

    @Test("Rapid completion far beyond the target shows the true final total")
    func overshoot() throws {
        var session = timeSession(target: 10, adjustment: 0)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.stop(at: at(95.25)))
        #expect(session.total == 95.25)
        #expect(session.live(at: at(200)).progress == 1)
        #expect(session.live(at: at(200)).remaining == 0)
    }
}

@Suite("Reps mode")
struct RepsModeTests {
    @Test("Each set counts reps plus the bonus; the set reaching the target completes")
    func repsPlusAdjustment() throws {
        var session = repsSession(target: 30, adjustment: 2)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.submitReps(10, at: at(20)))
        #expect(session.total == 12)
        #expect(session.phase == .resting(startedAt: at(20), endsAt: at(80)))
        try session.apply(.restTick(at: at(80)))
        try session.apply(.submitReps(16, at: at(100)))
        #expect(session.total == 30)
        #expect(session.isComplete)
        #expect(session.attempts.map(\.counted) == [12, 18])
    }

    @Test("Zero, negative and oversized rep counts are refused and change nothing", arguments: [0, -3, 10_001])
    func invalidReps(reps: Int) throws {
        var session = repsSession()
        try session.apply(.startHold(at: at(0)))
        let before = session
        #expect(throws: TrainingError.self) { try session.apply(.submitReps(reps, at: at(5))) }
        #expect(session == before)
    }

    @Test("Time-mode buttons are refused in reps mode, and reps in time mode")
    func wrongMode() throws {
        var reps = repsSession()
        try reps.apply(.startHold(at: at(0)))
        #expect(throws: TrainingError.wrongMode(.bailOut, mode: .reps)) { try reps.apply(.bailOut(at: at(5))) }
        #expect(throws: TrainingError.wrongMode(.stop, mode: .reps)) { try reps.apply(.stop(at: at(5))) }
        var time = timeSession()
        try time.apply(.startHold(at: at(0)))
        #expect(throws: TrainingError.wrongMode(.submitReps, mode: .time)) {
            try time.apply(.submitReps(5, at: at(5)))
        }
    }
}

@Suite("Rest, skip and reset")
struct RestTests {
    @Test("A rest tick before the end changes nothing; at the end the next hold starts at the rest's end")
    func restTicks() throws {
        var session = timeSession(rest: 30)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(try session.apply(.restTick(at: at(20))) == .restContinues(remaining: 20))
        #expect(try session.apply(.restTick(at: at(47))) == .nextSetStarted)
        #expect(session.phase == .training(setStartedAt: at(40)))
    }

    @Test("Skip Rest starts the next set at once, without confirmation")
    func skipRest() throws {
        var session = timeSession()
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(try session.apply(.skipRest(at: at(12))) == .nextSetStarted)
        #expect(session.phase == .training(setStartedAt: at(12)))
    }

    @Test("Reset from a hold or a rest returns to setup with nothing logged")
    func reset() throws {
        var session = timeSession()
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(try session.apply(.reset(at: at(11))) == .reset)
        #expect(session.phase == .setup && session.attempts.isEmpty && session.total == 0)
        #expect(session == timeSession())
    }

    @Test("The rest countdown shows whole seconds and the cues fall at 3 s and 0 s")
    func countdownAndCues() throws {
        var session = timeSession(rest: 10)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(session.live(at: at(10)).restRemaining == 10)
        #expect(session.live(at: at(10.2)).restRemaining == 10)
        #expect(session.live(at: at(11)).restRemaining == 9)
        #expect(session.live(at: at(19.5)).restRemaining == 1)
        #expect(session.restCues == [RestCue(kind: .warning, at: at(17)), RestCue(kind: .end, at: at(20))])
        #expect(session.live(at: at(20)).phase == .training(setStartedAt: at(20)))
    }

    @Test("The rest's last three seconds are a 3-2-1 count-in, from the warning cue to the end")
    func finalCount() throws {
        var session = timeSession(rest: 10)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(session.live(at: at(16.9)).finalCount == nil, "4 s left: not yet")
        #expect(session.live(at: at(17)).finalCount == 3, "the warning beep's instant")
        #expect(session.live(at: at(18.5)).finalCount == 2)
        #expect(session.live(at: at(19.99)).finalCount == 1)
        #expect(session.live(at: at(20)).finalCount == nil, "the next set has begun")
        #expect(session.live(at: at(5)).finalCount == nil)
    }

    @Test("A rest shorter than 3 s has only the end cue")
    func shortRestCues() throws {
        var session = timeSession(rest: 2)
        try session.apply(.startHold(at: at(0)))
        try session.apply(.bailOut(at: at(10)))
        #expect(session.restCues == [RestCue(kind: .end, at: at(12))])
    }

    @Test("Events dated before the phase began are refused")
    func outOfOrder() throws {
        var session = timeSession()
        try session.apply(.startHold(at: at(10)))
        #expect(throws: TrainingError.outOfOrder(.bailOut)) { try session.apply(.bailOut(at: at(5))) }
    }

    @Test("Replaying the stored events rebuilds the same session")
    func replay() throws {
        let events: [TrainingEvent] = [
            .startHold(at: at(0)), .bailOut(at: at(12.345)), .restTick(at: at(50)), .bailOut(at: at(61)),
            .skipRest(at: at(70)), .stop(at: at(99.9)),
        ]
        var live = timeSession()
        for event in events { try live.apply(event) }
        let replayed = try TrainingSession.replay(live.configuration, events: events)
        #expect(replayed == live)
        #expect(replayed.attempts.map(\.ending) == [.bailOut, .bailOut, .stop])
    }
}
