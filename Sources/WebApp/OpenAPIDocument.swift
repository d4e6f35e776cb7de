import Foundation

/// The part of an OpenAPI 3.1 document the reference page and the tests read: tags, operations
/// with parameters, bodies and answers, and the named schemas.
struct OpenAPIDocument: Decodable, Sendable {
    struct Info: Decodable, Sendable {
        let title: String
        let version: String
        let description: String?
    }
    struct Tag: Decodable, Sendable {
        let name: String
    }
    struct Operation: Decodable, Sendable {
        let operationId: String
        let tags: [String]
        let summary: String?
        let description: String?
        let parameters: [Parameter]?
        let requestBody: RequestBody?
        let responses: [String: Response]
    }
    /// A parameter, or a `$ref` to one under `components.parameters`.
    struct Parameter: Decodable, Sendable {
        let ref: String?
        let name: String
        let `in`: String
        let required: Bool?
        let description: String?
        let schema: OpenAPISchema?

        enum CodingKeys: String, CodingKey {
            case ref = "$ref"
            case name, `in`, required, description, schema
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            ref = try c.decodeIfPresent(String.self, forKey: .ref)
            name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
            `in` = try c.decodeIfPresent(String.self, forKey: .in) ?? ""
            required = try c.decodeIfPresent(Bool.self, forKey: .required)
            description = try c.decodeIfPresent(String.self, forKey: .description)
            schema = try c.decodeIfPresent(OpenAPISchema.self, forKey: .schema)
        }
    }
    struct MediaType: Decodable, Sendable {
        let schema: OpenAPISchema?
    }
    struct RequestBody: Decodable, Sendable {
        let required: Bool?
        let content: [String: MediaType]
    }
    /// An answer, or a `$ref` to one under `components.responses`.
    struct Response: Decodable, Sendable {
        let ref: String?
        let description: String?
        let content: [String: MediaType]?

        enum CodingKeys: String, CodingKey {
            case ref = "$ref"
            case description, content
        }
    }
    struct Components: Decodable, Sendable {
        let schemas: [String: OpenAPISchema]
        let parameters: [String: Parameter]?
        let responses: [String: Response]?
    }
    /// One operation with where it lives.
    struct Entry: Sendable {
        let method: String
        let path: String
        let operation: Operation
    }

    let openapi: String
    let info: Info
    let tags: [Tag]
    let paths: [String: [String: Operation]]
    let components: Components

    /// Every operation, by path and then in the order GET, POST, PUT, PATCH, DELETE.
    var operations: [Entry] {
        paths.keys.sorted().flatMap { path in
            APIReference.methods.compactMap { method in
                paths[path]?[method].map { Entry(method: method, path: path, operation: $0) }
            }
        }
    }

    func resolve(_ parameter: Parameter) -> Parameter? {
        guard let ref = parameter.ref else { return parameter }
        return components.parameters?[String(ref.split(separator: "/").last ?? "")]
    }

    func resolve(_ response: Response) -> Response? {
        guard let ref = response.ref else { return response }
        return components.responses?[String(ref.split(separator: "/").last ?? "")]
    }
}

/// A JSON Schema (2020-12, as OpenAPI 3.1 uses it), the keywords this API's document uses.
final class OpenAPISchema: Decodable, Sendable {
    let ref: String?
    /// `type` as a list: `"string"` reads as `["string"]`, `["string", "null"]` as written.
    let type: [String]?
    let format: String?
    let description: String?
    let properties: [String: OpenAPISchema]?
    let required: [String]?
    /// `additionalProperties`: false when only the listed properties may appear.
    let closed: Bool
    /// `additionalProperties` given as a schema (a map's values).
    let additional: OpenAPISchema?
    let items: OpenAPISchema?
    let oneOf: [OpenAPISchema]?
    let anyOf: [OpenAPISchema]?
    let enumValues: [JSONValue]?
    let const: JSONValue?
    let defaultValue: JSONValue?
    let minimum: Double?
    let maximum: Double?
    let minLength: Int?
    let maxLength: Int?
    let maxItems: Int?
    let pattern: String?

    enum CodingKeys: String, CodingKey {
        case ref = "$ref"
        case type, format, description, properties, required, additionalProperties, items, oneOf, anyOf
        case enumValues = "enum"
        case const
        case defaultValue = "default"
        case minimum, maximum, minLength, maxLength, maxItems, pattern
    }

    required init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ref = try c.decodeIfPresent(String.self, forKey: .ref)
        if let one = try? c.decodeIfPresent(String.self, forKey: .type) {
            type = [one]
        } else {
            type = try c.decodeIfPresent([String].self, forKey: .type)
        }
        format = try c.decodeIfPresent(String.self, forKey: .format)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        properties = try c.decodeIfPresent([String: OpenAPISchema].self, forKey: .properties)
        required = try c.decodeIfPresent([String].self, forKey: .required)
        if let flag = try? c.decodeIfPresent(Bool.self, forKey: .additionalProperties) {
            closed = !flag
            additional = nil
        } else {
            closed = false
            additional = try c.decodeIfPresent(OpenAPISchema.self, forKey: .additionalProperties)
        }
        items = try c.decodeIfPresent(OpenAPISchema.self, forKey: .items)
        oneOf = try c.decodeIfPresent([OpenAPISchema].self, forKey: .oneOf)
        anyOf = try c.decodeIfPresent([OpenAPISchema].self, forKey: .anyOf)
        enumValues = try c.decodeIfPresent([JSONValue].self, forKey: .enumValues)
        const = try c.decodeIfPresent(JSONValue.self, forKey: .const)
        defaultValue = try c.decodeIfPresent(JSONValue.self, forKey: .defaultValue)
        minimum = try c.decodeIfPresent(Double.self, forKey: .minimum)
        maximum = try c.decodeIfPresent(Double.self, forKey: .maximum)
        minLength = try c.decodeIfPresent(Int.self, forKey: .minLength)
        maxLength = try c.decodeIfPresent(Int.self, forKey: .maxLength)
        maxItems = try c.decodeIfPresent(Int.self, forKey: .maxItems)
        pattern = try c.decodeIfPresent(String.self, forKey: .pattern)
    }
}
