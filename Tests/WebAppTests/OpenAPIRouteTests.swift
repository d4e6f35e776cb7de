import Foundation
import Hummingbird
import Storage
import Testing

@testable import WebApp

/// The document and the router agree: every `/api` route the server answers is an operation of
/// `docs/openapi.yaml`, and every operation there is routed.
@Suite struct OpenAPIRouteTests {
    static func routedOperations() async throws -> Set<String> {
        let configuration = WebAppConfiguration(
            dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!,
            now: { Date(timeIntervalSince1970: 1_795_255_200) })
        let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
        return Set(
            router.routes.compactMap { route -> String? in
                let path = "\(route.path)"
                // HEAD is generated from every GET; `/**` are the apps' catch-alls answering 404.
                guard path == "/api" || path.hasPrefix("/api/"), route.method != .head, !path.hasSuffix("/**")
                else { return nil }
                let template = path.split(separator: "/").map { part in
                    part.hasPrefix(":") ? "{\(part.dropFirst())}" : String(part)
                }.joined(separator: "/")
                return "\(route.method.rawValue) \(template.isEmpty ? "/" : "/" + template)"
            })
    }

    static var documentedOperations: Set<String> {
        Set(OpenAPIContract.shared.document.operations.map { "\($0.method.uppercased()) \($0.path)" })
    }

    @Test func everyRoutedAPIOperationIsDocumented() async throws {
        let routed = try await Self.routedOperations()
        #expect(routed.count > 60)
        let undocumented = routed.subtracting(Self.documentedOperations).sorted()
        #expect(undocumented.isEmpty, "routed but not in docs/openapi.yaml: \(undocumented)")
    }

    @Test func everyDocumentedOperationIsRouted() async throws {
        let missing = Self.documentedOperations.subtracting(try await Self.routedOperations()).sorted()
        #expect(missing.isEmpty, "in docs/openapi.yaml but not routed: \(missing)")
    }

    /// The reference page lists every operation and names every schema, from the same document.
    @Test func referencePageListsEveryOperation() async throws {
        try await withApp { client, _ in
            let page = try await client.execute(uri: "/api", method: .get)
            #expect(page.status == .ok)
            let html = page.text
            for operation in OpenAPIContract.shared.document.operations {
                #expect(html.contains("id=\"\(operation.operation.operationId)\""), "\(operation.path)")
            }
            #expect(html.contains("<main"))
            #expect(html.contains("<h1 id=\"api-title\">"))
            #expect(!html.contains("style="))
            let yaml = try await client.execute(uri: "/api/openapi.yaml", method: .get)
            #expect(yaml.headers[.contentType] == "application/yaml; charset=utf-8")
            #expect(yaml.text.contains("openapi: 3.1.0"))
            let json = try await client.execute(uri: "/api/openapi.json", method: .get)
            let decoded = try JSONDecoder().decode(OpenAPIDocument.self, from: Data(buffer: json.body))
            #expect(decoded.operations.count == OpenAPIContract.shared.document.operations.count)
        }
    }
}
