import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// The Tamil Calendar's pages: the first-visit tour, places, alerts and the feed, the views, and
/// hostile input on every field and parameter.
@Suite("Tamil Calendar pages")
struct TamilPagesTests {
    @Test("The first visit goes to the tour; skipping it shows the day for Chennai and never returns")
    func firstVisit() async throws {
        try await withApp { client, _ in
            let first = try await client.execute(uri: "/tamil", method: .get)
            #expect(first.status == .seeOther || first.status == .found)
            #expect(first.headers[.location] == "/tamil/welcome")
            let tour = try await client.execute(uri: "/tamil/welcome", method: .get)
            #expect(tour.text.contains("data-skip"))
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let day = try await client.execute(uri: "/tamil", method: .get)
            #expect(day.status == .ok)
            #expect(day.text.contains("Chennai"))
            #expect(day.text.contains("data-tamil-date"))
            #expect(day.text.contains("Rahu Kalam"))
            #expect(day.body.readableBytes < 100_000)
            #expect(day.headers[.init("Server-Timing")!]?.hasPrefix("app;dur=") == true)
        }
    }

    @Test("Finishing the tour with a nearby location saves Toronto and the chosen days")
    func tourWithLocation() async throws {
        try await withApp { client, database in
            let nearest = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42", "back": "/tamil/welcome?step=3"]))
            #expect(nearest.headers[.location] == "/tamil/welcome?step=3")
            let step3 = try await client.execute(uri: "/tamil/welcome?step=3", method: .get)
            #expect(step3.text.contains("observe_ekadasi"))
            let done = try await client.execute(
                uri: "/tamil/welcome/finish", method: .post, headers: formHeaders,
                body: form([
                    "observe_ekadasi": "1", "observe_amavasai": "1", "eveningOn": "1", "evening": "19:30",
                    "weeklyOn": "1", "weekly": "18:00", "twoDaysBeforeOn": "1", "twoDaysBefore": "17:00",
                ]))
            #expect(done.headers[.location] == "/tamil")
            let prefs = try await database.tamilPreferences(of: .local, now: Date())
            #expect(prefs.onboarded)
            #expect(prefs.observed == ["ekadasi", "amavasai"])
            #expect(prefs.eveningMinute == 19 * 60 + 30)
            #expect(prefs.morningMinute == nil)
            #expect(prefs.twoDaysBeforeMinute == 17 * 60)
            let place = try await database.primaryPlace(of: .local)
            #expect(place?.name == "Toronto")
            let day = try await client.execute(uri: "/tamil?date=2026-07-01", method: .get)
            #expect(day.text.contains("Toronto"))
            // EDT: Toronto's July sunrise is near 05:40.
            #expect(day.text.contains("5:4"))
        }
    }

    @Test("A bad alert time re-renders the form with the message and what was typed")
    func badAlertTime() async throws {
        try await withApp { client, _ in
            let response = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form(["observe_pradosham": "1", "eveningOn": "1", "evening": "25:99<b>"]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("data-error"))
            #expect(response.text.contains("25:99&lt;b&gt;") || response.text.contains("25:99&lt;b"))
            #expect(!response.text.contains("25:99<b>"))
        }
    }

