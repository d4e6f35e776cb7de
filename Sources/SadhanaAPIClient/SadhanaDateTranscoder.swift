import Foundation
import OpenAPIRuntime

/// Reads the instants a Sadhana server writes: ISO 8601 with an offset, with fractional seconds
/// where they matter (training) and without them elsewhere (`2026-11-25T06:12:01+05:30`), and an
/// offset with seconds for a local mean time (`+05:53:28`). The runtime's own `.iso8601` reads only
/// the first form and `.iso8601WithFractionalSeconds` only the second; this one reads both.
/// Writes whole seconds in UTC (`2026-11-25T00:42:01Z`), which every `date-time` input accepts.
public struct SadhanaDateTranscoder: DateTranscoder, @unchecked Sendable {
    private let lock = NSLock()
    private let whole: ISO8601DateFormatter
    private let fractional: ISO8601DateFormatter

    public init() {
        whole = ISO8601DateFormatter()
        whole.formatOptions = [.withInternetDateTime]
        fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    }

    public func encode(_ date: Date) throws -> String {
        lock.withLock { whole.string(from: date) }
    }

    public func decode(_ text: String) throws -> Date {
        let date = lock.withLock { whole.date(from: text) ?? fractional.date(from: text) }
        guard let date else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "Expected an ISO 8601 date-time, got \(text)"))
        }
        return date
    }
}

extension Configuration {
    /// The configuration a client of a Sadhana server uses: its instants read by
    /// `SadhanaDateTranscoder`.
    public static var sadhana: Configuration { Configuration(dateTranscoder: SadhanaDateTranscoder()) }
}

extension Client {
    /// A client of the Sadhana server at `serverURL` (for example `http://localhost:8080`), acting
    /// for `profile`'s profile (a new one unless it carries a token), over `transport`
    /// (`URLSessionTransport()` from OpenAPIURLSession in an app).
    public init(
        sadhanaServer serverURL: URL, transport: any ClientTransport, profile: ProfileCookie = ProfileCookie(),
        middlewares: [any ClientMiddleware] = []
    ) {
        self.init(
            serverURL: serverURL, configuration: .sadhana, transport: transport,
            middlewares: [profile] + middlewares)
    }
}
