import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every form field of Purascharana, fed every kind of hostile value: the answer is a page or a
/// redirect with a 2xx–4xx status, never a 500, and the stored history only changes through a
/// valid submission.
@Suite("Hostile input on every field")
struct HostileInputTests {
    static let hostile = [
        "", " ", "0", "-1", "1.5", "1,5", "abc", "١٦", "१६", "９", "1e9", "99999999999999999999999999",
        "<script>alert('x')</script>", "\"><img src=x onerror=alert(1)>", "' OR 1=1 --", "\u{0}", "\u{202E}16",
        String(repeating: "9", count: 5000), "NaN", "Infinity", "😀", "2026-02-30", "0x10",
    ]

    static let formFields: [(path: String, fields: [String])] = [
        ("/japa/1/add", ["amount"]),
        ("/japa/1/value", ["value"]),
        ("/japa/1/settings", ["name", "target", "targetDate", "copyFormat"]),
        ("/japa/counters", ["name", "target"]),
        ("/language", ["language", "back"]),
    ]

    @Test("No hostile form value reaches a 500 or is echoed unescaped", arguments: formFields.map(\.path))
    func everyFormField(path: String) async throws {
        let fields = Self.formFields.first { $0.path == path }!.fields
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get)
            let valid = [
                "name": "Japa", "target": "5556", "targetDate": "", "copyFormat": "literal", "amount": "1",
                "value": "1", "language": "en", "back": "/",
            ]
            for field in fields {
                for value in Self.hostile {
                    var body = valid.filter { fields.contains($0.key) }
                    body[field] = value
                    try await client.execute(uri: path, method: .post, headers: formHeaders, body: form(body)) {
                        response in
                        #expect(response.status.code < 500, "\(path) \(field)=\(value.prefix(30)) → \(response.status)")
                        #expect(!response.text.contains("<script>alert"), "markup is escaped")
                        #expect(!response.text.contains("<img src=x"), "markup is escaped")
                    }
                }
            }
        }
    }

    @Test("Malformed form encodings and wrong content types are answered, not crashed on")
    func malformedBodies() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            for body in [
                "%", "amount=%ZZ", "=&=&", "amount", String(repeating: "&", count: 10_000), "amount=16&amount=abc",
            ] {
                try await client.execute(
                    uri: "/japa/1/add", method: .post, headers: formHeaders, body: ByteBuffer(string: body)
                ) {
                    response in
                    #expect(response.status.code < 500, "\(body.prefix(20)) → \(response.status)")
                }
            }
            try await client.execute(
                uri: "/japa/import", method: .post, headers: [.contentType: "text/plain"], body: ByteBuffer(string: "x")
            ) { response in
                #expect(response.status == .badRequest)
            }
            try await client.execute(
                uri: "/japa/import", method: .post, headers: [.contentType: "multipart/form-data; boundary=\"\""],
                body: ByteBuffer(string: "x")
            ) { response in
                #expect(response.status.code < 500)
            }
            let entries = try await database.snapshot(.init(rawValue: 1), for: .local).entries
            #expect(entries.allSatisfy { $0.kind == .addition })
        }
    }

    @Test("Hostile API bodies on every JSON route answer 4xx with an error")
    func apiRoutes() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/api/v1/japa/counters", method: .get)
            let routes: [(String, HTTPRequest.Method)] = [
                ("/api/v1/japa/counters", .post), ("/api/v1/japa/counters/1", .patch),
                ("/api/v1/japa/counters/1/additions", .post), ("/api/v1/japa/counters/1/value", .put),
                ("/api/v1/japa/import", .post),
            ]
            let bodies = [
                "", "null", "[]", "\"x\"", "{", #"{"name": 5}"#, #"{"target": "lots"}"#, #"{"target": -1}"#,
                #"{"amount": {}}"#, #"{"value": 1e400}"#, #"{"targetDate": "yesterday"}"#, #"{"copyFormat": 1}"#,
                String(repeating: "[", count: 100_000),
            ]
            for (uri, method) in routes {
                for body in bodies {
                    try await client.execute(
                        uri: uri, method: method, headers: jsonHeaders, body: ByteBuffer(string: body)
                    ) {
                        response in
                        #expect(response.status.code < 500, "\(method) \(uri) \(body.prefix(20)) → \(response.status)")
                        if response.status.code >= 400 { #expect(response.json["error"] is String) }
                    }
                }
            }
        }
    }
}
