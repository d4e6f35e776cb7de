import Foundation
import Hummingbird
import NIOCore

/// Reading what a client sent: form fields, multipart uploads and JSON objects, each with a size
/// limit so no body can exhaust the server.
enum RequestInput {
    /// Limits in bytes.
    static let formLimit = 64 * 1024
    static let uploadLimit = 4 * 1024 * 1024

    static func body(_ request: Request, limit: Int) async throws -> ByteBuffer {
        var request = request
        do {
            return try await request.collectBody(upTo: limit)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw WebError.payloadTooLarge
        } catch is NIOTooManyBytesError {
            throw WebError.payloadTooLarge
        }
    }

    /// An `application/x-www-form-urlencoded` body as fields (the last value of a repeated name).
    static func form(_ request: Request) async throws -> [String: String] {
        let buffer = try await body(request, limit: formLimit)
        return parseURLEncoded(String(buffer: buffer))
    }

    static func parseURLEncoded(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String {
                String(s).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(s)
            }
            guard let name = parts.first.map(decode), !name.isEmpty else { continue }
            fields[name] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }

    /// A JSON object body; anything else is a 4xx with a reason.
    static func jsonObject(_ request: Request) async throws -> [String: JSONValue] {
        let buffer = try await body(request, limit: formLimit)
        guard buffer.readableBytes > 0 else { return [:] }
        guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(buffer: buffer)) else {
            throw WebError.badRequest("the body must be a JSON object")
        }
        return object
    }

    /// A `multipart/form-data` body as fields; file parts keep their content as text.
    static func multipart(_ request: Request) async throws -> [String: String] {
        guard let type = request.headers[.contentType], let range = type.range(of: "boundary=") else {
            throw WebError.badRequest("expected a file upload (multipart/form-data)")
        }
        var boundary = String(type[range.upperBound...])
        if let semicolon = boundary.firstIndex(of: ";") { boundary = String(boundary[..<semicolon]) }
        boundary = boundary.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard !boundary.isEmpty, boundary.count <= 200 else { throw WebError.badRequest("malformed upload boundary") }
        let buffer = try await body(request, limit: uploadLimit)
        guard let text = String(bytes: Data(buffer: buffer), encoding: .utf8) else {
            throw WebError.badRequest("the upload is not UTF-8 text")
        }
        var fields: [String: String] = [:]
        for part in text.components(separatedBy: "--\(boundary)") {
            guard let split = part.range(of: "\r\n\r\n") else { continue }
            let head = part[..<split.lowerBound]
            var content = String(part[split.upperBound...])
            if content.hasSuffix("\r\n") { content.removeLast(1) }
            guard let nameRange = head.range(of: "name=\"") else { continue }
            let rest = head[nameRange.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { continue }
            fields[String(rest[..<end])] = content
        }
        return fields
    }
}
