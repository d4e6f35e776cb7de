import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

extension AppServices {
    /// The language of the page: the profile's language, or the browser's preference when the
    /// profile has none, among the languages the request's app is complete in; English when the
    /// app lacks the chosen one (the layout then says so), never a page half in two languages.
    func language(for request: Request, _ context: AppRequestContext) -> Language {
        let offered = localizer.languages(of: SuiteApp(path: request.uri.path))
        if let chosen = context.visitor.language {
            return offered.contains(chosen) ? chosen : localizer.fallback
        }
        return localizer.negotiate(acceptLanguage: request.headers[.acceptLanguage], among: offered)
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
