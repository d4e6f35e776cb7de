import Foundation
import GRDB
import Training

extension AppDatabase {
    /// Applies one event like `recordTrainingEvent(_:in:for:)`, once per `key`: a repeat of a tap
    /// already applied (a double tap, a retried request) stores nothing and answers the session as
    /// it stands with the first tap's outcome. A refused or ignored event leaves the key free.
    public func recordTrainingEvent(
        _ event: TrainingEvent, in id: TrainingSessionID, for profile: ProfileID, key: SubmissionKey?, now: Date
    ) async throws -> Submitted<TrainingEventAnswer> {
        try await trainingWrite { db in
            let result = try Self.once(
                db, key, profile, now: now,
                apply: { try Self.record(db, event, in: id, for: profile) },
                // A tap that changed nothing (an accidental Bail Out ignored) leaves the key free,
                // so the deliberate tap of the same set that follows is not taken for its repeat.
                reply: { $0.1.changesSession ? Self.reply(for: $0.1) : nil })
            switch result {
            case .first(let (head, outcome)):
                return Submitted(value: TrainingEventAnswer(head: head, outcome: outcome), repeated: false)
            case .second(let reply):
                guard let record = try Self.sessionRecord(db, id, profile) else {
                    throw TrainingError.unknownSession(id.rawValue)
                }
                let state = try Self.state(db, record)
                let head = TrainingSessionHead(
                    id: id, status: TrainingSessionStatus(rawValue: record.status) ?? .active, state: state)
                // The repeated tap's set is almost always the latest; an older one is read back.
                let attempt = { (number: Int) throws -> Attempt? in
                    if let last = state.lastAttempt, last.number == number { return last }
                    let attempts = try Self.stored(db, record).session.attempts
                    return attempts.indices.contains(number - 1) ? attempts[number - 1] : nil
                }
                return Submitted(
                    value: TrainingEventAnswer(head: head, outcome: try Self.outcome(reply, state, attempt: attempt)),
                    repeated: true)
            }
        }
    }

    /// The outcome kept for a repeat: its kind, and the attempt's number or the figure it carried.
    static func reply(for outcome: TrainingOutcome) -> String {
        switch outcome {
        case .started: "started"
        case .attemptLogged(let attempt, _): "attemptLogged:\(attempt.number)"
        case .nextSetStarted: "nextSetStarted"
        case .reset: "reset"
        case .restContinues(let remaining): "restContinues:\(remaining)"
        case .accidentalBailIgnored(let hold): "accidentalBailIgnored:\(hold)"
        case .nothingToDo: "nothingToDo"
        }
    }

    static func outcome(_ reply: String, _ state: TrainingState, attempt: (Int) throws -> Attempt?) rethrows
        -> TrainingOutcome
    {
        let parts = reply.split(separator: ":", maxSplits: 1).map(String.init)
        let figure = parts.count > 1 ? Double(parts[1]) ?? 0 : 0
        switch parts.first {
        case "started": return .started
        case "attemptLogged":
            guard let attempt = try attempt(Int(figure)) else { return .nothingToDo }
            return .attemptLogged(
                attempt, completed: attempt.ending == .stop || attempt.totalAfter >= state.configuration.target)
        case "nextSetStarted": return .nextSetStarted
        case "reset": return .reset
        case "restContinues": return .restContinues(remaining: figure)
        case "accidentalBailIgnored": return .accidentalBailIgnored(hold: figure)
        default: return .nothingToDo
        }
    }
}

/// A session after an event (as it stands, without its list of sets), with what the event did.
public struct TrainingEventAnswer: Sendable {
    public let head: TrainingSessionHead
    public let outcome: TrainingOutcome
}
