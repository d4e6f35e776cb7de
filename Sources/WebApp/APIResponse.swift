import Foundation
import Hummingbird

/// JSON answers of the API, with sorted keys so they read and diff well.
enum APIResponse {
    /// The one encoder every answer goes through, configured once: sorted keys, slashes unescaped.
    /// `JSONEncoder` is safe to share across requests while its configuration is left alone.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static let headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]

    /// A `Codable` answer, encoded by the shared encoder.
    static func encoded(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let data = (try? encoder.encode(value)) ?? Data(#"{"error":"the answer could not be encoded"}"#.utf8)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Every error answer of the API: `{"error": "…"}` with a 4xx (or 5xx) status.
    static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        encoded(APIErrorBody(error: message), status: status)
    }
}

/// The API's one error envelope, `{"error": "…"}`.
struct APIErrorBody: Codable, Equatable, Sendable {
    let error: String
}
