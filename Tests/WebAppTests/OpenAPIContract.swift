import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting

@testable import WebApp

/// The API's document, read from the bundle as the server serves it, and a check of one answer
/// against it: the operation exists, the status is documented, the content type is one of the
/// documented ones, and a JSON body validates against the documented schema.
struct OpenAPIContract: Sendable {
    static let shared: OpenAPIContract = {
        do { return OpenAPIContract(document: try APIReference.bundled().document) } catch {
            fatalError("the bundled OpenAPI document does not decode: \(error)")
        }
    }()

    let document: OpenAPIDocument

    /// The operation a request reaches: a literal path beats one with `{captures}`.
    func operation(method: String, path: String) -> (template: String, operation: OpenAPIDocument.Operation)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let candidates = document.paths.keys.filter { template in
            let pattern = template.split(separator: "/", omittingEmptySubsequences: true)
            guard pattern.count == parts.count else { return false }
            return zip(pattern, parts).allSatisfy { p, s in p.hasPrefix("{") || p == s }
        }.sorted { $0.filter { $0 == "{" }.count < $1.filter { $0 == "{" }.count }
        for template in candidates {
            if let operation = document.paths[template]?[method.lowercased()] { return (template, operation) }
        }
        return nil
    }

    /// What is wrong with an answer, as sentences; empty when it matches the document.
    func problems(method: String, uri: String, status: Int, contentType: String?, body: Data) -> [String] {
        let path = String(uri.prefix { $0 != "?" })
        let where_ = "\(method) \(uri.prefix(200)) → \(status)"
        guard let (template, operation) = operation(method: method, path: path) else {
            // Unknown paths under /api answer 404 with the envelope (docs/api.md); a known path
            // with an unrouted method answers 404 or 405 the same way.
            guard status == 404 || status == 405 else { return ["\(where_): no such operation in the document"] }
            return validate(body, contentType, schema: ref("Error"), where_)
        }
        guard let declared = operation.responses[String(status)], let response = document.resolve(declared) else {
            return ["\(where_): status \(status) is not documented for \(method) \(template)"]
        }
        guard let content = response.content, !content.isEmpty else {
            return body.isEmpty ? [] : ["\(where_): documented without a body, but one came"]
        }
        let type = (contentType ?? "").split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard let media = content[type] else {
            return ["\(where_): content type \(type) is not one of \(content.keys.sorted())"]
        }
        guard type == "application/json", let schema = media.schema else { return [] }
        return validate(body, contentType, schema: schema, where_)
    }

    func ref(_ name: String) -> OpenAPISchema { document.components.schemas[name]! }

    func validate(_ body: Data, _ contentType: String?, schema: OpenAPISchema, _ where_: String) -> [String] {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: body) else {
            return ["\(where_): the body is not JSON: \(String(decoding: body.prefix(120), as: UTF8.self))"]
        }
        return JSONSchemaCheck(document: document).errors(value, schema, at: "$").map { "\(where_): \($0)" }
    }
}

/// A small JSON Schema (2020-12) validator for the keywords the document uses: `$ref`, `type`
/// (with `integer` and `null`), `properties`, `required`, `additionalProperties`, `items`, `enum`,
/// `const`, `oneOf`, `anyOf`, `minimum`/`maximum`, `minLength`/`maxLength`, `maxItems`, `pattern`
/// and the `date` / `date-time` formats.
struct JSONSchemaCheck {
    let document: OpenAPIDocument

    func errors(_ value: JSONValue, _ schema: OpenAPISchema, at path: String) -> [String] {
        if let ref = schema.ref {
            let name = String(ref.split(separator: "/").last ?? "")
            guard let target = document.components.schemas[name] else { return ["\(path): unknown $ref \(ref)"] }
            return errors(value, target, at: path)
        }
        if let choices = schema.anyOf {
            if choices.contains(where: { errors(value, $0, at: path).isEmpty }) { return [] }
            return ["\(path): matches none of anyOf (\(choices.map { errors(value, $0, at: path).first ?? "" }))"]
        }
        if let choices = schema.oneOf {
            let matching = choices.filter { errors(value, $0, at: path).isEmpty }.count
            if matching != 1 { return ["\(path): matches \(matching) of oneOf, not exactly one"] }
            return []
        }
        if let types = schema.type, !types.contains(where: { Self.isType(value, $0) }) {
            return ["\(path): \(Self.kind(value)) where the document says \(types.joined(separator: " or "))"]
        }
        var found: [String] = []
        if let allowed = schema.enumValues, !allowed.contains(value) {
            found.append("\(path): \(value) is not one of the enum")
        }
        if let fixed = schema.const, fixed != value { found.append("\(path): \(value) is not \(fixed)") }
        switch value {
        case .object(let fields):
            for name in schema.required ?? [] where fields[name] == nil {
                found.append("\(path): required field \(name) is missing")
            }
            for (name, field) in fields {
                if let declared = schema.properties?[name] {
                    found += errors(field, declared, at: "\(path).\(name)")
                } else if let additional = schema.additional {
                    found += errors(field, additional, at: "\(path).\(name)")
                } else if schema.closed {
                    found.append("\(path): field \(name) is not in the document")
                }
            }
        case .array(let items):
            if let limit = schema.maxItems, items.count > limit { found.append("\(path): more than \(limit) items") }
            if let item = schema.items {
                for (index, element) in items.enumerated() { found += errors(element, item, at: "\(path)[\(index)]") }
            }
        case .number(let number):
            if let low = schema.minimum, number < low { found.append("\(path): \(number) is below \(low)") }
            if let high = schema.maximum, number > high { found.append("\(path): \(number) is above \(high)") }
        case .string(let text):
            if let low = schema.minLength, text.count < low { found.append("\(path): shorter than \(low)") }
            if let high = schema.maxLength, text.count > high { found.append("\(path): longer than \(high)") }
            if let pattern = schema.pattern, text.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): “\(text.prefix(40))” does not match \(pattern)")
            }
            if let format = schema.format, let expression = Self.formats[format],
                text.range(of: expression, options: .regularExpression) == nil
            {
                found.append("\(path): “\(text.prefix(40))” is not a \(format)")
            }
        default: break
        }
        return found
    }

    static let formats = [
        "date": #"^\d{4}-\d{2}-\d{2}$"#,
        // RFC 3339: an offset is whole minutes, a local mean time's too (docs/api.md).
        "date-time": #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#,
    ]

    static func isType(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
            ("object", .object):
            true
        case ("integer", .number(let n)): n == n.rounded() && n.isFinite
        default: false
        }
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
