import CivilTime
import Foundation
import Localization

/// The instant a client stamped on a write it made earlier (`"at"` in a JSON body, `?at=` in a
/// query): absent means now; present, it must lie within `MadeAt`'s window, else a 422 that says
/// why in the person's language (the page shows the server's message under the field, whether the
/// page or the service worker delivered the write).
enum MadeAtInput {
    static func instant(_ text: String?, now: Date, messages: AppServices, language: Language) throws -> Date {
        guard let text else { return now }
        do {
            return try MadeAt.instant(text, now: now)
        } catch {
            throw WebError.unprocessable(messages.message(for: error, in: language))
        }
    }
}

extension AppServices {
    /// A refused made-at instant in the person's language (`offline.madeAt.*`); the engine's
    /// English description for the rest.
    func message(for error: CivilTimeError, in language: Language) -> String {
        switch error {
        case .malformedInstant(let text):
            localizer.text(
                "offline.madeAt.malformed", in: language, ["text": String(text.prefix(MadeAt.maximumLength))])
        case .instantInFuture:
            localizer.text("offline.madeAt.future", in: language)
        case .instantTooOld(_, let days):
            localizer.text("offline.madeAt.tooOld", in: language, ["days": String(days)])
        default:
            error.description
        }
    }
}
