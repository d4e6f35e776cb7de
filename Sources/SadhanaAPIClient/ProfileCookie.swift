import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Keeps the profile a Sadhana server gives this client: the server names a profile by the
/// `sadhana_profile` cookie it sets on the first answer, and every later request must send it back
/// to act on the same data (the `/api/promise` page, "Profiles").
///
/// Add it to the generated `Client`'s middlewares. It sends only this one cookie and ignores every
/// other, so it works with a transport whose own cookie storage is off (recommended: a shared cookie
/// store would mix the profiles of two servers on the same host). A native app stores `token` (in
/// the keychain) and passes it back to `init(token:)` on the next launch.
public final class ProfileCookie: ClientMiddleware, @unchecked Sendable {
    /// The cookie's name, as the server sets it.
    public static let name = "sadhana_profile"

    private let lock = NSLock()
    private var storedToken: String?

    /// A client with no profile yet (the server makes one on the first request), or with the token
    /// of one the server gave before.
    public init(token: String? = nil) { storedToken = token }

    /// The profile's token once the server has set it.
    public var token: String? { lock.withLock { storedToken } }

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        if let token, request.headerFields[.cookie] == nil {
            request.headerFields[.cookie] = "\(Self.name)=\(token)"
        }
        let (response, responseBody) = try await next(request, body, baseURL)
        for line in response.headerFields[values: .setCookie] {
            if let value = Self.value(inSetCookie: line) { lock.withLock { storedToken = value } }
        }
        return (response, responseBody)
    }

    /// The profile token a `Set-Cookie` line sets, or nil for another cookie or an expired one (the
    /// server forgets a deleted profile with an empty value).
    static func value(inSetCookie line: String) -> String? {
        let pair = line.prefix { $0 != ";" }
        guard let equals = pair.firstIndex(of: "=") else { return nil }
        let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
        let value = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard name == Self.name, !value.isEmpty else { return nil }
        return value
    }
}
