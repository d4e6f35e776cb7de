import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

extension JapaPagesTests {
    @Test("With three counters the main page draws one row of three tabs, the current one marked")
    func threeCountersOneRowOfTabs() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get, headers: russian)
            for name in ["Gayatri", "Narasimha"] {
                _ = try await client.execute(
                    uri: "/japa/counters", method: .post, headers: formHeaders,
                    body: form(["name": name, "target": "24000"]))
            }
            try await client.execute(uri: "/japa/2", method: .get, headers: russian) { response in
                let html = response.text
                #expect(html.components(separatedBy: "<nav class=\"chips").count - 1 == 1, "one row of tabs")
                #expect(html.components(separatedBy: "class=\"chip\"").count - 1 == 3, "one tab per counter")
                let tabs =
                    html.components(separatedBy: "<nav class=\"chips").last?.components(separatedBy: "</nav>")
                    .first ?? ""
                #expect(tabs.components(separatedBy: "aria-current=\"page\"").count - 1 == 1, "one current tab")
                #expect(html.contains("aria-current=\"page\">Gayatri</a>"))
                #expect(html.components(separatedBy: "<h1").count == 2, "one h1")
                #expect(html.contains("<h1 class=\"japa-name japa-current\">Gayatri</h1>"), "the counter you add to is named in view")
            }
        }
    }

    @Test("With one counter there are no tabs, only its name as the heading")
    func oneCounterNoTabs() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/japa", method: .get, headers: russian)
            try await client.execute(uri: "/japa/1", method: .get, headers: russian) { response in
                #expect(!response.text.contains("class=\"chip\""))
                #expect(response.text.contains("<h1 class=\"japa-name\">"))
            }
        }
    }
}
