/// What a session aims for: the exercise, the mode, the target, the rest between sets and the
/// adjustment (seconds deducted from each hold in time mode, bonus reps added to each set in reps
/// mode).
public struct TrainingConfiguration: Sendable, Hashable, Codable {
    /// The longest exercise name accepted, in characters.
    public static let maximumExerciseLength = 60
    /// The longest rest accepted, in seconds (one hour).
    public static let maximumRestSeconds = 3_600

    /// The exercise ("L-sit", "Pull-ups"); sessions are grouped by it in history. May be empty.
    public var exercise: String
    public var mode: TrainingMode
    /// Seconds (time mode) or reps (reps mode) to accumulate.
    public var target: Double
    /// Rest between sets, in whole seconds; 0 starts the next set at once.
    public var restSeconds: Int
    /// Seconds deducted from each bailed-out hold (time mode) or reps added to each set (reps mode).
    public var adjustment: Double

    public init(exercise: String = "", mode: TrainingMode, target: Double, restSeconds: Int, adjustment: Double) {
        self.exercise = exercise
        self.mode = mode
        self.target = target
        self.restSeconds = restSeconds
        self.adjustment = adjustment
    }

    /// The largest target accepted for a mode: a day of holding, or 100 000 reps.
    public static func maximumTarget(_ mode: TrainingMode) -> Double {
        mode == .time ? 86_400 : 100_000
    }

    /// The largest adjustment accepted for a mode: an hour, or 1000 reps.
    public static func maximumAdjustment(_ mode: TrainingMode) -> Double {
        mode == .time ? 3_600 : 1_000
    }

    /// Checks every value against the limits the forms enforce, so no API can store nonsense.
    public func validate() throws(TrainingError) {
        guard exercise.count <= Self.maximumExerciseLength else {
            throw .nameTooLong(maximum: Self.maximumExerciseLength)
        }
        guard target.isFinite, target > 0 else { throw .tooSmall(field: .target, minimum: mode == .time ? 0.1 : 1) }
        guard target <= Self.maximumTarget(mode) else {
            throw .tooLarge(field: .target, maximum: Self.maximumTarget(mode))
        }
        if mode == .reps, target != target.rounded() {
            throw .notWhole(field: .target, text: TrainingFormat.number(target))
        }
        guard restSeconds >= 0 else { throw .tooSmall(field: .rest, minimum: 0) }
        guard restSeconds <= Self.maximumRestSeconds else {
            throw .tooLarge(field: .rest, maximum: Double(Self.maximumRestSeconds))
        }
        guard adjustment.isFinite, adjustment >= 0 else { throw .tooSmall(field: .adjustment, minimum: 0) }
        guard adjustment <= Self.maximumAdjustment(mode) else {
            throw .tooLarge(field: .adjustment, maximum: Self.maximumAdjustment(mode))
        }
        if mode == .reps, adjustment != adjustment.rounded() {
            throw .notWhole(field: .adjustment, text: TrainingFormat.number(adjustment))
        }
    }
}
