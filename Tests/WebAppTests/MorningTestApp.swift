import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Routines
import Storage

@testable import WebApp

/// A client on a fresh in-memory database with a movable clock (2026-11-21 10:00 UTC, a
/// Saturday); `entitlement` chooses who may create custom routines.
struct MorningClient {
    let client: any TestClientProtocol
    let database: AppDatabase

    @discardableResult
    func get(_ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [:], body: nil)
    }

    @discardableResult
    func post(_ uri: String, form fields: [String: String] = [:]) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .post, headers: formHeaders, body: form(fields))
    }

    @discardableResult
    func send(_ method: HTTPRequest.Method, _ uri: String, json: String? = nil) async throws -> TestResponse {
        try await client.execute(
            uri: uri, method: method, headers: jsonHeaders, body: json.map { ByteBuffer(string: $0) })
    }

    /// Moves the server's clock by whole days.
    func advance(days: Double) async throws {
        try await send(.post, "/_test/clock", json: #"{"advanceSeconds": \#(days * 86_400)}"#)
    }

    /// Finishes onboarding and adopts a celebrity routine; returns its first task's id.
    func adopt(_ slug: String = "franklin") async throws -> (routine: String, task: String) {
        try await post("/morning/welcome")
        try await post("/morning/explore/\(slug)/choose")
        let routines = try await get("/api/v1/morning/routines").json["routines"] as? [[String: Any]] ?? []
        let routine = routines.first { $0["celebrity"] as? String == slug } ?? [:]
        let tasks = routine["tasks"] as? [[String: Any]] ?? []
        return (routine["id"] as? String ?? "", tasks.first?["id"] as? String ?? "")
    }
}

func withMorning(
    entitlement: MorningEntitlement = SelfHostedEntitlement<ProfileID>(),
    _ body: @Sendable (MorningClient) async throws -> Void
) async throws {
    let database = try AppDatabase.inMemory()
    let clock = TestClock(base: { Date(timeIntervalSince1970: 1_795_255_200) })
    let localizer = try Localizer.bundled()
    let services = AppServices(
        database: database, localizer: localizer, pages: try await PageRenderer(localizer: localizer),
        assets: try AssetCatalog.bundled(), timeZone: TimeZone(identifier: "UTC")!, now: { clock.now() },
        secureCookies: false)
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProfileMiddleware(services: services))
    router.add(middleware: ErrorPagesMiddleware(services: services))
    router.add(middleware: CrossSiteRequestMiddleware())
    clock.addRoutes(to: router)
    MorningPagesController(services: services, entitlement: entitlement).addRoutes(to: router)
    MorningAPIController(services: services, entitlement: entitlement).addRoutes(to: router.group("/api/v1/morning"))
    try await Application(router: router).test(.router) { client in
        try await body(MorningClient(client: BrowserClient(client), database: database))
    }
}
