import Foundation
import Testing
import Training
import TrainingModel

/// Seed 001, edge case 2: the rep sheet rejects 0, negative and non-numeric entries.
extension TrainingModelTests {
    @Test(
        "The rep sheet refuses a negative or non-numeric entry, keeps the sheet and what was typed, and counts nothing")
    func repSheetRefusesBadInput() {
        let m = model()
        m.mode = .reps
        m.targetText = "20"
        m.restText = "0"
        m.adjustmentText = "0"
        m.start()
        m.doneWithSet()
        for typed in ["-3", "abc", "2.5"] {
            m.repsText = typed
            m.submitReps()
            #expect(m.repsError != nil, "\(typed) was accepted")
            #expect(m.isRepSheetPresented)
            #expect(m.repsText == typed)
            #expect(m.attempts.isEmpty)
        }
    }
}
