import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Monthly observances' rules and food guidance in the visitor's language (Festivals/monthly.hi.json
/// and monthly.ta.json).
extension CalendarPagesTests {
    static let tamilEkadashiRule = "ஏகாதசி (வளர்பிறை அல்லது தேய்பிறையின் பதினொன்றாம் திதி)"
    static let tamilEkadashiFood = "வெங்காயம், பூண்டு, இறைச்சி, மீன், முட்டை வேண்டாம்"
    static let hindiEkadashiRule = "एकादशी (किसी भी पक्ष की ग्यारहवीं तिथि)"
    static let hindiEkadashiFood = "प्याज़, लहसुन, मांस, मछली और अंडा भी नहीं"
    static let englishEkadashiRule = "Ekadashi (tithi 11 of either paksha)"
    static let englishEkadashiFood = "Fast, or eat no grains or beans"

    @Test("Ekadashi's page in the Tamil UI gives its rule, food guidance and day's name in Tamil; the list's cards too")
    func ekadashiInTamil() async throws {
        try await withApp { client, _ in
            _ = try await client.calPost("/calendar/welcome", ["step": "1", "language": "ta"])
            try await client.calOnboard(city: CalendarCity.chennai)
            let page = try await client.calGet("/calendar/festivals/ekadashi")
            #expect(page.status == .ok)
            for text in [Self.tamilEkadashiRule, Self.tamilEkadashiFood] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            for english in [Self.englishEkadashiRule, Self.englishEkadashiFood] {
                #expect(!page.text.contains(english), "still English: \(english)")
            }
            let saphala = try await client.calGet("/calendar/festivals/ekadashi?date=2025-12-15")
            #expect(saphala.text.contains("<h1 id=\"fest-title\">சபலா ஏகாதசி</h1>"))
            #expect(saphala.text.contains("<span class=\"names-value\">Saphala Ekadashi</span>"))
            let list = try await client.calGet("/calendar/festivals?kind=all")
            #expect(list.text.contains("சூரிய அஸ்தமனத்துக்குப் பிந்தைய பிரதோஷ காலத்தில் திரயோதசி"))
            #expect(!list.text.contains("Trayodashi prevailing during pradosha kala"))
        }
    }

    @Test("Ekadashi's page in the Hindi UI gives its rule, food guidance and day's name in Hindi")
    func ekadashiInHindi() async throws {
        try await withApp { client, _ in
            _ = try await client.calPost("/calendar/welcome", ["step": "1", "language": "hi"])
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/festivals/ekadashi")
            #expect(page.status == .ok)
            for text in [Self.hindiEkadashiRule, Self.hindiEkadashiFood] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            for english in [Self.englishEkadashiRule, Self.englishEkadashiFood] {
                #expect(!page.text.contains(english), "still English: \(english)")
            }
            let saphala = try await client.calGet("/calendar/festivals/ekadashi?date=2025-12-15")
            #expect(saphala.text.contains("<h1 id=\"fest-title\">सफला एकादशी</h1>"))
            #expect(saphala.text.contains("<span class=\"names-value\">Saphala Ekadashi</span>"))
            let pradosham = try await client.calGet("/calendar/festivals/pradosham")
            #expect(pradosham.text.contains("प्रदोष काल, यानी सूर्यास्त के बाद के समय में त्रयोदशी"))
            #expect(pradosham.text.contains("शाम की शिव पूजा तक उपवास"))
        }
    }

    @Test("English visitors still read Ekadashi's English rule and food guidance")
    func ekadashiInEnglish() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/festivals/ekadashi")
            #expect(page.text.contains(Self.englishEkadashiRule))
            #expect(page.text.contains(Self.englishEkadashiFood))
            #expect(!page.text.contains(Self.tamilEkadashiRule))
            #expect(!page.text.contains(Self.hindiEkadashiRule))
            let saphala = try await client.calGet("/calendar/festivals/ekadashi?date=2025-12-15")
            #expect(saphala.text.contains("Saphala Ekadashi"))
            #expect(saphala.text.contains("सफला एकादशी"), "the names row gives the day's Hindi name")
            #expect(saphala.text.contains("சபலா ஏகாதசி"), "and its Tamil name")
        }
    }
}
