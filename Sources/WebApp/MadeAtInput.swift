import CivilTime
import Foundation

/// The instant a client stamped on a write it made earlier (`"at"` in a JSON body, `?at=` in a
/// query): absent means now; present, it must lie within `MadeAt`'s window, else a 422 that says why.
enum MadeAtInput {
    static func instant(_ text: String?, now: Date) throws -> Date {
        guard let text else { return now }
        do {
            return try MadeAt.instant(text, now: now)
        } catch {
            throw WebError.unprocessable(error.description)
        }
    }
}
