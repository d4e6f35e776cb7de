import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Purascharana history API in pages")
struct JapaHistoryAPITests {
    @Test("History pages follow the next cursor to the oldest entry; a bad limit or cursor is a 422")
    func pagesFollowCursor() async throws {
        try await withApp { client, _ in
            for amount in 1...7 {
                _ = try await client.execute(
                    uri: "/api/v1/japa/counters/1/additions", method: .post, headers: jsonHeaders,
                    body: ByteBuffer(string: #"{"amount": \#(amount)}"#))
            }
            var amounts: [Int] = []
            var uri = "/api/v1/japa/counters/1/history?limit=3"
            var pages = 0
            while pages < 10 {
                let json = try await client.execute(uri: uri, method: .get) { $0.json }
                amounts += (json["entries"] as? [[String: Any]] ?? []).compactMap { $0["amount"] as? Int }
                pages += 1
                guard let next = json["next"] as? Int else {
                    #expect(json["next"] is NSNull, "the last page says next: null")
                    break
                }
                uri = "/api/v1/japa/counters/1/history?limit=3&before=\(next)"
            }
            #expect(pages == 3)
            #expect(amounts == [7, 6, 5, 4, 3, 2, 1])
            for bad in ["limit=0", "limit=501", "limit=ten", "before=-4"] {
                let status = try await client.execute(uri: "/api/v1/japa/counters/1/history?\(bad)", method: .get) {
                    $0.status
                }
                #expect(status == .unprocessableContent, "\(bad)")
            }
        }
    }
}
