import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Dharmic Companion JSON API and calendar feed")
struct CalendarAPITests {
    @Test("Today as JSON: place, Hindu date, angas with times, periods and festivals")
    func today() async throws {
        try await withApp { client, _ in
            let response = try await client.calGet("/api/v1/calendar/today")
            #expect(response.status == .ok)
            let json = response.json
            #expect(json["today"] as? String == "2026-11-21")
            #expect((json["place"] as? [String: Any])?["timeZone"] as? String == "Asia/Kolkata")
            #expect(((json["date"] as? [String: Any])?["vikram"] as? String) == "Vikram Samvat 2083")
            #expect((json["angas"] as? [[String: Any]])?.count == 4)
            #expect((json["periods"] as? [[String: Any]])?.contains { $0["key"] as? String == "rahu" } == true)
            let ny = try await client.calGet("/api/v1/calendar/today?place=\(CalendarCity.newYork)")
            #expect(ny.json["today"] as? String == "2026-11-21")
            #expect((ny.json["place"] as? [String: Any])?["timeZone"] as? String == "America/New_York")
            let coords = try await client.calGet("/api/v1/calendar/today?lat=51.5&lon=-0.12&tradition=tamil")
            #expect(coords.json["tradition"] as? String == "tamil")
            #expect((coords.json["place"] as? [String: Any])?["timeZone"] as? String == "Europe/London")
            // In Hindi the weekday (बुधवार) is already the vara: the answer leaves `vara` out, and
            // the document allows that (every answer here is checked against it).
            let hindi = try await client.calGet("/api/v1/calendar/today?lang=hi")
            #expect(hindi.status == .ok)
            #expect(hindi.json["vara"] == nil)
            #expect(response.json["vara"] as? String != nil)
        }
    }

    @Test("A festival that falls a day earlier in New York than in New Delhi")
    func diaspora() async throws {
        try await withApp { client, _ in
            let delhi = try await client.calGet("/api/v1/calendar/festivals/karthigai-deepam")
            let ny = try await client.calGet(
                "/api/v1/calendar/festivals/karthigai-deepam?place=\(CalendarCity.newYork)")
            #expect((delhi.json["observance"] as? [String: Any])?["date"] as? String == "2026-11-24")
            #expect((ny.json["observance"] as? [String: Any])?["date"] as? String == "2026-11-23")
            #expect(((ny.json["observance"] as? [String: Any])?["reason"] as? String)?.isEmpty == false)
        }
    }

