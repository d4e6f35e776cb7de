import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

/// The clock of `withApp` is 2026-11-21 10:00 UTC: 15:30 in New Delhi, the day after Prabodhini
/// Ekadashi; Karthigai Deepam and Guru Nanak Jayanti fall on 24 November in New Delhi.
@Suite("Dharmic Companion pages")
struct CalendarPagesTests {
    @Test("A first visit goes to onboarding; its five steps store language, path, tradition and city")
    func onboarding() async throws {
        try await withApp { client, database in
            let first = try await client.calGet("/calendar")
            #expect(first.status == .found)
            #expect(first.headers[.location] == "/calendar/welcome")
            let step1 = try await client.calGet("/calendar/welcome")
            #expect(step1.status == .ok)
            // The seed's 13 languages, each in its own script, none "coming"; not Russian, whose
            // Companion strings copy English.
            for name in [
                "English", "हिन्दी", "Hinglish", "ગુજરાતી", "मराठी", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം", "বাংলা", "ਪੰਜਾਬੀ", "ଓଡ଼ିଆ", "অসমীয়া",
            ] {
                #expect(step1.text.contains(name), "\(name)")
            }
            #expect(step1.text.components(separatedBy: #"type="radio" name="language""#).count - 1 == 13)
            #expect(!step1.text.contains("Русский") && !step1.text.contains("is-coming"))
            let language = try await client.calPost("/calendar/welcome", ["step": "1", "language": "hi"])
            #expect(language.headers[.location] == "/calendar/welcome?step=2")
            let step2 = try await client.calGet("/calendar/welcome?step=2")
            #expect(step2.text.contains("ॐ") && step2.text.contains("धार्मिक साथी"))
            #expect(step2.text.contains(#"href="/calendar/welcome?step=1""#), "back arrow")
            let path = try await client.calPost("/calendar/welcome", ["step": "3", "path": "vaishnav"])
            #expect(path.headers[.location] == "/calendar/welcome?step=4")
            let step4 = try await client.calGet("/calendar/welcome?step=4")
            #expect(step4.text.contains("पूर्णिमांत") && step4.text.contains("अमावस्यांत"))
            _ = try await client.calPost("/calendar/welcome", ["step": "4", "tradition": "amavasyant"])
            let step5 = try await client.calGet("/calendar/welcome?step=5&q=chennai")
            #expect(step5.text.contains("Chennai, Tamil Nadu, IN"))
            let done = try await client.calPost("/calendar/welcome", ["step": "5", "placeId": CalendarCity.chennai])
            #expect(done.headers[.location] == "/calendar")
            let settings = try await database.calendarSettings(of: .local)
            #expect(settings.onboarded && settings.dharmaPath == "vaishnav" && settings.tradition == "amavasyant")
            #expect(try await database.primaryPlace(of: .local)?.name == "Chennai")
            let today = try await client.calGet("/calendar")
            #expect(today.status == .ok)
            #expect(today.text.contains("Chennai") && today.text.contains("सूर्योदय"))
        }
    }

    @Test("Onboarding refuses bad steps and values with the form and a message")
    func onboardingHostile() async throws {
        try await withApp { client, _ in
            for (fields, status) in [
                (["step": "3", "path": "atheist"], 422), (["step": "4", "tradition": "<b>"], 422),
                (["step": "5", "placeId": "abc"], 422), (["step": "5"], 422), (["step": "1", "language": "xx"], 422),
                (["step": "9"], 400), ([:], 400),
            ] as [([String: String], Int)] {
                let response = try await client.calPost("/calendar/welcome", fields)
                #expect(response.status.code == status, "\(fields)")
                #expect(!response.text.contains("<b>"))
            }
            for step in ["0", "6", "x", "-1", "99999999999"] {
                #expect(try await client.calGet("/calendar/welcome?step=\(step)").status == .badRequest)
            }
        }
    }

