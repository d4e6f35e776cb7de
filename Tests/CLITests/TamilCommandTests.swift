import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import TamilCore
import Testing
import WebApp

@testable import CLI

/// `sadhana tamil day|week` print what `/api/panchangam/daily|weekly` answer: one core, two doors.
@Suite("The Tamil Calendar from the terminal agrees with the seed API")
struct TamilCommandTests {
    func run(_ arguments: [String]) -> (out: String, err: String, status: Int32) {
        runCommand(SadhanaCommand.self, ["tamil"] + arguments)
    }

    /// The server's answer for a path, in process, on an empty database.
    func api(_ uri: String) async throws -> (status: HTTPResponse.Status, body: String) {
        let configuration = WebAppConfiguration(
            dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!)
        let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
        return try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: uri, method: .get)
            return (response.status, String(buffer: response.body))
        }
    }

    static let cases: [(city: String, date: String)] = [
        ("Chennai", "2026-01-14"), ("Chennai", "2026-10-20"), ("Toronto", "2026-03-08"), ("Toronto", "2026-11-01"),
    ]

    @Test("A day's JSON from the CLI is the API's, for Chennai and Toronto (DST days included)", arguments: cases)
    func dayAgrees(city: String, date: String) async throws {
        let cli = run(["day", "--city", city, "--date", date, "--format", "json", "--observe", "ekadasi,somavaram"])
        #expect(cli.status == 0, "\(cli.err)")
        let day = try JSONDecoder().decode(PanchangamDay.self, from: Data(cli.out.utf8))
        let place = try #require(day.location)
        let (status, body) = try await api(
            "/api/panchangam/daily?lat=\(place.lat)&lng=\(place.lng)&timezone=\(place.timezone)&date=\(date)"
                + "&observe=ekadasi,somavaram")
        #expect(status == .ok)
        #expect(try JSONDecoder().decode(PanchangamDay.self, from: Data(body.utf8)) == day)
        #expect(body == cli.out.trimmingCharacters(in: .newlines), "byte for byte")
        #expect(place.city == city)
    }

    @Test("A week's JSON from the CLI is the API's, food plan included", arguments: cases)
    func weekAgrees(city: String, date: String) async throws {
        let cli = run(["week", "--city", city, "--date", date, "--format", "json"])
        #expect(cli.status == 0, "\(cli.err)")
        let week = try JSONDecoder().decode(PanchangamWeek.self, from: Data(cli.out.utf8))
        #expect(week.days.count == 7)
        let place = week.location
        let (status, body) = try await api(
            "/api/panchangam/weekly?lat=\(place.lat)&lng=\(place.lng)&timezone=\(place.timezone)&startDate=\(date)")
        #expect(status == .ok)
        #expect(try JSONDecoder().decode(PanchangamWeek.self, from: Data(body.utf8)) == week)
    }

    @Test("The text names the Tamil date, the five angams, the periods and the food status")
    func text() {
        let cli = run(["day", "--city", "Chennai", "--date", "2026-01-14"])
        #expect(cli.status == 0)
        for expected in [
            "Thai 1", "Thithi", "Nakshatram", "Yogam", "Karanam", "Vaaram", "Rahu Kalam", "Nalla Neram",
            "Thai Pongal", "Food",
        ] {
            #expect(cli.out.contains(expected), "\(expected) in \(cli.out)")
        }
    }

    @Test(
        "Bad input prints one line on stderr and exits 2",
        arguments: [
            (["day", "--city", "Chennai", "--format", "xml"], "format “xml” is not one of text, json"),
            (["day", "--city", "Chennai", "--date", "2026-02-30"], "2026-02-30"),
            (["day", "--city", "Chennai", "--date", "3000-01-01"], "outside 1100-01-01 … 2900-12-31"),
            (["week", "--city", "Chennai", "--observe", "fish"], "observe must list some of"),
            (["day", "--lat", "95", "--lon", "80", "--tz", "Asia/Kolkata"], "latitude 95.0 is outside"),
        ])
    func badInput(arguments: [String], message: String) {
        let cli = run(arguments)
        #expect(cli.status == 2)
        #expect(cli.err.contains(message), "\(cli.err)")
        #expect(cli.out.isEmpty)
    }
}
