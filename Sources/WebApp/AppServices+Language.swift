import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

extension AppServices {
    /// The profile's language, or the browser's preference when the profile has none.
    func language(for request: Request, _ context: AppRequestContext) -> Language {
        context.visitor.language ?? localizer.negotiate(acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The person's local day now, in their own time zone.
    func today(_ context: AppRequestContext) -> CivilDate { CivilDate(now(), in: context.timeZone) }

    /// A validation error in the person's language.
    func message(for error: JapaError, in language: Language) -> String {
        var arguments: [String: String] = [:]
        if let limit = error.limit { arguments["limit"] = String(limit) }
        switch error {
        case .notANumber(_, let text), .notWhole(_, let text), .nonASCIIDigits(_, let text),
            .targetDateInPast(let text), .malformedDate(let text), .malformedImport(let text):
            arguments["text"] = String(text.prefix(200))
        default: break
        }
        return localizer.text(error.messageKey, in: language, arguments)
    }
}

extension AppServices {
    /// The request's context as the owner of `profile` sees it (a feed fetched by its token, not
    /// by the cookie of whoever fetches it).
    func context(_ context: AppRequestContext, as profile: ProfileID) async throws -> AppRequestContext {
        var context = context
        context.visitor = Visitor(
            try await database.profile(profile, now: now()), localizer: localizer, fallbackZone: timeZone)
        return context
    }
}
