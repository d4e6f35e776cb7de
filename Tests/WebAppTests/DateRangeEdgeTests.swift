import Foundation
import Hummingbird
import HummingbirdTesting
import Observances
import Testing

@testable import WebApp

/// Every day of `CalendarRange` (1100-01-01 … 2900-12-31) works on every date-taking route of both
/// calendar apps, even where its month or its look-ahead crosses the edge; the day just outside
/// answers 400 with a message naming the range.
@Suite("The calendars serve every day of their range, to the edge")
struct DateRangeEdgeTests {
    static let chennai = "lat=13.0827&lng=80.2707&timezone=Asia/Kolkata"
    /// Days at both ends whose month, week or look-ahead reaches past the range.
    static let edgeDays = ["1100-01-01", "1100-01-08", "2900-10-31", "2900-11-12", "2900-12-31"]

    @Test("Tamil Calendar: the seed API and the day, week and month pages at the edges")
    func tamil() async throws {
        try await withApp { client, _ in
            for day in Self.edgeDays {
                for uri in [
                    "/api/panchangam/daily?date=\(day)&\(Self.chennai)",
                    "/api/panchangam/weekly?startDate=\(day)&\(Self.chennai)",
                    "/tamil?date=\(day)", "/tamil/week?start=\(day)", "/tamil/month?month=\(day.prefix(7))",
                ] {
                    let r = try await client.execute(uri: uri, method: .get)
                    #expect(r.status == .ok, "\(uri): \(String(buffer: r.body).prefix(200))")
                }
            }
            let daily = try await client.execute(
                uri: "/api/panchangam/daily?date=2900-12-31&\(Self.chennai)", method: .get)
            #expect(daily.json["date"] as? String == "2900-12-31")
            let week = try await client.execute(
                uri: "/api/panchangam/weekly?startDate=2900-12-31&\(Self.chennai)", method: .get)
            #expect((week.json["days"] as? [Any])?.count == 7)
            for uri in [
                "/api/panchangam/daily?date=2901-01-01&\(Self.chennai)",
                "/api/panchangam/weekly?startDate=1099-12-31&\(Self.chennai)",
                "/tamil?date=2901-01-01", "/tamil/week?start=1099-12-31", "/tamil/month?month=2901-01",
            ] {
                let r = try await client.execute(uri: uri, method: .get)
                #expect(r.status == .badRequest, "\(uri)")
                #expect(String(buffer: r.body).contains("1100"), "\(uri) names the range")
            }
        }
    }

    @Test("Dharmic Companion: the API and the month and festival pages at the edges")
    func companion() async throws {
        try await withApp { client, _ in
            try await client.calOnboard(city: CalendarCity.chennai)
            for day in Self.edgeDays {
                let month = day.prefix(7)
                for uri in [
                    "/api/v1/calendar/day?date=\(day)", "/api/v1/calendar/month?month=\(month)",
                    "/api/v1/calendar/festivals?from=\(day)&to=\(day)",
                    "/calendar/month?m=\(month)&d=\(day)",
                ] {
                    let r = try await client.calGet(uri)
                    #expect(r.status == .ok, "\(uri): \(String(buffer: r.body).prefix(200))")
                }
            }
            // A festival's page for its day in the first and last months served.
            for (from, to) in [("1100-01-01", "1100-01-31"), ("2900-12-01", "2900-12-31")] {
                let list = try await client.calGet("/api/v1/calendar/festivals?from=\(from)&to=\(to)")
                let items = try #require(list.json["festivals"] as? [[String: Any]], "\(from)")
                let first = try #require(items.first)
                let id = try #require(first["id"] as? String)
                let date = try #require(first["date"] as? String)
                for uri in ["/api/v1/calendar/festivals/\(id)?date=\(date)", "/calendar/festivals/\(id)?date=\(date)"] {
                    let r = try await client.calGet(uri)
                    #expect(r.status == .ok, "\(uri): \(String(buffer: r.body).prefix(200))")
                }
            }
            for uri in [
                "/api/v1/calendar/day?date=2901-01-01", "/api/v1/calendar/month?month=1099-12",
                "/calendar/month?m=2901-01",
            ] {
                let r = try await client.calGet(uri)
                #expect(r.status == .badRequest, "\(uri)")
            }
        }
    }
}
