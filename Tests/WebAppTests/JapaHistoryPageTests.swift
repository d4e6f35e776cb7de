import CivilTime
import Foundation
import Hummingbird
import HummingbirdTesting
import Japa
import Storage
import Testing

@Suite("Purascharana history page, a page at a time")
struct JapaHistoryPageTests {
    func rows(_ html: String) -> Int { html.components(separatedBy: "<td class=\"when\">").count - 1 }

    @Test("The history page shows the newest 100 entries and links to the older ones, which end honestly")
    func pagedHistory() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/japa", method: .get)
            let day = try CivilDate(iso: "2026-11-21")
            for index in 1...105 {
                _ = try await database.append(
                    JapaEntry(
                        kind: .addition, amount: 1,
                        recordedAt: Date(timeIntervalSince1970: 1_795_000_000 + Double(index)), day: day),
                    to: .init(rawValue: 1), for: .local)
            }
            let older = try await client.execute(uri: "/japa/1/history", method: .get, headers: [.acceptLanguage: "en"])
            {
                response in
                #expect(response.status == .ok)
                #expect(self.rows(response.text) == 100)
                // Newest first: the first row's total is the whole count.
                #expect(response.text.contains("<td class=\"num\">+1</td><td class=\"num\">105</td>"))
                #expect(!response.text.contains("<td class=\"num\">+1</td><td class=\"num\">5</td>"))
                let link = try #require(
                    response.text.firstMatch(of: #/href="(/japa/1/history\?before=\d+)" rel="next"/#))
                return String(link.output.1)
            }
            try await client.execute(uri: older, method: .get, headers: [.acceptLanguage: "en"]) { response in
                #expect(self.rows(response.text) == 5)
                #expect(response.text.contains("<td class=\"num\">+1</td><td class=\"num\">1</td>"))
                #expect(!response.text.contains("rel=\"next\""))
                #expect(response.text.contains("Newest entries"))
            }
            try await client.execute(uri: "/japa/1/history?before=1", method: .get, headers: [.acceptLanguage: "en"]) {
                response in
                #expect(self.rows(response.text) == 0)
                #expect(response.text.contains("No older entries."))
            }
            for hostile in ["0", "-5", "abc", "99999999999999999999", "1e3"] {
                try await client.execute(uri: "/japa/1/history?before=\(hostile)", method: .get) { response in
                    #expect(response.status == .unprocessableContent, "\(hostile)")
                }
            }
        }
    }

    @Test("Another profile's counter history is not found")
    func otherProfile() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/japa/99/history", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
