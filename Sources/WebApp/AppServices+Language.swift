import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

extension AppServices {
    /// The profile's language, or the browser's preference when the profile has none.
    func language(for request: Request) async -> Language {
        let stored = try? await database.profile(.local, now: now()).language
        if let stored, localizer.supports(Language(rawValue: stored)) { return Language(rawValue: stored) }
        return localizer.negotiate(acceptLanguage: request.headers[.acceptLanguage])
    }

    /// The practitioner's local day now.
    func today() -> CivilDate { CivilDate(now(), in: timeZone) }

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