    @Test("The North Indian samvatsara follows Jupiter: VS 2082 opened as Kalayukti, Siddharthi began on 25 April 2025")
    func northIndianSamvatsara() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            func samvatsara(_ date: String, _ tradition: String = "purnimant") async throws -> String? {
                let day = try await client.calGet("/api/v1/calendar/day?date=\(date)&tradition=\(tradition)")
                return (day.json["date"] as? [String: Any])?["samvatsara"] as? String
            }
            #expect(try await samvatsara("2025-04-01") == "Kalayukti samvatsara · Siddharthi from 25 Apr")
            #expect(
                try await samvatsara("2025-06-01")
                    == "Siddharthi samvatsara since 25 Apr · the year opened as Kalayukti")
            // Traditions that count the South Indian cycle keep its name for the whole year.
            #expect(try await samvatsara("2025-06-01", "amavasyant") == "Vishvavasu samvatsara")
            let gujarati = try await client.calGet("/api/v1/calendar/day?date=2025-10-22&tradition=gujarati")
            #expect(
                (gujarati.json["date"] as? [String: Any])?["traditionYear"] as? String == "Gujarati Vikram Samvat 2082")
            let diwali = try await client.calGet("/api/v1/calendar/day?date=2025-10-21&tradition=gujarati")
            #expect(
                (diwali.json["date"] as? [String: Any])?["traditionYear"] as? String == "Gujarati Vikram Samvat 2081")
        }
    }

    @Test("Month, day and festival range as JSON")
    func month() async throws {
        try await withApp { client, _ in
            let month = try await client.calGet("/api/v1/calendar/month?month=2026-11")
            let days = month.json["days"] as? [[String: Any]]
            #expect(days?.count == 30)
            let diwali = days?.first { $0["iso"] as? String == "2026-11-08" }
            #expect((diwali?["observances"] as? [[String: Any]])?.contains { $0["id"] as? String == "diwali" } == true)
            let day = try await client.calGet("/api/v1/calendar/day?date=2026-11-08")
            #expect((day.json["festivals"] as? [[String: Any]])?.contains { $0["id"] as? String == "diwali" } == true)
            let range = try await client.calGet("/api/v1/calendar/festivals?from=2026-11-01&to=2026-11-30")
            #expect((range.json["festivals"] as? [[String: Any]])?.contains { $0["id"] as? String == "diwali" } == true)
            let search = try await client.calGet("/api/v1/calendar/festivals?q=pongal")
            #expect(
                (search.json["festivals"] as? [[String: Any]])?.contains { $0["id"] as? String == "thai-pongal" }
                    == true)
            let detail = try await client.calGet("/api/v1/calendar/festivals/diwali?date=2026-11-08")
            #expect(detail.json["story"] is String)
            #expect((detail.json["observance"] as? [String: Any])?["rule"] is String)
        }
    }

    @Test(
        "Hostile API input answers 4xx JSON with an error, never a 500",
        arguments: [
            "/api/v1/calendar/month?month=2026-13", "/api/v1/calendar/month?month=20261",
            "/api/v1/calendar/month?month=0000-01",
            "/api/v1/calendar/day", "/api/v1/calendar/day?date=2026-02-29", "/api/v1/calendar/day?date=%00",
            "/api/v1/calendar/day?date=1000-01-01", "/api/v1/calendar/festivals?from=2026-01-01&to=2027-12-31",
            "/api/v1/calendar/festivals?from=2026-05-01&to=2026-04-01", "/api/v1/calendar/festivals?from=x",
            "/api/v1/calendar/festivals/unknown", "/api/v1/calendar/festivals/diwali?date=2026-11-09",
            "/api/v1/calendar/today?lat=91&lon=0", "/api/v1/calendar/today?lat=abc&lon=0",
            "/api/v1/calendar/today?lat=10",
            "/api/v1/calendar/today?lat=1e400&lon=0", "/api/v1/calendar/today?lat=10&lon=10&tz=Mars/Olympus",
            "/api/v1/calendar/today?tradition=gregorian", "/api/v1/calendar/today?place=abc",
            "/api/v1/calendar/today?place=1", "/api/v1/calendar/nothing",
            "/api/v1/calendar/festivals?q=\(String(repeating: "q", count: 200))",
        ])
    func hostile(uri: String) async throws {
        try await withApp { client, _ in
            let response = try await client.calGet(uri)
            #expect((400..<500).contains(response.status.code), "\(uri) → \(response.status)")
            #expect(response.json["error"] is String)
        }
    }

    @Test("The feed is a valid iCalendar with stable UIDs, all-day dates, notes and alarms by category")
    func feed() async throws {
        try await withApp { client, _ in
            try await client.calOnboard()
            let feed = try await client.calGet("/calendar/hindu-calendar.ics")
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            let text = feed.text
            for line in [
                "BEGIN:VCALENDAR", "X-WR-CALNAME:Hindu Calendar", "X-APPLE-CALENDAR-COLOR:#E8711A",
                "UID:diwali-2026-11-08@sadhana-calendar", "DTSTART;VALUE=DATE:20261108", "BEGIN:VALARM",
                "TRIGGER:-PT6H", "TRIGGER:PT7H", "END:VCALENDAR",
            ] {
                #expect(text.contains(line), "missing \(line)")
            }
            #expect(!text.contains("UID:ekadashi-"), "festivals only by default")
            // A year either side: last December's Karthigai Deepam and next year's Diwali are there too.
            #expect(text.contains("UID:karthigai-deepam-2025-12-") && text.contains("UID:diwali-2027-"))
            let tithis = try await client.calGet("/calendar/hindu-calendar.ics?content=tithis")
            #expect(tithis.text.contains("UID:ekadashi-2026-11-20@sadhana-calendar"))
            let full = try await client.calGet("/calendar/hindu-calendar.ics?content=full&download=1")
            #expect(full.text.contains("UID:panchang-2026-11-21@sadhana-calendar"))
            #expect(full.headers[.contentDisposition]?.contains("hindu-calendar.ics") == true)
            #expect(try await client.calGet("/calendar/hindu-calendar.ics?content=everything").status == .badRequest)
            let single = try await client.calGet("/calendar/festivals/diwali/2026-11-08.ics")
            #expect(single.text.contains("UID:diwali-2026-11-08@sadhana-calendar"))
            #expect(try await client.calGet("/calendar/festivals/diwali/2026-11-09.ics").status == .notFound)
            #expect(try await client.calGet("/calendar/festivals/diwali/notadate.ics").status == .badRequest)
            #expect(try await client.calGet("/calendar/festivals/diwali/2026-11-08.txt").status == .notFound)
        }
    }
}