    @Test("Today shows the greeting, Hindu date, sun and moon, angas with times, periods and festivals")
    func today() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar")
            #expect(page.status == .ok)
            for text in [
                "Good afternoon", "शुभ मध्याह्नम्", "Kartika Shukla", "Vikram Samvat 2083", "Shaka 1948",
                "Saturday, 21 November 2026", "New Delhi", "Sunrise", "Sunset", "Moonrise", "Moonset", "Tithi",
                "Nakshatra", "Yoga", "Karana", "Rahu Kaal", "Yamaganda", "Gulika Kaal", "Abhijit Muhurta",
                "period bad", "period good", "Karthigai Deepam", "In 3 days", "/static/css/calendar.css",
                "href=\"/calendar/journey\"", "sadhana-bar", "id=\"challenge\"",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            #expect(page.text.utf8.count < 100_000)
        }
    }

    @Test("The month grid marks today, colours festival dots, and names the tradition's months")
    func month() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/month?m=2026-11")
            #expect(page.status == .ok)
            #expect(page.text.contains("November 2026"))
            #expect(page.text.components(separatedBy: "class=\"day\"").count - 1 == 30)
            #expect(page.text.contains(#"aria-current="date""#))
            #expect(page.text.contains("dot cat-major"))
            #expect(page.text.contains("Kartika") && page.text.contains("Margashirsha"))
            #expect(
                page.text.contains(#"href="/calendar/month?m=2026-10""#)
                    && page.text.contains("/calendar/month?m=2026-12"))
            _ = try await client.calPost("/calendar/settings", ["section": "tradition", "tradition": "tamil"])
            let tamil = try await client.calGet("/calendar/month?m=2026-11")
            #expect(tamil.text.contains("Aippasi") && tamil.text.contains("Karthigai"))
            #expect(!tamil.text.contains("Margashirsha"))
            let year = try await client.calGet("/calendar/month?m=2027-01")
            #expect(year.text.contains("January 2027"))
        }
    }

    @Test("A day's detail shows its Hindu date, samvat, panchang with times, sun times and festivals")
    func dayDetail() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/month?m=2026-11&d=2026-11-08")
            #expect(page.text.contains("Sunday, 8 November 2026"))
            #expect(page.text.contains("Diwali") && page.text.contains("Vikram Samvat"))
            #expect(page.text.contains("Nakshatra") && page.text.contains("Sunrise"))
            #expect(page.text.contains(#"href="/calendar/festivals/diwali?date=2026-11-08""#))
        }
    }

    @Test("Month and day parameters are checked: bad ones answer 400 with a message, never 500")
    func monthHostile() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            for query in [
                "m=2026-13", "m=2026-1", "m=abcd-ef", "m=0999-01", "m=3000-01", "m=%3Cscript%3E",
                "m=2026-11&d=2026-11-31",
                "m=2026-11&d=yesterday", "m=2026-11&d=9999-01-01", "m=" + String(repeating: "9", count: 5000),
            ] {
                let response = try await client.calGet("/calendar/month?\(query)")
                #expect(response.status == .badRequest, "\(query)")
                #expect(!response.text.contains("<script>"))
            }
            let other = try await client.calGet("/calendar/month?m=2026-11&d=2026-12-01")
            #expect(other.status == .ok, "a day outside the month is ignored")
        }
    }

    @Test("Festivals: the next 90 days as cards, search by English, Hindi and Tamil names, filters")
    func festivals() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let list = try await client.calGet("/calendar/festivals")
            #expect(list.status == .ok)
            for text in [
                "Karthigai Deepam", "In 3 days", "Vaikunta Ekadashi", "Major festival", "fest-desc", "fd-tithi",
            ] {
                #expect(list.text.contains(text), "missing \(text)")
            }
            let vrats = try await client.calGet("/calendar/festivals?kind=vrats")
            #expect(vrats.text.contains("Ekadashi") && !vrats.text.contains("Karthigai Deepam"))
            for (q, id) in [("diwali", "diwali"), ("दीपावली", "diwali"), ("பொங்கல்", "thai-pongal"), ("holi", "holi")] {
                let encoded = q.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                let found = try await client.calGet("/calendar/festivals?q=\(encoded)")
                #expect(found.text.contains("/calendar/festivals/\(id)?date="), "\(q)")
            }
            let none = try await client.calGet("/calendar/festivals?q=zzzqqq")
            #expect(none.text.contains("No festival matches"))
            let long = try await client.calGet("/calendar/festivals?q=\(String(repeating: "a", count: 101))")
            #expect(long.status == .badRequest)
            #expect(try await client.calGet("/calendar/festivals?kind=x").status == .badRequest)
        }
    }

    @Test("A festival's detail has its names, story, rule, why-this-date for the city and a calendar link")
    func festivalDetail() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/festivals/diwali?date=2026-11-08")
            #expect(page.status == .ok)
            for text in [
                "दीपावली", "About", "The story", "Did you know?", "Calendar rule", "Why this date", "New Delhi",
                "Chosen because", "Observed in", "/calendar/festivals/diwali/2026-11-08.ics", "Amavasya",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            let next = try await client.calGet("/calendar/festivals/karthigai-deepam")
            #expect(next.text.contains("Tuesday, 24 November 2026"))
            let monthly = try await client.calGet("/calendar/festivals/ekadashi")
            #expect(monthly.status == .ok && monthly.text.contains("Why this date"))
            #expect(try await client.calGet("/calendar/festivals/nope").status == .notFound)
            #expect(try await client.calGet("/calendar/festivals/diwali?date=2026-11-09").status == .notFound)
            #expect(try await client.calGet("/calendar/festivals/diwali?date=2026-02-30").status == .badRequest)
            #expect(
                try await client.calGet("/calendar/festivals/\(String(repeating: "x", count: 500))").status == .notFound
            )
        }
    }

    @Test("Settings save tradition, path, sync content and reminders; bad values re-render with a message")
    func settings() async throws {
        try await withApp { client, database in
            try await client.calOnboard()
            let page = try await client.calGet("/calendar/settings")
            for text in [
                "Purnimant", "Amavasyant", "Gujarati", "Bengali", "Tamil", "Malayalam", "Drik Ganit", "Lahiri",
                "GeoNames", "Hindu Calendar", "webcal://", "Festivals + Tithis", "Full panchang", "ISKCON",
                "Swaminarayan", "The evening before",
            ] {
                #expect(page.text.contains(text), "missing \(text)")
            }
            let saved = try await client.calPost("/calendar/settings", ["section": "path", "path": "shaiv"])
            #expect(saved.status == .seeOther || saved.status == .found)
            #expect(try await database.calendarSettings(of: .local).dharmaPath == "shaiv")
            let bad = try await client.calPost(
                "/calendar/settings",
                ["section": "notifications", "briefingTime": "25:00", "eveningTime": "18:00", "morningOf": "on"])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("“25:00” is not a time") && bad.text.contains(#"value="25:00""#))
            let ok = try await client.calPost(
                "/calendar/settings",
                [
                    "section": "notifications", "briefingTime": "06:30", "eveningTime": "19:15", "morningOf": "on",
                    "dayBefore": "on", "dailyBriefing": "on", "festivalReminders": "on",
                ])
            #expect(ok.status.code / 100 == 3)
            let s = try await database.calendarSettings(of: .local)
            #expect(s.briefingMinute == 390 && s.eveningMinute == 1155 && s.remindDayBefore && !s.remindEveningBefore)
            // The daily briefing's alarm names the verse of its day: Shaiva's daily text is the Gita,
            // nothing read yet, so today offers 1.1 and tomorrow 1.2 (seed §13).
            let feed = try await client.calGet("/calendar/hindu-calendar.ics").text
                .replacingOccurrences(of: "\r\n ", with: "")
            #expect(feed.contains("panchang: Bhagavad Gita 1.1 · "), "today's alarm")
            #expect(feed.contains("panchang: Bhagavad Gita 1.2 · "), "tomorrow's alarm")
            for fields in [
                ["section": "tradition", "tradition": "julian"], ["section": "sync", "content": "all"],
                ["section": "fasting", "fasting": "<b>lunar</b>"], ["section": "fasting"],
                ["section": "path", "path": ""], ["section": "nonsense"], [:],
            ] {
                let r = try await client.calPost("/calendar/settings", fields)
                #expect(r.status == .unprocessableContent, "\(fields)")
            }
        }
    }

    @Test("The fasting rule moves Ekadashi and Janmashtami: ISKCON keeps Saphala 2025 on Dec 16 (Pakshavardhini)")
    func fastingRule() async throws {
        try await withApp { client, database in
            try await client.calOnboard()
            func ekadashiDays() async throws -> [String] {
                let r = try await client.calGet("/api/v1/calendar/festivals?from=2025-12-10&to=2025-12-20")
                return ((r.json["festivals"] as? [[String: Any]]) ?? []).filter { $0["id"] as? String == "ekadashi" }
                    .compactMap { $0["date"] as? String }
            }
            let settings = try await client.calGet("/calendar/settings")
            #expect(settings.text.contains("Fasting days") && settings.text.contains("Mahadvadashi"))
            #expect(settings.text.contains(#"name="fasting" value="smarta" checked"#))
            #expect(try await ekadashiDays() == ["2025-12-15"])
            let saved = try await client.calPost("/calendar/settings", ["section": "fasting", "fasting": "iskcon"])
            #expect(saved.status.code / 100 == 3)
            #expect(try await database.calendarSettings(of: .local).fastingRule == "iskcon")
            #expect(try await ekadashiDays() == ["2025-12-16"])
            let page = try await client.calGet("/calendar/settings?saved=fasting")
            #expect(page.text.contains(#"name="fasting" value="iskcon" checked"#))
            // Janmashtami 2023 in New Delhi: Smarta Sep 6, Vaishnava Sep 7.
            let janmashtami = try await client.calGet(
                "/api/v1/calendar/festivals?from=2023-09-01&to=2023-09-10&fasting=smarta")
            #expect(
                ((janmashtami.json["festivals"] as? [[String: Any]]) ?? []).first {
                    $0["id"] as? String == "krishna-janmashtami"
                }?["date"] as? String == "2023-09-06")
            let vaishnava = try await client.calGet("/api/v1/calendar/festivals?from=2023-09-01&to=2023-09-10")
            #expect(
                ((vaishnava.json["festivals"] as? [[String: Any]]) ?? []).first {
                    $0["id"] as? String == "krishna-janmashtami"
                }?["date"] as? String == "2023-09-07")
            let bad = try await client.calGet("/api/v1/calendar/festivals?fasting=lunar")
            #expect(bad.status.code / 100 == 4 && bad.text.contains("fasting rule"))
        }
    }

    @Test("Onboarding's spiritual path sets the fasting rule: ISKCON → ISKCON, Vaishnav → Vaishnava, Shaiv → Smarta")
    func pathSetsFasting() async throws {
        try await withApp { client, database in
            for (path, rule) in [("iskcon", "iskcon"), ("vaishnav", "vaishnava"), ("shaiv", "smarta")] {
                _ = try await client.calPost("/calendar/welcome", ["step": "3", "path": path])
                #expect(try await database.calendarSettings(of: .local).fastingRule == rule, "\(path)")
            }
        }
    }

    @Test("Location: search lists cities, choosing one or coordinates makes it primary; bad input is refused")
    func location() async throws {
        try await withApp { client, database in
            try await client.calOnboard()
            let popular = try await client.calGet("/calendar/location")
            #expect(popular.text.contains("Toronto") && popular.text.contains("GeoNames"))
            let search = try await client.calGet("/calendar/location?q=new%20york")
            #expect(search.text.contains("New York City"))
            let chosen = try await client.calPost("/calendar/location", ["placeId": CalendarCity.newYork])
            #expect(chosen.status.code / 100 == 3)
            #expect(try await database.primaryPlace(of: .local)?.location.timeZoneIdentifier == "America/New_York")
            _ = try await client.calPost("/calendar/location", ["lat": "13.08", "lon": "80.27"])
            #expect(try await database.primaryPlace(of: .local)?.name == "Chennai")
            for fields in [
                ["placeId": "0"], ["placeId": "-5"], ["placeId": "99999999999999"], ["lat": "91", "lon": "0"],
                ["lat": "x", "lon": "1"], ["lat": "NaN", "lon": "1"], ["lat": "1"], [:],
            ] {
                let r = try await client.calPost("/calendar/location", fields)
                #expect(r.status == .unprocessableContent, "\(fields)")
            }
            #expect(
                try await client.calGet("/calendar/location?q=\(String(repeating: "z", count: 150))").status
                    == .badRequest)
        }
    }
}
