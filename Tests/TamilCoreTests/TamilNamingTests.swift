import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore
import Testing

/// The Tamil Calendar's names in the reader's language, from a real computed month.
@Suite("Tamil names in the reader's language")
struct TamilNamingTests {
    static let calendar = try! TamilCalendar.bundled()
    static let catalog = try! FestivalCatalog.bundled()
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")

    func days(_ from: String, _ count: Int) throws -> [TamilDay] {
        try Self.calendar.days(from: CivilDate(iso: from), count: count, at: Self.chennai)
    }

    @Test("A tithi in Tamil carries its paksha except Pournami and Amavasai; other languages get the engine's name")
    func tithiNames() {
        let tamil = TamilNaming(language: "ta")
        #expect(tamil.anga(.tithi, 5) == "வளர்பிறை பஞ்சமி")
        #expect(tamil.anga(.tithi, 20) == "தேய்பிறை பஞ்சமி")
        #expect(tamil.anga(.tithi, 15) == "பௌர்ணமி")
        #expect(tamil.anga(.tithi, 30) == "அமாவாசை")
        #expect(tamil.anga(.nakshatra, 1) == "அசுவினி")
        #expect(tamil.anga(.karana, 2) == TamilAngaNames.karana(AngaKind.karana.name(2)))
        #expect(tamil.anga(.karana, 2) != AngaKind.karana.name(2))
        let english = TamilNaming(language: "en")
        for kind in AngaKind.allCases {
            #expect(english.anga(kind, 7) == kind.name(7))
        }
    }

    @Test("The Tamil date, weekday and yogam are in Tamil script in Tamil and in Latin letters otherwise")
    func dateNames() throws {
        let day = try #require(try days("2026-01-15", 1).first)
        let date = try #require(day.tamilDate)
        let tamil = TamilNaming(language: "ta")
        let english = TamilNaming(language: "en")
        #expect(tamil.month(date) == "தை")
        #expect(english.month(date) == date.solar.monthName)
        #expect(tamil.year(date) == date.samvatsara.tamil)
        #expect(english.year(date) == date.samvatsara.tamilLatin)
        #expect(tamil.weekday(.thursday) == "வியாழன்")
        #expect(english.weekday(.thursday) == "Vyazhan")
        let yogam = try #require(day.yogamAtSunrise).yogam
        #expect(tamil.yogam(yogam) == yogam.tamil)
        #expect(english.yogam(yogam) == yogam.name)
    }

    @Test(
        "Festivals take the catalog's name in Tamil and Hindi; a monthly day without the catalog its kind's Tamil name")
    func observanceNames() throws {
        let january = try days("2026-01-01", 31).flatMap(\.observances)
        let pongal = try #require(january.first { $0.id == "thai-pongal" })
        let ekadashi = try #require(january.first { $0.id == "ekadashi" })

        let withCatalog = TamilNaming(language: "ta", catalog: Self.catalog)
        #expect(withCatalog.observance(pongal) == Self.catalog.name(of: pongal, language: "ta"))
        #expect(withCatalog.observance(pongal) != pongal.name)
        #expect(withCatalog.observance(ekadashi).hasSuffix("ஏகாதசி"))
        #expect(TamilNaming(language: "ta").observance(ekadashi) == "ஏகாதசி")
        #expect(TamilNaming(language: "ta").observance(pongal) == pongal.name)

        let hindi = TamilNaming(language: "hi", catalog: Self.catalog)
        #expect(hindi.observance(ekadashi).contains("एकादशी"))
        #expect(TamilNaming(language: "hi").observance(ekadashi) == ekadashi.name)
        // English, and a language the Tamil Calendar does not name festivals in, keep the engine's name.
        #expect(TamilNaming(language: "en", catalog: Self.catalog).observance(pongal) == pongal.name)
        #expect(TamilNaming(language: "te", catalog: Self.catalog).observance(ekadashi) == ekadashi.name)
    }

    @Test("Tamil names the part of the day before a 12-hour time")
    func dayParts() {
        #expect(
            (0..<24).map(TamilNaming.dayPart(hour:)) == Array(repeating: "இரவு", count: 4)
                + Array(repeating: "காலை", count: 8)
                + Array(repeating: "மதியம்", count: 4) + Array(repeating: "மாலை", count: 3)
                + Array(repeating: "இரவு", count: 5))
    }
}
