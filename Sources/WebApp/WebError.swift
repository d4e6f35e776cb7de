import Hummingbird

/// A failure to answer a request, mapped once to an HTTP status and a message by
/// `ErrorPagesMiddleware` (an HTML page, or `{"error": …}` under `/api/`).
enum WebError: Error {
    /// No such page or resource.
    case notFound
    /// The request is malformed; the message is shown to the person.
    case badRequest(String)
    /// The body is larger than the route accepts.
    case payloadTooLarge
    /// A form with a problem, already rendered with the message and the typed values kept.
    case invalidForm(Response)
    /// API input that fails validation.
    case unprocessable(String)
    /// A conflict with the current state (e.g. deleting the last counter).
    case conflict(String)
    /// A change sent by another site (the `Origin` or `Sec-Fetch-Site` it came with).
    case crossSite(String)
    /// An API body of a type a cross-site page could send (form, multipart, text) — JSON expected.
    case unsupportedMediaType
}
