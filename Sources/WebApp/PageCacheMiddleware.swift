import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import TamilCore

/// Keeps the rendered calendar pages (`/calendar`, its month, `/tamil` and its week and month) and
/// answers a repeated request with the kept page instead of computing and rendering it again.
///
/// A page is kept under everything it is made from: the whole request head (method, host, path and
/// query, every header — cookies, language, fetch mode), the profile, the minute on the app's clock
/// (the pages show times to the minute and "now"), and the database's change count. Any committed
/// write, by any request, moves the count, so a page is never served after a change that could
/// alter it; a page is kept only if no write was committed while it was made (a visit that records
/// something, such as the Journey's first check of the day, is not kept; the next one is). Only
/// `200` HTML answers without cookies are kept, and none with a one-time form token (`submission`).
/// The server's instant a page carries for its live clock (`data-now="<ms>"`, the Tamil day's
/// "now") is written afresh into every answer, so a kept page's clock is never behind. At most
/// `capacity` pages are kept, least recently used dropped first.
struct PageCacheMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let paths: Set<String> = ["/calendar", "/calendar/month", "/tamil", "/tamil/week", "/tamil/month"]

    struct Key: Hashable {
        let head: HTTPRequest
        let profile: Int64
        let minute: Int64
        let changes: UInt64
    }

    struct Page: Sendable {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        /// The body split where the server's instant goes (one piece when it carries none).
        let pieces: [ByteBuffer]

        /// The body with `instant` (milliseconds since 1970) between the pieces.
        func body(at instant: Date) -> ByteBuffer {
            guard pieces.count > 1 else { return pieces[0] }
            let stamp = String(Int64((instant.timeIntervalSince1970 * 1000).rounded()))
            var body = ByteBuffer()
            body.reserveCapacity(pieces.reduce(0) { $0 + $1.readableBytes } + stamp.utf8.count * pieces.count)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { body.writeString(stamp) }
                body.writeImmutableBuffer(piece)
            }
            return body
        }

        /// `body` split around every `data-now="<digits>"` value; nil when the page must not be
        /// kept (a one-time form token, or a `data-now` that is not milliseconds).
        static func pieces(of body: ByteBuffer) -> [ByteBuffer]? {
            body.withUnsafeReadableBytes { bytes -> [ByteBuffer]? in
                if find(#"name="submission""#, in: bytes, from: 0) != nil { return nil }
                let marker = #"data-now=""#
                var pieces: [ByteBuffer] = []
                var start = 0
                var from = 0
                while let found = find(marker, in: bytes, from: from) {
                    let valueStart = found + marker.utf8.count
                    var valueEnd = valueStart
                    while valueEnd < bytes.count, bytes[valueEnd] >= UInt8(ascii: "0"),
                        bytes[valueEnd] <= UInt8(ascii: "9")
                    {
                        valueEnd += 1
                    }
                    guard valueEnd > valueStart, valueEnd < bytes.count, bytes[valueEnd] == UInt8(ascii: "\"") else {
                        return nil
                    }
                    pieces.append(ByteBuffer(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<valueStart])))
                    start = valueEnd
                    from = valueEnd
                }
                pieces.append(ByteBuffer(bytes: UnsafeRawBufferPointer(rebasing: bytes[start...])))
                return pieces
            }
        }

        /// The offset of the first `needle` in `bytes` at or after `from` (a plain byte scan: the
        /// generic `firstRange(of:)` on a buffer view cost a tenth of a page's CPU).
        private static func find(_ needle: String, in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
            let needle = Array(needle.utf8)
            guard let first = needle.first, bytes.count >= needle.count else { return nil }
            var index = from
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    let services: AppServices
    let pages: ComputedCache<Key, Page>

    init(services: AppServices, capacity: Int = 256) {
        self.services = services
        self.pages = ComputedCache(capacity: capacity)
    }

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .get, Self.paths.contains(request.uri.path),
            context.visitor.profile != Visitor.nobody.profile
        else {
            return try await next(request, context)
        }
        let start = ContinuousClock.now
        let key = Key(
            head: request.head, profile: context.visitor.profile.rawValue, minute: minute(),
            changes: services.database.changeCount)
        if let page = pages.cachedValue(for: key) {
            var headers = page.headers
            headers[.init("Server-Timing")!] = ServerTiming.value(since: start) + ", cache;desc=hit"
            return Response(
                status: page.status, headers: headers, body: .init(byteBuffer: page.body(at: services.now())))
        }
        let response = try await next(request, context)
        guard response.status == .ok, response.headers[values: .setCookie].isEmpty,
            response.headers[.contentType]?.hasPrefix("text/html") == true,
            key.changes == services.database.changeCount, key.minute == minute()
        else {
            return response
        }
        let body = try await Self.collect(response.body)
        if let pieces = Page.pieces(of: body) {
            pages.store(Page(status: response.status, headers: response.headers, pieces: pieces), for: key)
        }
        return Response(status: response.status, headers: response.headers, body: .init(byteBuffer: body))
    }

    private func minute() -> Int64 {
        Int64((services.now().timeIntervalSince1970 / 60).rounded(.down))
    }

    /// The whole body of an answer as one buffer.
    static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let sink = Sink()
        try await body.write(Collector(sink: sink))
        return sink.buffer
    }

    private final class Sink: @unchecked Sendable {
        var buffer = ByteBuffer()
    }

    private struct Collector: ResponseBodyWriter {
        let sink: Sink
        mutating func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            sink.buffer.writeBuffer(&buffer)
        }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
