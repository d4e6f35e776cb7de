import HTTPTypes
import Hummingbird
import Storage

/// Idempotency at the HTTP edge: a form carries a random token in its hidden `submission` field
/// (a fresh one per render), an API client may send `Idempotency-Key`. The key is scoped to the
/// action it was sent to, so one page's forms (Add, then Undo) never count as repeats of each
/// other; Storage applies each key once per profile.
enum SubmissionInput {
    /// The hidden field's name.
    static let field = "submission"

    /// A fresh token for a form being rendered.
    static func token() -> String { SubmissionKey.random().rawValue }

    /// The key a request brings for `action`: the form field, else the header; nil when it
    /// brings none. A malformed key is a 400, never silently ignored.
    static func key(_ request: Request, form: [String: String] = [:], action: String) throws -> SubmissionKey? {
        let sent = form[field] ?? request.headers[HTTPField.Name("Idempotency-Key")!]
        guard let sent, !sent.isEmpty else { return nil }
        guard let key = SubmissionKey(sent) else {
            throw WebError.badRequest("the idempotency key must be 16–128 letters, digits, “-”, “_”, “.” or “:”")
        }
        return key.scoped(to: action)
    }
}
