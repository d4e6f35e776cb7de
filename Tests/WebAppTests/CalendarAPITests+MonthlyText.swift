import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The API's monthly-observance rule and food guidance in the visitor's language.
extension CalendarAPITests {
    @Test("A monthly observance's JSON carries its rule, why-this-date rule and food in the visitor's language")
    func monthlyInLanguage() async throws {
        try await withApp { client, _ in
            let tamil: HTTPFields = [.acceptLanguage: "ta-IN,ta;q=0.9"]
            let ekadashi = try await client.calGet("/api/v1/calendar/festivals/ekadashi", headers: tamil)
            #expect(ekadashi.json["language"] as? String == "ta")
            #expect((ekadashi.json["ruleText"] as? String)?.hasPrefix("ஏகாதசி (வளர்பிறை") == true)
            #expect((ekadashi.json["about"] as? String)?.hasPrefix("உபவாசம் இருங்கள்") == true)
            let rule = (ekadashi.json["observance"] as? [String: Any])?["rule"] as? String
            #expect(rule?.hasPrefix("ஏகாதசி (வளர்பிறை") == true, "\(rule ?? "nil")")
            let hindi: HTTPFields = [.acceptLanguage: "hi"]
            let amavasai = try await client.calGet("/api/v1/calendar/festivals/amavasai", headers: hindi)
            #expect((amavasai.json["ruleText"] as? String)?.hasPrefix("सूर्योदय के समय अमावस्या") == true)
            #expect(amavasai.json["about"] as? String == "शाकाहार; पितरों को तर्पण दिया जाता है")
            let english = try await client.calGet("/api/v1/calendar/festivals/ekadashi")
            #expect((english.json["ruleText"] as? String)?.hasPrefix("Ekadashi (tithi 11") == true)
            #expect((english.json["about"] as? String)?.hasPrefix("Fast, or eat no grains") == true)
        }
    }
}
