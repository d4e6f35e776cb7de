import Foundation
import Hummingbird
import Localization
import Storage
import Training

extension AppServices {
    /// A training error in the athlete's language, with the field's localised name.
    func message(for error: TrainingError, in language: Language) -> String {
        var arguments = error.arguments
        if let field = error.field {
            arguments["field"] = localizer.text("training.fields.\(field.rawValue)", in: language)
        }
        if let event = arguments["event"] {
            arguments["event"] = localizer.text("training.events.\(event)", in: language)
        }
        if let phase = arguments["phase"] {
            arguments["phase"] = localizer.text("training.phases.\(phase)", in: language)
        }
        if let mode = arguments["mode"] { arguments["mode"] = localizer.text("training.modes.\(mode)", in: language) }
        if let limit = arguments["limit"], language != .english {
            arguments["limit"] = limit.replacingOccurrences(of: ".", with: ",")
        }
        return localizer.text(error.messageKey, in: language, arguments)
    }

    /// The HTTP status for a training error: unknown ids 404, refused events 409, bad input 422.
    static func status(for error: TrainingError) -> HTTPResponse.Status {
        switch error {
        case .unknownSession, .unknownPreset: .notFound
        case .notAllowed, .wrongMode, .bailOutAfterTarget, .outOfOrder, .sessionInProgress: .conflict
        default: .unprocessableContent
        }
    }

    func trainingPresenter(_ language: Language) -> TrainingPresenter {
        TrainingPresenter(localizer: localizer, language: language, timeZone: timeZone)
    }
}

/// Reading training identifiers from a route.
enum TrainingRoute {
    static func sessionID(_ context: AppRequestContext) throws -> TrainingSessionID {
        TrainingSessionID(rawValue: try id(context))
    }

    static func presetID(_ context: AppRequestContext) throws -> TrainingPresetID {
        TrainingPresetID(rawValue: try id(context))
    }

    private static func id(_ context: AppRequestContext) throws -> Int64 {
        guard let text = context.parameters.get("id"), text.count <= 18, let raw = Int64(text), raw > 0 else {
            throw WebError.notFound
        }
        return raw
    }

    /// How far ahead of the server's clock an event's instant may be (clock skew, latency).
    static let futureTolerance: TimeInterval = 5

    /// An event from its parts as a client sent them; `at` defaults to the server's now.
    static func event(type: String, at: Date?, reps: Int?, now: Date) throws -> TrainingEvent {
        guard let kind = TrainingEvent.Kind(rawValue: type), kind != .startHold else {
            throw TrainingError.unknownEvent(String(type.prefix(40)))
        }
        let instant = at ?? now
        guard instant.timeIntervalSince(now) <= futureTolerance else { throw TrainingError.inFuture(kind) }
        return try TrainingEvent(kind: kind, at: instant, reps: reps)
    }
}
