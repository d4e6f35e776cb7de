import Foundation
import Hummingbird

/// The API's description, served: the OpenAPI document as written (`/api/openapi.yaml`), the same
/// as JSON (`/api/openapi.json`, written from the YAML by `scripts/api/openapi-json`), the written
/// promise (`/api/promise`) and a reference page at `/api`, all read from the bundle once.
struct APIDocsController {
    let services: AppServices
    let reference: APIReference

    init(services: AppServices) throws {
        self.services = services
        self.reference = try APIReference.bundled()
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api") { request, context in
            services.pages.render(
                "api/reference", reference.page,
                chrome: Chrome(
                    language: services.language(for: request, context), title: reference.title, path: "/api"))
        }
        router.get("/api/openapi.yaml") { _, _ in
            Self.file(reference.yaml, type: "application/yaml; charset=utf-8")
        }
        router.get("/api/openapi.json") { _, _ in
            Self.file(reference.json, type: "application/json; charset=utf-8")
        }
        router.get("/api/promise") { _, _ in
            Self.file(reference.promise, type: "text/markdown; charset=utf-8")
        }
    }

    static func file(_ bytes: Data, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// The OpenAPI document as the reference page shows it: the operations by tag, each with its
/// parameters, body and answers, and every schema with its fields.
struct APIReference: Sendable {
    let yaml: Data
    let json: Data
    let promise: Data
    let document: OpenAPIDocument
    /// Built once: the page's context for the Mustache template (read-only after init).
    nonisolated(unsafe) let page: [String: Any]

    var title: String { document.info.title + " reference" }

    static func bundled() throws -> APIReference {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("OpenAPI") else {
            throw WebError.notFound
        }
        let json = try Data(contentsOf: folder.appendingPathComponent("openapi.json"))
        return try APIReference(
            yaml: Data(contentsOf: folder.appendingPathComponent("openapi.yaml")), json: json,
            promise: Data(contentsOf: folder.appendingPathComponent("api.md")),
            document: JSONDecoder().decode(OpenAPIDocument.self, from: json))
    }

    init(yaml: Data, json: Data, promise: Data, document: OpenAPIDocument) {
        self.yaml = yaml
        self.json = json
        self.promise = promise
        self.document = document
        self.page = Self.page(document)
    }

    static let methods = ["get", "post", "put", "patch", "delete"]

    static func page(_ document: OpenAPIDocument) -> [String: Any] {
        let operations = document.operations
        let sections: [[String: Any]] = document.tags.map { tag in
            let listed = operations.filter { $0.operation.tags.first == tag.name }
            return [
                "name": tag.name, "anchor": anchor("tag", tag.name), "count": listed.count,
                "operations": listed.map { operation($0, document) },
            ]
        }.filter { ($0["count"] as? Int ?? 0) > 0 }
        let schemas: [[String: Any]] = document.components.schemas.keys.sorted().map { name in
            let schema = document.components.schemas[name]!
            let required = Set(schema.required ?? [])
            return [
                "name": name, "anchor": anchor("schema", name), "description": schema.description ?? "",
                "fields": (schema.properties ?? [:]).keys.sorted().map { key in
                    field(key, schema.properties![key]!, required: required.contains(key))
                },
                "hasFields": !(schema.properties ?? [:]).isEmpty,
            ]
        }
        return [
            "apiTitle": document.info.title, "version": document.info.version,
            "intro": (document.info.description ?? "").components(separatedBy: "\n\n").map(inlineCode),
            "sections": sections,
            "schemas": schemas,
            "operationCount": operations.count,
        ]
    }

    /// A paragraph with its `code` spans marked, for the template to set in <code>.
    static func inlineCode(_ paragraph: String) -> [String: Any] {
        let parts = paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, text in
            ["text": String(text), "code": index % 2 == 1] as [String: Any]
        }
        return ["parts": parts]
    }

    static func operation(_ entry: OpenAPIDocument.Entry, _ document: OpenAPIDocument) -> [String: Any] {
        let op = entry.operation
        let parameters = (op.parameters ?? []).compactMap { document.resolve($0) }
        var body: [String: Any] = [:]
        if let request = op.requestBody {
            body = [
                "types": request.content.keys.sorted().map { type in
                    ["type": type, "schema": typeText(request.content[type]!.schema)]
                },
                "required": request.required ?? false,
            ]
        }
        return [
            "method": entry.method.uppercased(), "methodClass": entry.method, "path": entry.path,
            "anchor": op.operationId, "summary": op.summary ?? "", "description": op.description ?? "",
            "parameters": parameters.map { p in
                [
                    "name": p.name, "in": p.in, "required": p.required ?? false, "description": p.description ?? "",
                    "type": typeText(p.schema), "limits": notes(limits(p.schema), p.description),
                ] as [String: Any]
            },
            "hasParameters": !parameters.isEmpty,
            "body": body.isEmpty ? false : body,
            "responses": op.responses.keys.sorted().map { status in
                let response = document.resolve(op.responses[status]!)
                return [
                    "status": status, "description": response?.description ?? "",
                    "types": (response?.content ?? [:]).keys.sorted().map { type in
                        ["type": type, "schema": typeText(response!.content![type]!.schema)]
                    },
                ] as [String: Any]
            },
        ]
    }

    static func field(_ name: String, _ schema: OpenAPISchema, required: Bool) -> [String: Any] {
        [
            "name": name, "type": typeText(schema), "required": required,
            "limits": notes(limits(schema), schema.description),
            "description": schema.description ?? "",
        ]
    }

    /// A schema as a short phrase with a link to a named one: "string (date) or null", "array of [Place]".
    static func typeText(_ schema: OpenAPISchema?) -> [String: Any] {
        guard let schema else { return ["text": "any", "link": false] }
        if let ref = schema.ref {
            let name = String(ref.split(separator: "/").last ?? "")
            return ["text": name, "link": "#" + anchor("schema", name)]
        }
        if let choices = schema.oneOf ?? schema.anyOf {
            let parts = choices.map { typeText($0) }
            if let linked = parts.first(where: { $0["link"] as? String != nil }) {
                return [
                    "text": parts.map { $0["text"] as? String ?? "" }.joined(separator: " or "),
                    "link": linked["link"]!,
                ]
            }
            return ["text": parts.map { $0["text"] as? String ?? "" }.joined(separator: " or "), "link": false]
        }
        var words = (schema.type ?? []).map { type -> String in
            if type == "array" {
                let item = typeText(schema.items)
                return "array of " + (item["text"] as? String ?? "any")
            }
            if type == "string", let format = schema.format { return "string (\(format))" }
            return type
        }
        if words.isEmpty { words = ["any"] }
        let link = schema.items.map { typeText($0)["link"] ?? false } ?? false
        return ["text": words.joined(separator: " or "), "link": link]
    }

    /// Ranges, lengths, patterns, enums and defaults, as one line.
    static func limits(_ schema: OpenAPISchema?) -> String {
        guard let s = schema else { return "" }
        var parts: [String] = []
        if let values = s.enumValues { parts.append("one of " + values.map(\.shown).joined(separator: ", ")) }
        if let value = s.const { parts.append("exactly " + value.shown) }
        switch (s.minimum, s.maximum) {
        case let (low?, high?): parts.append("\(number(low))…\(number(high))")
        case let (low?, nil): parts.append("≥ \(number(low))")
        case let (nil, high?): parts.append("≤ \(number(high))")
        default: break
        }
        if let length = s.maxLength { parts.append("at most \(length) characters") }
        if let items = s.maxItems { parts.append("at most \(items) items") }
        if let pattern = s.pattern { parts.append("pattern \(pattern)") }
        if let value = s.defaultValue { parts.append("default " + value.shown) }
        return parts.joined(separator: "; ")
    }

    /// The limits and the description as one cell: "at most 64 characters. IANA zone; …".
    static func notes(_ limits: String, _ description: String?) -> String {
        [limits, description ?? ""].filter { !$0.isEmpty }.joined(separator: ". ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e18 ? String(Int64(value)) : String(value)
    }

    static func anchor(_ kind: String, _ name: String) -> String {
        kind + "-" + name.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}

extension JSONValue {
    /// A value as the reference shows it: strings bare, the rest as JSON would write them.
    var shown: String {
        switch self {
        case .null: "null"
        case .bool(let b): String(b)
        case .number(let n): APIReference.number(n)
        case .string(let s): s
        case .array: "a list"
        case .object: "an object"
        }
    }
}
