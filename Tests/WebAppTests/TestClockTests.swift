import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import WebApp

@Suite("The settable clock for browser tests")
struct TestClockTests {
    @Test("Without --test-clock the clock route does not exist")
    func absentByDefault() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/_test/clock", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("With it, the clock can be set and advanced, and pages see the moved time")
    func setsAndAdvances() async throws {
        let clock = TestClock(base: { Date(timeIntervalSince1970: 1_795_255_200) })
        let configuration = WebAppConfiguration(
            dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
            testClock: clock)
        let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
        try await Application(router: router).test(.router) { client in
            try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"set": "2027-01-01T00:00:00Z"}"#)
            ) { response in
                #expect(response.json["now"] as? String == "2027-01-01T00:00:00Z")
            }
            try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"advanceSeconds": 86400}"#)
            ) { response in
                #expect(response.json["now"] as? String == "2027-01-02T00:00:00Z")
            }
            #expect(configuration.now() == ISO8601DateFormatter().date(from: "2027-01-02T00:00:00Z"))
            try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders, body: ByteBuffer(string: #"{"set": "soon"}"#)
            ) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }
}
