import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The API's festival prose in the visitor's language.
extension CalendarAPITests {
    @Test("A festival's JSON carries its story and rules in the visitor's language, a variant's rule included")
    func festivalInLanguage() async throws {
        try await withApp { client, _ in
            let tamil: HTTPFields = [.acceptLanguage: "ta-IN,ta;q=0.9"]
            let deepam = try await client.calGet("/api/v1/calendar/festivals/karthigai-deepam", headers: tamil)
            #expect(deepam.json["language"] as? String == "ta")
            #expect((deepam.json["story"] as? String)?.contains("சிவபெருமான் தோன்றினார்") == true)
            #expect((deepam.json["about"] as? String)?.contains("அகல் விளக்குகள்") == true)
            #expect((deepam.json["didYouKnow"] as? String)?.contains("மகா தீபம்") == true)
            #expect((deepam.json["ruleText"] as? String)?.hasPrefix("கார்த்திகை மாதத்தில்") == true)
            let observance = deepam.json["observance"] as? [String: Any]
            #expect((observance?["rule"] as? String)?.hasPrefix("கார்த்திகை மாதத்தில்") == true)
            let hanuman = try await client.calGet(
                "/api/v1/calendar/festivals/hanuman-jayanti?tradition=tamil", headers: tamil)
            let rule = (hanuman.json["observance"] as? [String: Any])?["rule"] as? String
            #expect(rule?.hasPrefix("மார்கழி மாத அமாவாசை") == true, "\(rule ?? "nil")")
            let hindi: HTTPFields = [.acceptLanguage: "hi"]
            let diwali = try await client.calGet("/api/v1/calendar/festivals/diwali", headers: hindi)
            #expect((diwali.json["story"] as? String)?.hasPrefix("चौदह वर्ष के वनवास") == true)
            let list = try await client.calGet("/api/v1/calendar/festivals", headers: hindi)
            let card = (list.json["festivals"] as? [[String: Any]])?.first { $0["id"] as? String == "karthigai-deepam" }
            #expect((card?["description"] as? String)?.hasPrefix("हर ओर मिट्टी के दीयों") == true)
            let english = try await client.calGet("/api/v1/calendar/festivals/diwali")
            #expect((english.json["story"] as? String)?.hasPrefix("Ayodhya lit rows of lamps") == true)
        }
    }
}
