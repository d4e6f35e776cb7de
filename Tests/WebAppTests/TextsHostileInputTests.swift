import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

/// Every field of the Sacred Texts' forms, queries and paths, fed hostile values: the answer is a
/// page, a redirect or a 4xx — never a 500, never markup echoed unescaped — and nothing is stored
/// from a refused request.
@Suite("Hostile input on the Sacred Texts")
struct TextsHostileInputTests {
    static let forms: [(path: String, valid: [String: String])] = [
        (
            "/calendar/texts/bookmarks",
            ["text": "bhagavad-gita", "ref": "2.47", "note": "n", "back": "/calendar/texts"]
        ),
        ("/calendar/texts/bookmarks/1", ["note": "n", "action": "save", "back": "/calendar/texts"]),
        ("/calendar/texts/preferences", ["script": "telugu", "size": "large", "back": "/calendar/texts"]),
        ("/calendar/texts/reset", ["confirm": "yes"]),
        ("/calendar/texts/bhagavad-gita/2.47/read", ["back": "/calendar/texts", "advance": "1"]),
        ("/calendar/texts/bhagavad-gita/2.47/study", ["fact": "deepStudy"]),
        ("/calendar/settings", ["section": "texts", "dailyText": "bhagavad-gita", "script": "tamil"]),
    ]

    @Test("No hostile form value reaches a 500 or is echoed unescaped", arguments: forms.map(\.path))
    func everyField(path: String) async throws {
        let valid = Self.forms.first { $0.path == path }!.valid
        try await withApp { client, _ in
            for field in valid.keys.sorted() {
                for value in HostileInputTests.hostile + ["/\\evil.example", "//evil.example", "../../etc/passwd"] {
                    var body = valid
                    body[field] = value
                    try await client.execute(uri: path, method: .post, headers: formHeaders, body: form(body)) {
                        response in
                        #expect(response.status.code < 500, "\(path) \(field)=\(value.prefix(30)) → \(response.status)")
                        #expect(!response.text.contains("<script>alert") && !response.text.contains("<img src=x"))
                        if let location = response.headers[.location] {
                            #expect(location.hasPrefix("/") && !location.hasPrefix("//") && !location.contains("\\"))
                        }
                    }
                }
            }
        }
    }

    @Test("Hostile paths and queries are answered with a page or a 4xx")
    func pathsAndQueries() async throws {
        try await withApp { client, database in
            let values = [
                "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "..%2F..%2Fetc", "%00", "%F0%9F%98%80", "999999999999999999999",
                "2.47.1", "-1",
            ]
            for value in values {
                for uri in [
                    "/calendar/texts/\(value)", "/calendar/texts/bhagavad-gita/\(value)",
                    "/calendar/texts/bhagavad-gita?section=\(value)", "/calendar/texts/search?q=\(value)",
                    "/calendar/texts/search?q=karma&text=\(value)",
                    "/calendar/texts/bhagavad-gita/2.47?mode=study&step=\(value)",
                    "/calendar/texts/bhagavad-gita/\(value)/card.svg", "/api/v1/texts/\(value)",
                    "/api/v1/texts/bhagavad-gita/units/\(value)",
                    "/api/v1/texts/bhagavad-gita/units/2.47?script=\(value)",
                    "/api/v1/texts/search?q=\(value)", "/api/v1/texts/search?q=a&text=\(value)",
                ] {
                    let response = try await client.execute(uri: uri, method: .get)
                    #expect(response.status.code < 500, "\(uri) → \(response.status)")
                    if response.headers[.contentType]?.hasPrefix("text/html") == true {
                        #expect(!response.text.contains("<script>alert(1)"), "\(uri)")
                    }
                    #expect(
                        response.text.count < 20_000 || response.status == .ok, "a refusal never echoes a huge input")
                }
            }
            #expect(try await database.bookmarks(of: .local).isEmpty)
        }
    }
}
