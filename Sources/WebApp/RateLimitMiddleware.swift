import Foundation
import Hummingbird

/// Limits the changes each client makes (POST, PUT, PATCH, DELETE) to a `WriteRateLimit`: a write
/// beyond it gets 429 with `Retry-After` and a message. Reads are never limited. Clients are told
/// apart by `WebAppConfiguration.clientAddress` (the proxy's `X-Forwarded-For` with `--public`).
struct RateLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let configuration: WebAppConfiguration
    let buckets: TokenBuckets

    init(
        configuration: WebAppConfiguration, limit: WriteRateLimit,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.configuration = configuration
        self.buckets = TokenBuckets(limit: limit, now: now)
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard [.post, .put, .patch, .delete].contains(request.method) else { return try await next(request, context) }
        let client = configuration.clientAddress(request, context: context)
        if let wait = await buckets.take(for: client) {
            let seconds = max(1, Int(wait.components.seconds) + 1)
            context.logger.notice("write rate limit", metadata: ["client": "\(client)"])
            return PlainAnswer.response(
                "Too many changes in a short time. Please wait \(seconds) s and try again; nothing was saved.",
                status: .tooManyRequests, request: request, headers: [.retryAfter: "\(seconds)"])
        }
        return try await next(request, context)
    }
}

/// One token bucket per client: `burst` tokens, refilled at `perMinute` a minute.
actor TokenBuckets {
    private struct Bucket {
        var tokens: Double
        var updated: ContinuousClock.Instant
    }

    /// Clients remembered at most; full buckets are forgotten first.
    static let maxClients = 10_000

    let limit: WriteRateLimit
    private let now: @Sendable () -> ContinuousClock.Instant
    private var buckets: [String: Bucket] = [:]

    init(limit: WriteRateLimit, now: @escaping @Sendable () -> ContinuousClock.Instant) {
        self.limit = limit
        self.now = now
    }

    /// Takes a token for `client`: nil when one was there, else how long until the next one.
    func take(for client: String) -> Duration? {
        let now = now()
        let capacity = Double(max(1, limit.burst))
        let perSecond = Double(limit.perMinute) / 60
        var bucket = buckets[client] ?? Bucket(tokens: capacity, updated: now)
        let elapsed = bucket.updated.duration(to: now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        bucket.tokens = min(capacity, bucket.tokens + max(0, seconds) * perSecond)
        bucket.updated = now
        defer {
            buckets[client] = bucket
            if buckets.count > Self.maxClients { forgetFull(at: now) }
        }
        if bucket.tokens >= 1 {
            bucket.tokens -= 1
            return nil
        }
        guard perSecond > 0 else { return .seconds(60) }
        return .seconds((1 - bucket.tokens) / perSecond)
    }

    private func forgetFull(at now: ContinuousClock.Instant) {
        let capacity = Double(max(1, limit.burst))
        let perSecond = Double(limit.perMinute) / 60
        let refillTime = Duration.seconds(capacity / max(perSecond, 1e-6))
        buckets = buckets.filter { $0.value.updated.duration(to: now) < refillTime }
        if buckets.count > Self.maxClients { buckets.removeAll() }
    }
}
