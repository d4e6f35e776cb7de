import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import WebApp

/// Runs `body` against the whole suite's router in process, on a fresh in-memory database, with
/// the clock fixed at 2026-11-21 10:00 UTC.
func withApp(
    _ body: @Sendable (any TestClientProtocol, AppDatabase) async throws -> Void
) async throws {
    let database = try AppDatabase.inMemory()
    let configuration = WebAppConfiguration(
        dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
        now: { Date(timeIntervalSince1970: 1_795_255_200) })
    let router = try await buildRouter(database: database, configuration: configuration)
    let app = Application(router: router)
    try await app.test(.router) { client in try await body(BrowserClient(client), database) }
}

/// A test client that behaves like one browser: it keeps the profile cookie the server sets and
/// sends it back, unless a request brings its own `Cookie` header.
final class BrowserClient: TestClientProtocol, @unchecked Sendable {
    private let base: any TestClientProtocol
    private let lock = NSLock()
    private var cookie: String?

    init(_ base: any TestClientProtocol) { self.base = base }

    var port: Int? { base.port }

    /// Another browser on the same server: no cookie yet.
    func otherBrowser() -> BrowserClient { BrowserClient(base) }

    /// The `name=value` pair of the profile cookie this browser holds, once it has one.
    var profileCookie: String? { lock.withLock { cookie } }

    func executeRequest(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?
    ) async throws -> TestResponse {
        var headers = headers
        if headers[.cookie] == nil, let cookie = profileCookie { headers[.cookie] = cookie }
        let response = try await base.executeRequest(uri: uri, method: method, headers: headers, body: body)
        // Every API answer any test sees must match docs/openapi.yaml (status, type, schema).
        if uri == "/api" || uri.hasPrefix("/api/") || uri.hasPrefix("/api?") {
            for problem in OpenAPIContract.shared.problems(
                method: method.rawValue, uri: uri, status: response.status.code,
                contentType: response.headers[.contentType], body: Data(buffer: response.body))
            {
                Issue.record(Comment(rawValue: problem))
            }
        }
        for line in response.headers[values: .setCookie] where line.hasPrefix("sadhana_profile=") {
            let pair = String(line.prefix { $0 != ";" })
            lock.withLock { cookie = pair }
        }
        return response
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: body))) as? [String: Any] ?? [:]
    }
}

let formHeaders: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
let jsonHeaders: HTTPFields = [.contentType: "application/json"]
let russian: HTTPFields = [.acceptLanguage: "ru-RU,ru;q=0.9"]

func form(_ fields: [String: String]) -> ByteBuffer {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let body = fields.map { key, value in
        "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
    }.joined(separator: "&")
    return ByteBuffer(string: body)
}
