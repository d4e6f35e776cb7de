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

/// An optional that is always written, as `null` when absent (the plain synthesized encoding leaves
/// the key out); the API's clients read `"key": null` today. Decodes a missing key as `nil` too.
@propertyWrapper
struct NullEncoded<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension KeyedDecodingContainer {
    func decode<Value>(_ type: NullEncoded<Value>.Type, forKey key: Key) throws -> NullEncoded<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullEncoded(wrappedValue: nil)
    }
}
