import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Festival prose in the visitor's language (Festivals/festivals.hi.json and festivals.ta.json).
extension CalendarPagesTests {
    @Test("A festival's detail in the Hindi UI tells its story, fact and rule in Hindi")
    func festivalDetailInHindi() async throws {
        try await withApp { client, _ in
            _ = try await client.calPost("/calendar/welcome", ["step": "1", "language": "hi"])
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/festivals/diwali?date=2026-11-08")
            #expect(page.status == .ok)
            for text in [
                "कथा", "चौदह वर्ष के वनवास के बाद राम के स्वागत में अयोध्या ने दीपों की पंक्तियाँ जलाईं।",
                "दीपों का त्योहार: हर देहरी पर दीये", "बंगाल उसी रात, आधी रात को, काली पूजा",
                "पूर्णिमांत गणना में कार्तिक की अमावस्या",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            for english in ["Ayodhya lit rows of lamps", "The festival of lights", "The Amavasya of Kartika"] {
                #expect(!page.text.contains(english), "still English: \(english)")
            }
        }
    }

    @Test("A festival's detail in the Tamil UI tells its story, fact and rule in Tamil; the list's cards too")
    func festivalDetailInTamil() async throws {
        try await withApp { client, _ in
            _ = try await client.calPost("/calendar/welcome", ["step": "1", "language": "ta"])
            try await client.calOnboard(city: CalendarCity.chennai)
            let page = try await client.calGet("/calendar/festivals/karthigai-deepam")
            #expect(page.status == .ok)
            for text in [
                "கதை", "பிரம்மனாலும் விஷ்ணுவாலும் அளக்க முடியாத முடிவில்லா ஜோதிப் பிழம்பாகச் சிவபெருமான் தோன்றினார்.",
                "திருவண்ணாமலை உச்சியில் மாபெரும் தீபம்", "அருணாசல மலையின் மகா தீபம்",
                "கார்த்திகை மாதத்தில் கார்த்திகை நட்சத்திரம்",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            #expect(!page.text.contains("neither Brahma nor Vishnu"))
            let list = try await client.calGet("/calendar/festivals")
            #expect(list.text.contains("எங்கும் வரிசை வரிசையாக அகல் விளக்குகள்"))
            #expect(!list.text.contains("Rows of clay lamps"))
        }
    }

    @Test("English visitors still read the catalog's English prose")
    func festivalDetailInEnglish() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/festivals/karthigai-deepam")
            #expect(page.text.contains("Shiva appeared as an endless column of fire"))
            #expect(!page.text.contains("சிவபெருமான் தோன்றினார்"))
        }
    }
}
