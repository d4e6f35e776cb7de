import Foundation
import Hummingbird

/// Adds `Server-Timing: app;dur=<ms>` to an answer, so the benchmark script can tell the server's
/// own time from the network's (https://www.w3.org/TR/server-timing/).
enum ServerTiming {
    static func measure(_ body: () throws -> Response) rethrows -> Response {
        let start = ContinuousClock.now
        var response = try body()
        response.headers[.init("Server-Timing")!] = value(since: start)
        return response
    }

    static func measureAsync(_ body: () async throws -> Response) async rethrows -> Response {
        let start = ContinuousClock.now
        var response = try await body()
        response.headers[.init("Server-Timing")!] = value(since: start)
        return response
    }

    static func value(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        // "app;dur=1.23" by integer arithmetic: `String(format:)` cost more than a cached answer.
        let hundredths = max(0, Int((ms * 100).rounded()))
        let fraction = hundredths % 100
        return "app;dur=\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }
}
