/// How a session accumulates toward its target.
public enum TrainingMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Holds timed to the tenth of a second; each Bail Out counts `max(0, hold − adjustment)`.
    case time
    /// Sets of reps typed after each set; each set counts `reps + adjustment`.
    case reps
}
