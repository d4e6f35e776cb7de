import Foundation
import Testing
import Training

/// How time-mode figures are written: stopwatch clocks for long holds, and a progress line whose
/// "done" and "remaining" add up to the target.
@Suite("Training format")
struct TrainingFormatTests {
    @Test(
        "Holds are seconds in tenths under a minute, then m:ss.t, then h:mm:ss.t, always toward zero",
        arguments: [
            (0.0, "0.0"), (12.349, "12.3"), (59.99, "59.9"), (60, "1:00.0"), (205.45, "3:25.4"),
            (3599.96, "59:59.9"), (3600, "1:00:00.0"), (12_347, "3:25:47.0"), (86_400.5, "24:00:00.5"),
            (-3, "0.0"), (.nan, "0.0"),
        ])
    func seconds(value: Double, expected: String) {
        #expect(TrainingFormat.seconds(value) == expected)
        #expect(TrainingFormat.isClock(value) == expected.contains(":"))
    }

    @Test("A 12 347 s hold is no longer written as raw seconds")
    func longHold() {
        #expect(TrainingFormat.seconds(12_347) != "12347.0")
        #expect(TrainingFormat.seconds(12_347).count <= 9)
    }

    @Test("Done and remaining add up to the target: remaining is the target less the shown total")
    func progressAddsUp() {
        // Given a live total of 8.06 s toward 30 s (both used to be rounded down: 8.0 + 21.9)
        let p = TrainingFormat.progress(total: 8.06, target: 30, mode: .time)
        // Then
        #expect(p.done == "8.0")
        #expect(p.remaining == "22.0")
        #expect(p.target == "30")
        #expect(!p.isClock)
        // And for every total in hundredths, shown done + shown remaining is the target
        for hundredths in 0...3_000 {
            let total = Double(hundredths) / 100
            let q = TrainingFormat.progress(total: total, target: 30, mode: .time)
            #expect(
                (Double(q.done)! * 10).rounded() + (Double(q.remaining)! * 10).rounded() == 300,
                "\(total): \(q.done) + \(q.remaining)")
        }
    }

    @Test("A target of a minute or more writes the whole line as clocks")
    func clockLine() {
        let p = TrainingFormat.progress(total: 8.06, target: 120, mode: .time)
        #expect([p.done, p.target, p.remaining] == ["0:08.0", "2:00", "1:52.0"])
        #expect(p.isClock)
        let hours = TrainingFormat.progress(total: 12_347.08, target: 14_400, mode: .time)
        #expect([hours.done, hours.target, hours.remaining] == ["3:25:47.0", "4:00:00", "34:13.0"])
        let half = TrainingFormat.progress(total: 0, target: 90.5, mode: .time)
        #expect(half.target == "1:30.5")
    }

    @Test("Past the target nothing remains; reps keep plain numbers")
    func pastTargetAndReps() {
        #expect(TrainingFormat.progress(total: 32, target: 30, mode: .time).remaining == "0.0")
        let reps = TrainingFormat.progress(total: 22, target: 50, mode: .reps)
        #expect([reps.done, reps.target, reps.remaining] == ["22", "50", "28"])
    }
}
