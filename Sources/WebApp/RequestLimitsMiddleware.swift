import Hummingbird

/// Refuses a request target longer than `TransportLimits.maxURLLength` (414) and a body still
/// arriving after `TransportLimits.requestTimeout` (408).
///
/// A body that stops arriving is cut by the connection's idle timeout; one that trickles in (a
/// byte every few seconds, which keeps the connection "active") is cut here, at the first piece
/// that arrives past the deadline.
struct RequestLimitsMiddleware<Context: RequestContext>: RouterMiddleware {
    let limits: TransportLimits

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.description.utf8.count <= limits.maxURLLength else {
            throw HTTPError(.uriTooLong, message: "The address is too long (at most \(limits.maxURLLength) bytes).")
        }
        var request = request
        request.body = RequestBody(
            asyncSequence: DeadlineBody(base: request.body, deadline: .now + limits.requestTimeout))
        return try await next(request, context)
    }
}

/// A request body that fails with 408 once a piece arrives after `deadline`.
struct DeadlineBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let base: RequestBody
    let deadline: ContinuousClock.Instant

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let deadline: ContinuousClock.Instant

        mutating func next() async throws -> ByteBuffer? {
            let piece = try await base.next()
            if piece != nil, ContinuousClock.now > deadline {
                throw HTTPError(.requestTimeout, message: "The request took too long to arrive and was stopped.")
            }
            return piece
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), deadline: deadline)
    }
}