    @Test("The alert feed has observed days with evening and morning alarms in the place's zone")
    func feed() async throws {
        try await withApp { client, database in
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42"]))
            _ = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form([
                    "observe_ekadasi": "1", "observe_pradosham": "1", "eveningOn": "1", "evening": "19:00",
                    "morningOn": "1", "morning": "06:30", "weeklyOn": "1", "weekly": "18:00",
                ]))
            let ics = try await client.execute(uri: "/tamil/alerts.ics", method: .get)
            #expect(ics.headers[.contentType]?.hasPrefix("text/calendar") == true)
            let text = ics.text
            #expect(text.contains("BEGIN:VCALENDAR"))
            #expect(text.contains("UID:tamil-"))
            #expect(text.contains("BEGIN:VALARM"))
            #expect(text.contains("TZID=America/Toronto"))
            #expect(text.contains("Ekadasi"))
            let token = try await database.tamilPreferences(of: .local, now: Date()).feedToken
            let subscribed = try await client.execute(uri: "/tamil/feed/\(token).ics", method: .get)
            #expect(subscribed.status == .ok)
            #expect(subscribed.text.contains("BEGIN:VEVENT"))
            let unknown = try await client.execute(uri: "/tamil/feed/deadbeef.ics", method: .get)
            #expect(unknown.status == .notFound)
            let page = try await client.execute(uri: "/tamil/alerts", method: .get)
            #expect(page.text.contains("data-upcoming"))
            #expect(page.text.contains(token))
        }
    }

    @Test("The two-days-before alert: turned on with its time, listed, summarised in settings, in the feed; then off")
    func twoDaysBefore() async throws {
        try await withApp { client, database in
            // Given Toronto on Saturday 21 November 2026: Ekadasi on Friday 4 December, Pradosham on
            // Sunday 6 December (by the Vakya almanac, the default; drik: Saturday 5); Vaikunta Ekadasi
            // on Saturday 19 December, Pradosham on Monday 21.
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42"]))
            let before = try await client.execute(uri: "/tamil/alerts", method: .get)
            #expect(before.text.contains("name=\"twoDaysBeforeOn\" value=\"1\" data-two-days-on"))
            #expect(!before.text.contains("ta-alert twoDaysBefore"))
            // When the alert is turned on at 18:30.
            let saved = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form([
                    "observe_ekadasi": "1", "observe_pradosham": "1", "twoDaysBeforeOn": "1", "twoDaysBefore": "18:30",
                    "eveningOn": "1", "evening": "19:00",
                ]))
            #expect(saved.headers[.location] == "/tamil/alerts?notice=saved")
            #expect(try await database.tamilPreferences(of: .local, now: Date()).twoDaysBeforeMinute == 18 * 60 + 30)
            // Then the page lists it with the day and the evening to stop non-veg.
            let page = try await client.execute(uri: "/tamil/alerts?notice=saved", method: .get).text
            #expect(page.contains("name=\"twoDaysBeforeOn\" value=\"1\" checked data-two-days-on"))
            #expect(page.contains("value=\"18:30\""))
            #expect(page.contains("ta-alert twoDaysBefore"))
            #expect(page.contains("Friday is Ekadasi — plan Thursday"))
            #expect(page.contains("no non-veg from Thursday evening."))
            #expect(page.contains("Sunday is Pradosham — plan Saturday"))
            let settings = try await client.execute(uri: "/tamil/settings", method: .get).text
            #expect(settings.contains("Two days before 18:30"))
            // And the feed has one timed event per observed day, at 18:30 Toronto time two days
            // before — the 21st's on Vaikunta Ekadasi itself — with a stable UID and its own category.
            let feed = try await client.execute(uri: "/tamil/alerts.ics", method: .get).text
                .replacingOccurrences(of: "\r\n ", with: "")
            #expect(feed.contains("UID:tamil-plan-2026-12-04@sadhana"))
            #expect(feed.contains("DTSTART;TZID=America/Toronto:20261202T183000"))
            #expect(feed.contains("UID:tamil-plan-2026-12-06@sadhana"))
            #expect(feed.contains("DTSTART;TZID=America/Toronto:20261204T183000"))
            #expect(feed.contains("UID:tamil-plan-2026-12-19@sadhana"))
            #expect(feed.contains("UID:tamil-plan-2026-12-21@sadhana"))
            #expect(feed.contains("DTSTART;TZID=America/Toronto:20261219T183000"))
            #expect(feed.contains("CATEGORIES:Two days before"))
            #expect(feed.contains("SUMMARY:Plan ahead: Ekadasi in two days"))
            // When it is turned off, it is gone from the page and the feed.
            _ = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form(["observe_ekadasi": "1", "twoDaysBefore": "18:30", "eveningOn": "1", "evening": "19:00"]))
            #expect(try await database.tamilPreferences(of: .local, now: Date()).twoDaysBeforeMinute == nil)
            #expect(
                !(try await client.execute(uri: "/tamil/alerts", method: .get).text.contains("ta-alert twoDaysBefore")))
            #expect(!(try await client.execute(uri: "/tamil/alerts.ics", method: .get).text.contains("tamil-plan-")))
        }
    }

    @Test("In Tamil the two-days-before alert names the weekdays in Tamil")
    func twoDaysBeforeInTamil() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "ta", "back": "/tamil"]))
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42"]))
            _ = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form(["observe_ekadasi": "1", "twoDaysBeforeOn": "1", "twoDaysBefore": "18:00"]))
            let page = try await client.execute(uri: "/tamil/alerts", method: .get).text
            #expect(page.contains("இரண்டு நாள் முன்"))
            #expect(page.contains("வெள்ளிக்கிழமை ஏகாதசி — வியாழக்கிழமைக்கான சமையலைத் திட்டமிடுங்கள்"))
            let feed = try await client.execute(uri: "/tamil/alerts.ics", method: .get).text
                .replacingOccurrences(of: "\r\n ", with: "")
            #expect(feed.contains("SUMMARY:முன்னேற்பாடு: இரண்டு நாளில் ஏகாதசி"))
        }
    }

    @Test(
        "A bad two-days-before time re-renders the form with the message and what was typed",
        arguments: ["25:00", "<script>alert(1)</script>", "18", "18:00:00", String(repeating: "1", count: 5000)])
    func badTwoDaysBefore(typed: String) async throws {
        try await withApp { client, database in
            let response = try await client.execute(
                uri: "/tamil/alerts", method: .post, headers: formHeaders,
                body: form(["observe_ekadasi": "1", "twoDaysBeforeOn": "1", "twoDaysBefore": typed]))
            #expect(response.status == .unprocessableContent)
            let text = response.text
            #expect(text.contains("data-error"))
            #expect(text.contains("Two days before: “"))
            #expect(text.contains("name=\"twoDaysBeforeOn\" value=\"1\" checked"))
            let kept = String(typed.prefix(20)).replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            #expect(text.contains("value=\"\(kept)"))
            #expect(!text.contains("<script>alert"))
            #expect(try await database.tamilPreferences(of: .local, now: Date()).twoDaysBeforeMinute == nil)
        }
    }

    @Test("Week and month views show Tamil dates and observance markers")
    func weekAndMonth() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let week = try await client.execute(uri: "/tamil/week?start=2026-01-01", method: .get)
            #expect(week.status == .ok)
            #expect(week.text.contains("Margazhi"))
            #expect(week.text.contains("mk-somavaram"))
            #expect(week.text.contains("/tamil/week?start=2026-01-08"))
            let month = try await client.execute(uri: "/tamil/month?month=2026-01", method: .get)
            #expect(month.status == .ok)
            #expect(month.text.contains("Thai"))
            #expect(month.text.contains("mk-ekadasi"))
        }
    }

    @Test("Two saved places are compared side by side")
    func compare() async throws {
        try await withApp { client, database in
            _ = try await client.execute(
                uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                body: form(["lat": "43.70", "lon": "-79.42"]))
            let page = try await client.execute(uri: "/tamil/compare", method: .get)
            #expect(page.status == .ok)
            #expect(page.text.contains("data-compare-place=\"Toronto\""))
            #expect(page.text.contains("data-compare-place=\"Chennai\""))
            let places = try await database.savedPlaces(of: .local)
            #expect(places.count == 1)
        }
    }

    @Test("In Tamil the day page names the month and angams in Tamil script")
    func tamilLanguage() async throws {
        try await withApp { client, _ in
            _ = try await client.execute(
                uri: "/language", method: .post, headers: formHeaders, body: form(["language": "ta", "back": "/tamil"]))
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let day = try await client.execute(uri: "/tamil?date=2026-01-14", method: .get)
            #expect(day.text.contains("lang=\"ta\""))
            #expect(day.text.contains("நட்சத்திரம்"))
            #expect(day.text.contains("ராகு காலம்"))
            // Yoga and karana in Tamil script too (no Latin anga names left).
            #expect(!day.text.contains("Vriddhi") && !day.text.contains("Balava"))
            // Festivals by their Tamil names (Thai 1 is 15 January 2026 in Chennai by the Vakya almanac,
            // the default; the 14th by Thirukanitham).
            let pongal = try await client.execute(uri: "/tamil?date=2026-01-15", method: .get)
            #expect(pongal.text.contains("தைப் பொங்கல்") && !pongal.text.contains("Thai Pongal"))
        }
    }

    @Test("Settings switch to the 24-hour clock and Tamil numerals; the About section names the method and the data")
    func settings() async throws {
        try await withApp { client, database in
            _ = try await client.execute(uri: "/tamil/welcome/skip", method: .post, headers: formHeaders)
            let saved = try await client.execute(
                uri: "/tamil/settings", method: .post, headers: formHeaders,
                body: form(["clock": "24", "numerals": "1"]))
            #expect(saved.headers[.location] == "/tamil/settings?notice=saved")
            #expect(try await database.tamilPreferences(of: .local, now: Date()).clock24)
            let page = try await client.execute(uri: "/tamil/settings?notice=saved", method: .get)
            #expect(page.text.contains("data-notice"))
            #expect(page.text.contains("Lahiri") && page.text.contains("GeoNames") && page.text.contains("Vakya"))
            let day = try await client.execute(uri: "/tamil?date=2026-01-02", method: .get)
            #expect(day.text.contains("06:3"))
            #expect(!day.text.contains(" AM"))
            // Margazhi 18 in Tamil numerals.
            #expect(day.text.contains("௧௮"))
        }
    }

    @Test("Places: add two, make the second primary, remove it, and the first is primary again")
    func places() async throws {
        try await withApp { client, database in
            for (lat, lon) in [("43.70", "-79.42"), ("1.29", "103.85")] {
                _ = try await client.execute(
                    uri: "/tamil/places/nearest", method: .post, headers: formHeaders,
                    body: form(["lat": lat, "lon": lon]))
            }
            var saved = try await database.savedPlaces(of: .local)
            #expect(saved.map(\.name) == ["Singapore", "Toronto"])
            let toronto = try #require(saved.first { $0.name == "Toronto" }?.id)
            let primary = try await client.execute(
                uri: "/tamil/places/\(toronto)/primary", method: .post, headers: formHeaders)
            #expect(primary.headers[.location] == "/tamil/places?notice=primary")
            #expect(try await database.primaryPlace(of: .local)?.name == "Toronto")
            _ = try await client.execute(uri: "/tamil/places/\(toronto)/remove", method: .post, headers: formHeaders)
            saved = try await database.savedPlaces(of: .local)
            #expect(saved.map(\.name) == ["Singapore"])
            #expect(saved.first?.isPrimary == true)
            let search = try await client.execute(uri: "/tamil/places?q=Chennai", method: .get)
            #expect(search.text.contains("data-results"))
            #expect(search.text.contains("Tamil Nadu"))
            let nothing = try await client.execute(uri: "/tamil/places?q=Zzxqvw", method: .get)
            #expect(nothing.text.contains("data-no-results"))
        }
    }

    @Test("The tour's three steps render, each with Skip")
    func tourSteps() async throws {
        try await withApp { client, _ in
            for step in 1...3 {
                let page = try await client.execute(uri: "/tamil/welcome?step=\(step)", method: .get)
                #expect(page.status == .ok)
                #expect(page.text.contains("data-skip"))
                #expect(page.text.contains("data-step=\"\(step)\""))
            }
            let search = try await client.execute(uri: "/tamil/welcome?step=2&q=Toronto", method: .get)
            #expect(search.text.contains("Ontario"))
            #expect(search.text.contains("/tamil/welcome?step=3"))
        }
    }

    static let badPages = [
        "/tamil?date=2026-02-30", "/tamil?date=%3Cscript%3E", "/tamil?date=0001-01-01", "/tamil/week?start=2026-13-01",
        "/tamil/month?month=2026-13", "/tamil/month?month=abc", "/tamil/month?month=99999-01",
        "/tamil/compare?a=7", "/tamil/compare?b=-1", "/tamil/welcome?step=9",
    ]

    @Test("Bad parameters on pages answer 4xx pages without echoing markup", arguments: badPages)
    func badPageParameters(uri: String) async throws {
        try await withApp { client, _ in
            let response = try await client.execute(uri: uri, method: .get)
            #expect((400..<500).contains(response.status.code), "\(uri) → \(response.status)")
            #expect(!response.text.contains("<script>"))
        }
    }

    static let hostile = [
        "", "abc", "-1", "99999999999999999999", "<script>alert(1)</script>", "\u{0}", "😀", "NaN", "1e400",
        String(repeating: "9", count: 3000), "25:00", "12:60", "१२:००",
    ]

    @Test("No hostile value on any Tamil form reaches a 500")
    func hostileForms() async throws {
        let forms: [(String, [String])] = [
            ("/tamil/alerts", ["twoDaysBefore", "evening", "morning", "weekly", "observe_ekadasi"]),
            ("/tamil/welcome/finish", ["twoDaysBefore", "evening", "observe_pradosham"]),
            ("/tamil/places/add", ["place", "back"]),
            ("/tamil/places/nearest", ["lat", "lon", "back"]),
            ("/tamil/settings", ["clock"]),
        ]
        try await withApp { client, _ in
            for (path, fields) in forms {
                for field in fields {
                    for value in Self.hostile {
                        var body = ["twoDaysBeforeOn": "1", "eveningOn": "1", "morningOn": "1", "weeklyOn": "1"]
                        body[field] = value
                        let response = try await client.execute(
                            uri: path, method: .post, headers: formHeaders, body: form(body))
                        #expect(response.status.code < 500, "\(path) \(field)=\(value.prefix(20)) → \(response.status)")
                        #expect(!response.text.contains("<script>alert"))
                    }
                }
            }
            for path in ["/tamil/places/999/primary", "/tamil/places/abc/remove", "/tamil/places/-1/primary"] {
                let response = try await client.execute(uri: path, method: .post, headers: formHeaders)
                #expect(response.status.code == 404, "\(path) → \(response.status)")
            }
        }
    }
}
