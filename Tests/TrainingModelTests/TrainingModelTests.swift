import Foundation
import Testing
import Training
import TrainingModel

@MainActor
@Suite("Accumulation Tracker screens")
struct TrainingModelTests {
    let clock = TestClock()
    let url = temporaryDirectory().appendingPathComponent("AccumulationTracker/training.json")

    func model() -> TrainingModel {
        TrainingModel(store: JSONFileTrainingStore(url: url), clock: { [clock] in clock.now })
    }

    func timeModel(target: String = "20", rest: String = "10", adjustment: String = "5") -> TrainingModel {
        let m = model()
        m.mode = .time
        m.targetText = target
        m.restText = rest
        m.adjustmentText = adjustment
        m.start()
        return m
    }

    @Test("Setup refuses an empty target, a negative rest and a decimal bonus in reps mode, and stays on setup")
    func setupValidation() {
        let m = model()
        m.targetText = ""
        m.start()
        #expect(m.screen == .setup)
        #expect(m.setupError == "Target is empty.")
        m.targetText = "60"
        m.restText = "-5"
        m.start()
        #expect(m.setupError == "Rest must be at least 0.")
        m.mode = .reps
        m.restText = "30"
        m.adjustmentText = "1.5"
        m.start()
        #expect(m.screen == .setup)
        #expect(m.setupError == "Adjustment “1.5” is not a whole number.")
    }

    @Test("Time mode: the hold shows from the instants, to the tenth, with the live total less the adjustment")
    func liveHold() throws {
        let m = timeModel()
        #expect(m.screen == .timeTraining)
        clock.advance(7.25)
        m.tick()
        let live = try #require(m.live)
        #expect(TrainingFormat.decimal(live.currentHold) == "7.2")
        #expect(live.currentCounted == 2.25)
        #expect(live.showsBailOut)
        #expect(m.keepsScreenAwake)
    }

    @Test("Bail Out counts the hold minus the adjustment and goes to rest")
    func bailOutMinusAdjustment() throws {
        let m = timeModel()
        clock.advance(10)
        m.bailOut()
        #expect(m.screen == .rest)
        let attempt = try #require(m.attempts.last)
        #expect(attempt.value == 10)
        #expect(attempt.adjustment == 5)
        #expect(attempt.counted == 5)
        #expect(m.live?.restRemaining == 10)
    }

    @Test("A hold shorter than the adjustment counts 0, never less")
    func adjustmentLongerThanHold() {
        let m = timeModel()
        clock.advance(3)
        m.bailOut()
        #expect(m.attempts.last?.counted == 0)
    }

    @Test("A Bail Out in the first second is ignored as accidental")
    func accidentalBail() {
        let m = timeModel()
        clock.advance(0.5)
        m.bailOut()
        #expect(m.screen == .timeTraining)
        #expect(m.attempts.isEmpty)
    }

    @Test("Stop counts the full hold with adjustment 0 and ends the session with its summary")
    func stopCompletes() throws {
        let m = timeModel()
        clock.advance(8)
        m.stop()
        #expect(m.screen == .complete)
        let summary = try #require(m.summary)
        #expect(summary.total == 8)
        #expect(summary.sets == 1)
        #expect(!summary.reachedTarget)
        #expect(m.attempts.last?.adjustment == 0)
        #expect(!m.keepsScreenAwake)
    }

    @Test("Once the live total reaches the target only Stop is offered")
    func onlyStopAfterTarget() {
        let m = timeModel(target: "20", adjustment: "5")
        clock.advance(25)
        m.tick()
        #expect(m.live?.showsBailOut == false)
        m.bailOut()
        #expect(m.screen == .timeTraining)
        m.stop()
        #expect(m.summary?.reachedTarget == true)
    }

    @Test("The rest counts down each second, beeps at 3 and at 0, and the next set starts by itself")
    func restCountdownAndCues() {
        let m = timeModel(rest: "5")
        clock.advance(10)
        m.bailOut()
        var cues: [RestCue.Kind] = []
        var shown: [Int] = []
        for _ in 0..<5 {
            clock.advance(1)
            let before = m.cue
            m.tick()
            if m.cue != before, let cue = m.cue { cues.append(cue.kind) }
            if let left = m.live?.restRemaining { shown.append(left) }
        }
        #expect(shown == [4, 3, 2, 1])
        #expect(cues == [.warning, .end])
        #expect(m.screen == .timeTraining)
    }

    @Test("Skip Rest starts the next set at once, without the cues")
    func skipRest() {
        let m = timeModel(rest: "30")
        clock.advance(10)
        m.bailOut()
        clock.advance(2)
        m.skipRest()
        #expect(m.screen == .timeTraining)
        clock.advance(40)
        m.tick()
        #expect(m.cue == nil)
    }

    @Test("Reps mode: the rep sheet refuses 0 and counts reps plus the bonus; the target completes the session")
    func repsMode() throws {
        let m = model()
        m.mode = .reps
        m.targetText = "20"
        m.restText = "0"
        m.adjustmentText = "2"
        m.start()
        #expect(m.screen == .repsTraining)
        m.doneWithSet()
        #expect(m.isRepSheetPresented)
        m.repsText = "0"
        m.submitReps()
        #expect(m.repsError == "Reps must be at least 1.")
        #expect(m.isRepSheetPresented)
        m.repsText = "10"
        clock.advance(30)
        m.submitReps()
        #expect(!m.isRepSheetPresented)
        #expect(m.attempts.last?.counted == 12)
        #expect(m.screen == .repsTraining)
        m.doneWithSet()
        m.repsText = "8"
        clock.advance(30)
        m.submitReps()
        let summary = try #require(m.summary)
        #expect(summary.total == 22)
        #expect(summary.reachedTarget)
        #expect(summary.duration == 60)
    }

    @Test("After the background the hold and the rest are recomputed from the instants, with no late beeps")
    func resumeAfterBackground() {
        let m = timeModel(rest: "10")
        clock.advance(10)
        m.bailOut()
        clock.advance(60)
        m.resume()
        #expect(m.screen == .timeTraining)
        #expect(m.cue == nil)
        #expect(m.live?.currentHold == 50)
    }

    @Test("A session in progress survives the app being killed: a new model resumes it from the stored events")
    func resumeAfterRelaunch() {
        let m = timeModel()
        clock.advance(10)
        m.bailOut()
        clock.advance(4)
        let relaunched = model()
        #expect(relaunched.screen == .rest)
        #expect(relaunched.live?.restRemaining == 6)
        #expect(relaunched.attempts.count == 1)
        #expect(relaunched.targetText == "20")
    }

    @Test("Reset returns to setup, keeping the settings, and nothing is resumed afterwards")
    func reset() {
        let m = timeModel()
        clock.advance(10)
        m.reset()
        #expect(m.screen == .setup)
        #expect(m.targetText == "20")
        #expect(model().screen == .setup)
    }
}
