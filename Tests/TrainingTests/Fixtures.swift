import Foundation
import Training

/// 2026-11-21 10:00:00 UTC, the instant every test session starts from.
let t0 = Date(timeIntervalSince1970: 1_795_255_200)

/// `t0` plus `seconds`.
func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

func timeSession(target: Double = 60, rest: Int = 30, adjustment: Double = 5) -> TrainingSession {
    try! TrainingSession(
        configuration: TrainingConfiguration(
            exercise: "L-sit", mode: .time, target: target, restSeconds: rest, adjustment: adjustment))
}

func repsSession(target: Double = 50, rest: Int = 60, adjustment: Double = 2) -> TrainingSession {
    try! TrainingSession(
        configuration: TrainingConfiguration(
            exercise: "Pull-ups", mode: .reps, target: target, restSeconds: rest, adjustment: adjustment))
}

/// A deterministic random source (SplitMix64) so property tests replay the same cases.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
