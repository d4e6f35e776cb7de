import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Tamil Calendar's week and month as a new user reads them (issue 20): festivals by name,
/// words instead of codes.
@Suite("Tamil Calendar week and month views")
struct TamilViewsTests {
    @Test("The week of 2026-01-12 in Chennai names Bhogi, Thai Pongal, Makar Sankranti, Mattu and Kaanum Pongal")
    func weekNamesFestivals() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let week = try await client.execute(uri: "/tamil/week?start=2026-01-12", method: .get)
            #expect(week.status == .ok)
            for name in ["Bhogi", "Thai Pongal", "Makar Sankranti", "Mattu Pongal", "Kaanum Pongal"] {
                #expect(week.text.contains("★</span> \(name)"), "\(name)")
            }
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders,
                body: form(["language": "ta", "back": "/tamil"]))
            let tamil = try await client.execute(uri: "/tamil/week?start=2026-01-12", method: .get)
            #expect(tamil.text.contains("தைப் பொங்கல்") || tamil.text.contains("தை பொங்கல்"))
        }
    }

    @Test(
        "January 2026's month lists Pongal by name, the grid has no two-letter codes, and each cell's label names its days"
    )
    func monthNamesFestivalsInWords() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let month = try await client.execute(uri: "/tamil/month?month=2026-01", method: .get)
            #expect(month.status == .ok)
            let text = month.text
            #expect(text.contains("data-month-days"))
            #expect(text.contains("★</span> Thai Pongal"))
            // By the Vakya almanac, the Tamil Calendar's default, Thai 1 is Tamil Nadu's 15 January.
            #expect(text.contains("aria-label=\"Wednesday, 14 January 2026, Bhogi, Ekadasi\""))
            #expect(text.contains("aria-label=\"Thursday, 15 January 2026, Makar Sankranti, Thai Pongal\""))
            #expect(!text.contains(">Ek<") && !text.contains(">Pr<"))
            #expect(!text.contains("Ek Ekadasi"))
        }
    }

    @Test(
        "Tromsø at midsummer: the day says the Sun does not set and why no Rahu Kalam, midnight reads as this day, the week says so too, and the seed API keeps every key as null"
    )
    func polarDay() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "69.65", "lon": "18.96", "back": "/tamil"]))
            let day = try await client.execute(uri: "/tamil?date=2026-06-21", method: .get)
            #expect(day.text.contains("Troms"))
            #expect(day.text.contains("data-sun=\"upAllDay\""))
            #expect(day.text.contains("The Sun does not set here today (midnight sun)."))
            #expect(day.text.contains("data-no-periods"))
            // 2026-06-21 is a Sunday: its midnight is not "(Sat 20)".
            #expect(!day.text.contains("(Sat 20)"))
            let week = try await client.execute(uri: "/tamil/week?start=2026-06-20", method: .get)
            #expect(week.text.contains("The Sun does not set here today"))
            #expect(!week.text.contains("Rahu Kalam </span>"))
            let winter = try await client.execute(uri: "/tamil?date=2026-12-21", method: .get)
            #expect(winter.text.contains("The Sun does not rise here today (polar night)."))
            let api = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-06-21&lat=69.6492&lng=18.9553&timezone=Europe/Oslo", method: .get)
            #expect(api.status == .ok)
            for key in ["rahukaalam", "yamagandam", "kuligai", "abhijit", "sunrise", "sunset"] {
                #expect(api.text.contains("\"\(key)\":null"), "\(key)")
            }
            #expect(api.text.contains("\"sun\":\"upAllDay\""))
            let chennai = try await client.execute(
                uri: "/api/panchangam/daily?date=2026-06-21&lat=13.0827&lng=80.2707&timezone=Asia/Kolkata", method: .get
            )
            #expect(chennai.text.contains("\"sun\":\"risesAndSets\"") && !chennai.text.contains("\"rahukaalam\":null"))
        }
    }

    @Test(
        "Karthigai begins Nov 16 in Toronto: the day explains why and that Chennai's is Nov 17; choosing Chennai's dates is stored for this profile only and moves the Tamil date; a bad choice is a 422 with a message"
    )
    func tamilDatesFollowChennai() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            // The drik (Thirukanitham) sankranti: by the Vakya almanac Karthigai 2026 begins on the 17th
            // in both places (its sankranti falls after Toronto's sunset).
            _ = try await client.execute(
                uri: "/tamil/settings/reckoning", method: .post, headers: formHeaders, body: form(["method": "drik"]))
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42", "back": "/tamil"]))
            let day = try await client.execute(uri: "/tamil?date=2026-11-16", method: .get)
            #expect(day.text.contains("data-month-start"))
            #expect(day.text.contains("Karthigai begins here on Mon 16 November"))
            #expect(day.text.contains("before sunset here"))
            #expect(day.text.contains("so Karthigai 1 there is Tue 17 November"))
            #expect(
                day.text.contains("The Tamil dates shown are this place&#39;s") || day.text.contains("this place's"))
            let settings = try await client.execute(uri: "/tamil/settings", method: .get)
            #expect(settings.text.contains("value=\"local\" checked"))
            #expect(!settings.text.contains("value=\"chennai\" checked"))
            let saved = try await client.execute(
                uri: "/tamil/settings/tamil-dates", method: .post, headers: formHeaders,
                body: form(["reckoning": "chennai"]))
            #expect(saved.status == .seeOther || saved.status == .found)
            #expect(try await database.tamilPreferences(of: .local, now: Date()).tamilDatesChennai)
            let after = try await client.execute(uri: "/tamil/settings", method: .get)
            #expect(after.text.contains("value=\"chennai\" checked"))
            let followed = try await client.execute(uri: "/tamil?date=2026-11-16", method: .get)
            #expect(followed.text.contains("You follow Chennai"))
            #expect(!followed.text.contains("<span class=\"ta-tday\">1</span>"))
            #expect(followed.text.contains("Aippasi"))
            let other = try #require(client as? BrowserClient).otherBrowser()
            _ = try await other.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let otherSettings = try await other.execute(uri: "/tamil/settings", method: .get)
            #expect(otherSettings.text.contains("value=\"local\" checked"))
            for bad in ["", "madurai", "<b>x</b>"] {
                let refused = try await client.execute(
                    uri: "/tamil/settings/tamil-dates", method: .post, headers: formHeaders,
                    body: form(["reckoning": bad]))
                #expect(refused.status == .unprocessableContent, "\(bad)")
                #expect(refused.text.contains("Tamil dates: choose here or Chennai"))
                #expect(!refused.text.contains("<b>x</b>"))
            }
            #expect(try await database.tamilPreferences(of: .local, now: Date()).tamilDatesChennai)
        }
    }

    @Test(
        "A Tamil yogam that ends after midnight names the next day, as the angams and Nalla Neram do (Chennai 2026-11-23: Siddha until 2:02 AM on Tue 24)"
    )
    func yogamPastMidnightNamesItsDay() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let html = try await client.execute(uri: "/tamil?date=2026-11-23", method: .get).text
            let hint = try NSRegularExpression(
                pattern: "Yogam</strong> <span class=\"hint\">(\\d+):(\\d\\d) ([AP]M)(?: \\([^)]*\\))? – (\\d+):(\\d\\d) ([AP]M)( \\()?")
            let matches = hint.matches(in: html, range: NSRange(html.startIndex..., in: html))
            #expect(matches.count >= 2)
            var wrapped = 0
            for m in matches {
                func part(_ i: Int) -> String { Range(m.range(at: i), in: html).map { String(html[$0]) } ?? "" }
                func minutes(_ h: Int, _ mm: Int, _ ampm: Int) -> Int {
                    (Int(part(h))! % 12 + (part(ampm) == "PM" ? 12 : 0)) * 60 + Int(part(mm))!
                }
                guard minutes(4, 5, 6) <= minutes(1, 2, 3) else { continue }
                wrapped += 1
                #expect(
                    !part(7).isEmpty,
                    "a yogam ending the next day says which day: \(part(1)):\(part(2)) – \(part(4)):\(part(5))")
            }
            #expect(wrapped >= 1, "the day has a yogam that runs past midnight")
        }
    }
}
