import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import WebApp

/// A clock the training tests move by hand (the seed's timers depend on time passing).
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_795_255_200)

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func advance(_ seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        current += seconds
    }
}

/// Like `withApp`, with a clock the test advances.
func withTrainingApp(
    _ body: @Sendable (any TestClientProtocol, AppDatabase, ManualClock) async throws -> Void
) async throws {
    let database = try AppDatabase.inMemory()
    let clock = ManualClock()
    let configuration = WebAppConfiguration(
        dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
        now: { clock.now })
    let router = try await buildRouter(database: database, configuration: configuration)
    let app = Application(router: router)
    try await app.test(.router) { client in try await body(BrowserClient(client), database, clock) }
}

extension TestClientProtocol {
    func postJSON(_ uri: String, _ json: String, method: HTTPRequest.Method = .post) async throws -> TestResponse {
        try await execute(uri: uri, method: method, headers: jsonHeaders, body: ByteBuffer(string: json))
    }

    func postForm(_ uri: String, _ fields: [String: String], headers: HTTPFields = formHeaders) async throws
        -> TestResponse
    {
        try await execute(uri: uri, method: .post, headers: headers, body: form(fields))
    }

    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }
}

let timeSetup = ["mode": "time", "exercise": "L-sit", "target": "30", "rest": "10", "adjustment": "2"]
let timeJSON = #"{"mode": "time", "exercise": "L-sit", "target": 30, "restSeconds": 10, "adjustment": 2}"#
