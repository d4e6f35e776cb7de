import Foundation
import Hummingbird

/// A clock that browser tests can set and advance, enabled only by `sadhana serve --test-clock`.
///
/// It starts at the real time; `POST /_test/clock` with `{"set": "<ISO 8601>"}` or
/// `{"advanceSeconds": n}` moves it, and every later request sees the moved time. Apps that need
/// days to pass (a routine's tomorrow, a rest countdown) are tested through it. Without the flag
/// the route does not exist.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var offset: TimeInterval = 0
    private let base: @Sendable () -> Date

    public init(base: @escaping @Sendable () -> Date = { Date() }) {
        self.base = base
    }

    /// The clock's current time.
    public func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return base().addingTimeInterval(offset)
    }

    func set(_ date: Date) {
        lock.lock()
        defer { lock.unlock() }
        offset = date.timeIntervalSince(base())
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        offset += seconds
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/_test/clock") { request, context in
            let body = try await RequestInput.jsonObject(request)
            if case .string(let text)? = body["set"] {
                guard let date = ISO8601DateFormatter().date(from: text) else {
                    throw WebError.unprocessable("set must be an ISO 8601 instant")
                }
                self.set(date)
            } else if case .number(let seconds)? = body["advanceSeconds"], seconds.isFinite,
                abs(seconds) < 1e9
            {
                self.advance(by: seconds)
            } else {
                throw WebError.unprocessable("send {\"set\": ISO} or {\"advanceSeconds\": n}")
            }
            return APIResponse.encoded(TestClockAnswer(self.now()))
        }
        router.get("/_test/clock") { _, context in
            APIResponse.encoded(TestClockAnswer(self.now()))
        }
    }
}

/// The test clock's answer: `{"now": "2026-11-21T06:30:00Z"}`, the clock's time in UTC.
struct TestClockAnswer: Codable, Equatable, Sendable {
    let now: String

    init(_ now: Date) {
        self.now = ISO8601DateFormatter().string(from: now)
    }
}
