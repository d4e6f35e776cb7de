import CivilTime
import Foundation
import Hummingbird
import Localization
import Routines
import Storage

extension AppServices {
    /// The profile's Better Morning data, rolled over to the current routine day.
    func morning(_ context: AppRequestContext) async throws -> MorningSnapshot {
        try await database.morning(context.profile, now: now(), timeZone: context.timeZone)
    }

    /// Applies events to the book in one transaction.
    func morning(
        _ context: AppRequestContext, _ change: @escaping @Sendable (inout RoutineBook) throws(RoutinesError) -> Void
    ) async throws
        -> MorningSnapshot
    {
        try await database.updateMorning(context.profile, now: now(), timeZone: context.timeZone, change)
    }

    /// Applies events to the book in one transaction, once per submission `key`: a repeat changes
    /// nothing and answers the book as it stands.
    func morning(
        _ context: AppRequestContext, key: SubmissionKey?,
        _ change: @escaping @Sendable (inout RoutineBook) throws(RoutinesError) -> Void
    ) async throws -> MorningSnapshot {
        try await database.updateMorning(
            context.profile, now: now(), timeZone: context.timeZone, key: key, change
        ).value
    }

    /// A Better Morning error in the person's language.
    func message(for error: RoutinesError, in language: Language) -> String {
        var arguments: [String: String] = [:]
        switch error {
        case .empty(let field), .controlCharacters(let field):
            arguments["field"] = localizer.text("morning.field.\(field.rawValue)", in: language)
        case .tooLong(let field, let maximum):
            arguments["field"] = localizer.text("morning.field.\(field.rawValue)", in: language)
            arguments["limit"] = String(maximum)
        case .tooManyTasks(let maximum): arguments["limit"] = String(maximum)
        case .malformedTime(let text): arguments["text"] = String(text.prefix(40))
        case .dayClosed(let shown, let today):
            arguments["shown"] = MorningPresenter.dayLabel(shown, localizer: localizer, language: language)
            arguments["today"] = MorningPresenter.dayLabel(today, localizer: localizer, language: language)
        default: break
        }
        return localizer.text(error.messageKey, in: language, arguments)
    }

    /// The HTTP status of a Better Morning error.
    static func status(of error: RoutinesError) -> HTTPResponse.Status {
        switch error {
        case .unknownRoutine, .unknownTask, .unknownCelebrity: .notFound
        case .customRoutinesLocked: .init(code: 402, reasonPhrase: "Payment Required")
        case .routineNotRunning, .dayClosed, .alreadyActive, .duplicateRoutine: .conflict
        default: .unprocessableContent
        }
    }
}
