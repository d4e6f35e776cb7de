import Foundation
import GRDB
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import Storage
@testable import WebApp

/// The edge of the server: security headers on every answer, the Host check, safe return paths,
/// a full disk answered 503 and the per-client write limit.
@Suite("Headers and transport")
struct TransportSecurityTests {
    static let securityHeaders = ["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy"]

    /// Runs `body` against the suite built from `configuration` (a fresh in-memory database).
    func withSuite(
        _ configuration: WebAppConfiguration = Self.configuration(),
        _ body: @Sendable (any TestClientProtocol, AppDatabase) async throws -> Void
    ) async throws {
        let database = try AppDatabase.inMemory()
        let router = try await buildRouter(database: database, configuration: configuration)
        try await Application(router: router).test(.router) { client in try await body(client, database) }
    }

    static func configuration(
        isPublic: Bool = false, allowedHosts: [String] = [], writeRateLimit: WriteRateLimit? = nil
    ) -> WebAppConfiguration {
        var configuration = WebAppConfiguration(
            dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
            now: { Date(timeIntervalSince1970: 1_795_255_200) }, allowedHosts: allowedHosts, isPublic: isPublic)
        configuration.writeRateLimit = writeRateLimit
        return configuration
    }

    func expectSecurityHeaders(_ response: TestResponse, _ what: String) {
        for name in Self.securityHeaders {
            #expect(response.headers[HTTPField.Name(name)!] != nil, "\(what) (\(response.status.code)) lacks \(name)")
        }
        #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true, "\(what)")
        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
    }

