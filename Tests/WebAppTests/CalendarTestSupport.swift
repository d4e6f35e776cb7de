import Foundation
import Hummingbird
import HummingbirdTesting

/// GeoNames ids of the cities the calendar tests use.
enum CalendarCity {
    static let chennai = "1264527"
    static let newYork = "5128581"
    static let newDelhi = "1261481"
}

extension TestClientProtocol {
    func calGet(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await execute(uri: uri, method: .get, headers: headers)
    }

    func calPost(_ uri: String, _ fields: [String: String]) async throws -> TestResponse {
        try await execute(uri: uri, method: .post, headers: formHeaders, body: form(fields))
    }

    /// Completes onboarding with a city, so `/calendar` shows Today.
    func calOnboard(city: String = CalendarCity.newDelhi) async throws {
        _ = try await calPost("/calendar/welcome", ["step": "5", "placeId": city])
    }
}
