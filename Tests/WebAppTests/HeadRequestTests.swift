import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("HEAD requests")
struct HeadRequestTests {
    @Test(
        "HEAD on a page answers like GET: same status and content type, no body",
        arguments: ["/", "/training", "/training/about", "/calendar/welcome", "/health"])
    func headLikeGet(path: String) async throws {
        try await withApp { client, _ in
            var getStatus: HTTPResponse.Status?
            var getType: String?
            try await client.execute(uri: path, method: .get, headers: [.acceptLanguage: "en"]) { response in
                getStatus = response.status
                getType = response.headers[.contentType]
                #expect(response.body.readableBytes > 0)
            }
            try await client.execute(uri: path, method: .head, headers: [.acceptLanguage: "en"]) { response in
                #expect(response.status == getStatus)
                #expect(response.status != .notFound)
                #expect(response.headers[.contentType] == getType)
                #expect(response.body.readableBytes == 0)
            }
        }
    }

    @Test("HEAD on a redirecting page redirects like GET, to the same place")
    func headRedirect() async throws {
        try await withApp { client, _ in
            var location: String?
            try await client.execute(uri: "/japa", method: .get) { response in
                #expect(response.status == .found)
                location = response.headers[.location]
            }
            try await client.execute(uri: "/japa", method: .head) { response in
                #expect(response.status == .found)
                #expect(response.headers[.location] == location)
            }
        }
    }

    @Test("HEAD on a path that does not exist still answers 404")
    func headUnknown() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/no-such-page", method: .head) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