    @Test("Pages, assets, 404s, error pages and API errors all carry the security headers")
    func headersEverywhere() async throws {
        try await withSuite { client, _ in
            let requests: [(String, HTTPRequest.Method, HTTPFields, String?)] = [
                ("/", .get, [:], nil),
                ("/health", .get, [:], nil),
                ("/static/css/app.css", .get, [:], nil),
                ("/no/such/page", .get, [:], nil),
                ("/api/v1/no/such/thing", .get, [:], nil),
                ("/japa/999999", .get, [:], nil),
                ("/language", .post, formHeaders, "language=xx&back=/"),
                ("/api/v1/japa/counters", .post, jsonHeaders, "[1,2"),
                ("/" + String(repeating: "a", count: 9000), .get, [:], nil),
            ]
            for (uri, method, headers, body) in requests {
                let response = try await client.execute(
                    uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) })
                #expect(response.status.code < 500, "\(uri.prefix(40)) → \(response.status)")
                expectSecurityHeaders(response, "\(method) \(uri.prefix(40))")
            }
        }
    }

    @Test("An address longer than the limit is refused with 414")
    func longURL() async throws {
        try await withSuite { client, _ in
            let response = try await client.execute(uri: "/" + String(repeating: "a", count: 9000), method: .get)
            #expect(response.status == .uriTooLong)
        }
    }

    @Test("A body that arrives after the request's deadline is answered 408")
    func slowBody() async throws {
        var configuration = Self.configuration()
        configuration.limits.requestTimeout = .zero
        try await withSuite(configuration) { client, _ in
            let response = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "en", "back": "/"]))
            #expect(response.status == .requestTimeout)
            expectSecurityHeaders(response, "408")
        }
    }

    // MARK: Host check

    /// A router with the real Host check behind a stand-in that sets the request's authority from
    /// `X-Test-Host` (the in-process client always says `localhost`).
    func withHostCheck(
        _ allowlist: HostAllowlist, _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let router = Router()
        router.add(middleware: AuthorityFromTestHeader())
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: HostCheckMiddleware(allowlist: allowlist))
        router.get("/api/v1/tamil/preferences") { _, _ in "{}" }
        router.get("/") { _, _ in "home" }
        try await Application(router: router).test(.router, body)
    }

    @Test("A foreign Host is refused with 421 and a message; loopback, the bind host and allowed hosts pass")
    func hostCheck() async throws {
        let allowlist = HostAllowlist(bindHost: "192.168.1.20", allowedHosts: ["japa.example.org", "::2"])
        try await withHostCheck(allowlist) { client in
            for host in [
                "evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.evil.example", "0.0.0.0",
            ] {
                let response = try await client.execute(
                    uri: "/api/v1/tamil/preferences", method: .get, headers: [.testHost: host])
                #expect(response.status == .misdirectedRequest, "\(host) → \(response.status)")
                #expect(
                    String(buffer: response.body).contains("--allowed-host"), "the message says how to allow a name")
                expectSecurityHeaders(response, "refusal of \(host)")
            }
            for host in [
                "localhost", "localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LOCALHOST", "192.168.1.20:8080",
                "japa.example.org", "Japa.Example.org.", "[::2]:443", "",
            ] {
                let response = try await client.execute(uri: "/", method: .get, headers: [.testHost: host])
                #expect(response.status == .ok, "\(host) → \(response.status)")
            }
        }
    }

    @Test("A wildcard bind host is not itself an allowed name")
    func wildcardBind() {
        let allowlist = HostAllowlist(bindHost: "0.0.0.0", allowedHosts: [])
        #expect(allowlist.names == ["localhost", "127.0.0.1", "[::1]"])
        #expect(HostAllowlist.isWildcard("::"))
        #expect(!allowlist.allows("192.168.1.20"))
        #expect(allowlist.allows(nil), "HTTP/1.0 without Host is answered")
    }

    // MARK: Return paths

    static let hostileReturns = [
        "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\\evil.example", "/\\/evil.example",
        "//evil.example", "///evil.example", "/%2F%2Fevil.example", "%2F%2Fevil.example", "/%2F/evil.example",
        "/%09/evil.example", "/%0a/evil.example", "/%250a/evil.example", "/%5Cevil.example", "https://evil.example",
        "evil.example", " /evil", "/\u{0}/evil.example", "/\u{202E}/evil", "/\u{85}/evil",
        "/" + String(repeating: "a", count: 400),
    ]

    @Test("The language form never redirects off the site", arguments: hostileReturns)
    func languageReturn(back: String) async throws {
        try await withSuite { client, _ in
            let response = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "en", "back": back]))
            #expect(response.status == .seeOther)
            #expect(
                response.headers[.location] == "/", "\(back.debugDescription) → \(response.headers[.location] ?? "")")
        }
    }

    @Test("Plain local return paths are kept")
    func localReturnsKept() async throws {
        for path in ["/", "/japa/1", "/calendar/settings#language", "/tamil/places?notice=added", "/a%20b"] {
            #expect(ReturnPath.local(path) == path)
        }
        for path in Self.hostileReturns {
            #expect(ReturnPath.local(path) == "/", "\(path.debugDescription)")
            #expect(TamilPagesController.back(path) == "/tamil/places?notice=added")
        }
        try await withSuite { client, _ in
            let response = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders,
                body: form(["language": "en", "back": "/calendar/settings#language"]))
            #expect(response.headers[.location] == "/calendar/settings#language")
        }
    }

    // MARK: Full disk

    @Test("A full database answers 503 with a clear message, on pages and the API, never 500")
    func fullDisk() async throws {
        try await withSuite { client, database in
            // A returning browser: its profile is found by a read, so the write is what fails.
            let first = try await client.execute(uri: "/japa", method: .get)
            let cookie = first.headers[.setCookie].map { String($0.prefix { $0 != ";" }) } ?? ""
            let json: HTTPFields = [.contentType: "application/json", .cookie: cookie]
            let formWithCookie: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .cookie: cookie]
            // SQLite refuses to grow the file past max_page_count: a real SQLITE_FULL.
            try await database.writer.write { db in
                let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
                _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
            }
            var statuses: [Int] = []
            for n in 0..<200 {
                let response = try await client.execute(
                    uri: "/api/v1/japa/counters", method: .post, headers: json,
                    body: ByteBuffer(string: #"{"name": "\#(String(repeating: "x", count: 50)) \#(n)", "target": 108}"#)
                )
                statuses.append(Int(response.status.code))
                if response.status == .serviceUnavailable {
                    #expect(response.text.contains("disk is full"), "\(response.text)")
                    expectSecurityHeaders(response, "503")
                    break
                }
            }
            #expect(statuses.last == 503, "writes until the database is full end in 503: \(statuses.suffix(3))")
            #expect(!statuses.contains(500))
            let page = try await client.execute(
                uri: "/japa/counters", method: .post, headers: formWithCookie,
                body: form(["name": String(repeating: "x", count: 50) + " page", "target": "108"]))
            #expect(page.status == .serviceUnavailable)
            #expect(page.text.contains("disk is full"))
            #expect(page.headers[.contentType]?.hasPrefix("text/html") == true)

            // Reading keeps working on a full disk: the pages and API answers that only read.
            let readHeaders: HTTPFields = [.cookie: cookie]
            for uri in ["/japa/1", "/japa/1/history", "/api/v1/japa/counters/1", "/profile", "/"] {
                let response = try await client.execute(uri: uri, method: .get, headers: readHeaders)
                #expect(response.status == .ok, "\(uri) on a full disk: \(response.status)")
            }
        }
    }

    @Test("GRDB's full-disk and I/O errors become StorageError.unavailable")
    func storageErrorMapping() {
        let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        guard case .unavailable = AppDatabase.storageError(full) else {
            Issue.record("SQLITE_FULL → \(AppDatabase.storageError(full))")
            return
        }
        guard case .unavailable = AppDatabase.storageError(DatabaseError(resultCode: .SQLITE_IOERR_WRITE)) else {
            Issue.record("SQLITE_IOERR_WRITE is not unavailable")
            return
        }
        guard case .database = AppDatabase.storageError(DatabaseError(resultCode: .SQLITE_CONSTRAINT)) else {
            Issue.record("a constraint error is not a full disk")
            return
        }
    }

    // MARK: Rate limit

    @Test("Writes beyond the per-client limit get 429 with Retry-After; reads are not limited")
    func rateLimit() async throws {
        let configuration = Self.configuration(writeRateLimit: WriteRateLimit(perMinute: 0, burst: 3))
        try await withSuite(configuration) { client, _ in
            for n in 1...3 {
                let response = try await client.execute(
                    uri: "/language", method: .post, headers: formHeaders, body: form(["language": "en", "back": "/"]))
                #expect(response.status == .seeOther, "write \(n)")
            }
            let refused = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "en", "back": "/"]))
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 >= 1)
            #expect(refused.text.contains("Too many changes"))
            expectSecurityHeaders(refused, "429")
            let api = try await client.execute(
                uri: "/api/v1/japa/counters", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"name": "x", "target": 1}"#))
            #expect(api.status == .tooManyRequests)
            #expect(api.json["error"] != nil, "the API answers JSON")
            let read = try await client.execute(uri: "/", method: .get)
            #expect(read.status == .ok)
        }
    }

    @Test("With --public, clients are told apart by the proxy's X-Forwarded-For")
    func rateLimitPerClient() async throws {
        let configuration = Self.configuration(
            isPublic: true, allowedHosts: ["japa.example.org"], writeRateLimit: WriteRateLimit(perMinute: 0, burst: 2))
        try await withSuite(configuration) { client, _ in
            func post(from address: String) async throws -> HTTPResponse.Status {
                var headers = formHeaders
                headers[HTTPField.Name("X-Forwarded-For")!] = "203.0.113.9, \(address)"
                return try await client.execute(
                    uri: "/language", method: .post, headers: headers, body: form(["language": "en", "back": "/"])
                ).status
            }
            var statuses: [HTTPResponse.Status] = []
            for address in ["198.51.100.1", "198.51.100.1", "198.51.100.1", "198.51.100.2"] {
                statuses.append(try await post(from: address))
            }
            #expect(
                statuses == [.seeOther, .seeOther, .tooManyRequests, .seeOther], "another client has its own bucket")
        }
    }

    @Test("Forwarded headers are believed only with --public")
    func forwardedHeaders() async throws {
        let forwarded: HTTPFields = [
            HTTPField.Name("X-Forwarded-Proto")!: "https", HTTPField.Name("X-Forwarded-For")!: "1.2.3.4, 5.6.7.8",
        ]
        for (configuration, secure, address) in [
            (Self.configuration(), "false", "local"),
            (Self.configuration(isPublic: true, allowedHosts: ["japa.example.org"]), "true", "5.6.7.8"),
        ] {
            let router = Router()
            router.get("/who") { request, context in
                "\(configuration.isSecureRequest(request)) \(configuration.clientAddress(request, context: context))"
            }
            try await Application(router: router).test(.router) { client in
                let response = try await client.execute(uri: "/who", method: .get, headers: forwarded)
                #expect(String(buffer: response.body) == "\(secure) \(address)")
            }
        }
    }
}

/// Stands in for a client's `Host`: copies `X-Test-Host` into the request's authority.
struct AuthorityFromTestHeader<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let host = request.headers[.testHost] else { return try await next(request, context) }
        var head = request.head
        head.authority = host.isEmpty ? nil : host
        return try await next(Request(head: head, body: request.body), context)
    }
}

extension HTTPField.Name {
    static let testHost = Self("X-Test-Host")!
}
