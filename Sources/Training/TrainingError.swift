/// Everything that can go wrong setting up or running a training session.
public enum TrainingError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty(field: Field)
    case notANumber(field: Field, text: String)
    case notWhole(field: Field, text: String)
    case nonASCIIDigits(field: Field, text: String)
    case tooSmall(field: Field, minimum: Double)
    case tooLarge(field: Field, maximum: Double)
    case nameTooLong(maximum: Int)
    case nameHasControlCharacters
    case unknownMode(String)
    case unknownEvent(String)
    case malformedInstant(String)
    /// An event the current phase does not take (a Bail Out while resting, …).
    case notAllowed(TrainingEvent.Kind, phase: TrainingPhase.Name)
    /// An event of the other mode (Stop in reps mode, reps in time mode).
    case wrongMode(TrainingEvent.Kind, mode: TrainingMode)
    /// Bail Out once the live total has reached the target: only Stop remains.
    case bailOutAfterTarget
    /// An event dated before the phase it acts on began.
    case outOfOrder(TrainingEvent.Kind)
    /// An event dated later than the server's clock allows.
    case inFuture(TrainingEvent.Kind)
    /// A new session while another is still running.
    case sessionInProgress(TrainingSessionID)
    case unknownSession(Int64)
    case unknownPreset(Int64)

    /// The input a message is about, so a form can mark the right field.
    public enum Field: String, Sendable, Equatable, CaseIterable {
        case exercise, mode, target, rest, adjustment, reps, at
    }

    /// The field the error is about, if any.
    public var field: Field? {
        switch self {
        case .empty(let f), .notANumber(let f, _), .notWhole(let f, _), .nonASCIIDigits(let f, _),
            .tooSmall(let f, _), .tooLarge(let f, _):
            f
        case .nameTooLong, .nameHasControlCharacters: .exercise
        case .unknownMode: .mode
        case .malformedInstant, .inFuture, .outOfOrder: .at
        default: nil
        }
    }

    /// An English description for logs, tests and the CLI; the web app localises by `messageKey`.
    public var description: String {
        switch self {
        case .empty(let f): "\(f.rawValue) is empty"
        case .notANumber(let f, let t): "\(f.rawValue) “\(t)” is not a number"
        case .notWhole(let f, let t): "\(f.rawValue) “\(t)” is not a whole number"
        case .nonASCIIDigits(let f, let t): "\(f.rawValue) “\(t)” must use the digits 0–9"
        case .tooSmall(let f, let m): "\(f.rawValue) must be at least \(TrainingFormat.number(m))"
        case .tooLarge(let f, let m): "\(f.rawValue) must be at most \(TrainingFormat.number(m))"
        case .nameTooLong(let m): "the exercise name must be at most \(m) characters"
        case .nameHasControlCharacters: "the exercise name contains control characters"
        case .unknownMode(let t): "“\(t)” is not a mode (time or reps)"
        case .unknownEvent(let t): "“\(t)” is not an event"
        case .malformedInstant(let t): "“\(t)” is not an ISO 8601 instant"
        case .notAllowed(let e, let p): "\(e.rawValue) is not possible in \(p.rawValue)"
        case .wrongMode(let e, let m): "\(e.rawValue) is not possible in \(m.rawValue) mode"
        case .bailOutAfterTarget: "the target is reached: Stop ends the session"
        case .outOfOrder(let e): "\(e.rawValue) is dated before the previous event"
        case .inFuture(let e): "\(e.rawValue) is dated in the future"
        case .sessionInProgress(let id): "session \(id) is still in progress"
        case .unknownSession(let id): "there is no session \(id)"
        case .unknownPreset(let id): "there is no preset \(id)"
        }
    }

    /// The key of the localised message for this error (under `training.errors`).
    public var messageKey: String {
        switch self {
        case .empty: "training.errors.empty"
        case .notANumber: "training.errors.notANumber"
        case .notWhole: "training.errors.notWhole"
        case .nonASCIIDigits: "training.errors.nonASCIIDigits"
        case .tooSmall: "training.errors.tooSmall"
        case .tooLarge: "training.errors.tooLarge"
        case .nameTooLong: "training.errors.nameTooLong"
        case .nameHasControlCharacters: "training.errors.nameControl"
        case .unknownMode: "training.errors.unknownMode"
        case .unknownEvent: "training.errors.unknownEvent"
        case .malformedInstant: "training.errors.malformedInstant"
        case .notAllowed: "training.errors.notAllowed"
        case .wrongMode: "training.errors.wrongMode"
        case .bailOutAfterTarget: "training.errors.bailOutAfterTarget"
        case .outOfOrder: "training.errors.outOfOrder"
        case .inFuture: "training.errors.inFuture"
        case .sessionInProgress: "training.errors.sessionInProgress"
        case .unknownSession: "training.errors.unknownSession"
        case .unknownPreset: "training.errors.unknownPreset"
        }
    }

    /// The values a localised message fills in (`{text}`, `{limit}`, `{field}`, `{event}`, `{phase}`).
    public var arguments: [String: String] {
        var arguments: [String: String] = [:]
        if let field { arguments["field"] = field.rawValue }
        switch self {
        case .notANumber(_, let t), .notWhole(_, let t), .nonASCIIDigits(_, let t), .unknownMode(let t),
            .unknownEvent(let t), .malformedInstant(let t):
            arguments["text"] = String(t.prefix(100))
        case .tooSmall(_, let m), .tooLarge(_, let m): arguments["limit"] = TrainingFormat.number(m)
        case .nameTooLong(let m): arguments["limit"] = String(m)
        case .notAllowed(let e, let p):
            arguments["event"] = e.rawValue
            arguments["phase"] = p.rawValue
        case .wrongMode(let e, let m):
            arguments["event"] = e.rawValue
            arguments["mode"] = m.rawValue
        case .outOfOrder(let e), .inFuture(let e): arguments["event"] = e.rawValue
        case .sessionInProgress(let id): arguments["id"] = id.description
        case .unknownSession(let id), .unknownPreset(let id): arguments["id"] = String(id)
        default: break
        }
        return arguments
    }
}
