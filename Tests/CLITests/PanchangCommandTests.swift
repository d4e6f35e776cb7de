import ArgumentParser
import Foundation
import Testing

@testable import CLI

@Suite("sadhana panchang")
struct PanchangCommandTests {
    let chennai = ["--lat", "13.0827", "--lon", "80.2707", "--tz", "Asia/Kolkata"]

    @Test("One day as JSON lines prints the contract's fields in order with local offsets")
    func oneDayJSON() throws {
        let result = runPanchang(chennai + ["--date", "2026-01-02", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 1)
        let line = String(try #require(lines.first))
        #expect(line.hasPrefix("{\"date\":\"2026-01-02\",\"sunrise\":\"2026-01-02T06:"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "date", "sunrise", "sunset", "moonrise", "moonset", "tithi", "nakshatra", "yoga",
                "karana", "vara", "rahuKalam", "yamagandam", "gulikaKalam", "abhijit",
            ])
        let keysInOrder = [
            "date", "sunrise", "sunset", "moonrise", "moonset", "tithi", "nakshatra", "yoga", "karana",
            "vara", "rahuKalam", "yamagandam", "gulikaKalam", "abhijit",
        ]
        let positions = keysInOrder.map { line.range(of: "\"\($0)\":")!.lowerBound }
        #expect(positions == positions.sorted())
        #expect(object["vara"] as? String == "Shukravara")
        let tithi = try #require(object["tithi"] as? [[String: Any]])
        #expect(tithi.first?["index"] as? Int == 14)
        #expect(tithi.first?["name"] as? String == "Shukla Chaturdashi")
        #expect((object["sunrise"] as? String)?.hasSuffix("+05:30") == true)
    }

    @Test("A range prints one line per day, and Hindu sunrise comes later than standard")
    func rangeAndHinduSunrise() throws {
        let standard = runPanchang(chennai + ["--from", "2026-03-01", "--to", "2026-03-31", "--format", "jsonl"])
        let hindu = runPanchang(
            chennai + ["--from", "2026-03-01", "--to", "2026-03-31", "--format", "jsonl", "--sunrise", "hindu"])
        #expect(standard.status == 0 && hindu.status == 0)
        let a = standard.out.split(separator: "\n")
        let b = hindu.out.split(separator: "\n")
        #expect(a.count == 31 && b.count == 31)
        let s = try #require(try JSONSerialization.jsonObject(with: Data(a[0].utf8)) as? [String: Any])
        let h = try #require(try JSONSerialization.jsonObject(with: Data(b[0].utf8)) as? [String: Any])
        #expect((s["sunrise"] as! String) < (h["sunrise"] as! String))
    }

    @Test("The table format prints a title, a header and one aligned row per day")
    func table() {
        let result = runPanchang(chennai + ["--from", "2026-01-01", "--to", "2026-01-03"])
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix("Date        Vara"))
        #expect(lines[2].hasPrefix("2026-01-01  Guruvara"))
        let column = lines[1].range(of: "Sunrise")!.lowerBound.utf16Offset(in: lines[1])
        #expect(lines[3].dropFirst(column).first?.isNumber == true)
    }

    @Test(
        "Bad input prints one line on stderr and exits 2",
        arguments: [
            (
                ["--lat", "95", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "2026-01-01"],
                "error: latitude 95.0 is outside −90…90"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Mars/Olympus", "--date", "2026-01-01"],
                "error: “Mars/Olympus” is not a known IANA time zone"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--from", "2026-02-01", "--to", "2026-01-01"],
                "error: --to 2026-01-01 is before --from 2026-02-01"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--from", "1900-01-01", "--to", "2100-01-02"],
                "error: the range 1900-01-01…2100-01-02 is longer than 200 years"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "2026-1-5"],
                "error: “2026-1-5” is not a date in the form YYYY-MM-DD"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "2026-02-30"],
                "error: 2026-02-30 is not a day of the calendar"
            ),
            (
                ["--lat", "north", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "2026-01-01"],
                "error: latitude “north” is not a number"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "2026-01-01", "--sunrise", "noon"],
                "error: sunrise “noon” is not one of standard, hindu"
            ),
            (
                ["--lat", "13", "--lon", "80", "--tz", "Asia/Kolkata", "--date", "0900-01-01"],
                "error: 0900-01-01 is outside the years 1000–2999 the engine serves"
            ),
        ])
    func badInput(arguments: [String], message: String) {
        let result = runPanchang(arguments)
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err == message + "\n")
    }
}
