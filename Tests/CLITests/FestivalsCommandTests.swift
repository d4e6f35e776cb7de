import ArgumentParser
import Foundation
import Testing

@testable import CLI

@Suite("sadhana festivals and calendar")
struct FestivalsCommandTests {
    let delhi = ["--lat", "28.6139", "--lon", "77.2090", "--tz", "Asia/Kolkata"]
    let chennai = ["--lat", "13.0827", "--lon", "80.2707", "--tz", "Asia/Kolkata"]

    @Test(
        "CSV starts with the header, has one row per observance day sorted by date, and includes festivals and monthly days"
    )
    func csv() throws {
        let r = runObservanceCommand(FestivalsCommand.self, ["--year", "2026"] + delhi + ["--format", "csv"])
        #expect(r.status == 0 && r.err.isEmpty)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "date,id,name,category")
        let rows = lines.dropFirst().map { $0.split(separator: ",", maxSplits: 3).map(String.init) }
        #expect(rows.allSatisfy { $0.count == 4 && $0[0].hasPrefix("2026-") })
        #expect(rows.map { $0[0] } == rows.map { $0[0] }.sorted())
        #expect(rows.contains { $0[0] == "2026-11-08" && $0[1] == "diwali" && $0[3] == "major" })
        #expect(rows.contains { $0[1] == "ekadashi" && $0[3] == "monthly" })
        #expect(rows.contains { $0[0] == "2026-03-19" && $0[1] == "ugadi" })
    }

    @Test("JSON lines carry the explanation with the anga, the deciding window and rejected days")
    func jsonl() throws {
        let r = runObservanceCommand(FestivalsCommand.self, ["--year", "2026"] + delhi + ["--format", "jsonl"])
        #expect(r.status == 0)
        let objects = try r.out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let rama = try #require(objects.first { $0["id"] as? String == "rama-navami" })
        #expect(rama["date"] as? String == "2026-03-26")
        let explanation = try #require(rama["explanation"] as? [String: Any])
        #expect(explanation["kaala"] as? String == "madhyahna")
        let rejected = try #require(explanation["rejected"] as? [[String: Any]])
        #expect(rejected.first?["date"] as? String == "2026-03-27")
        let anga = try #require(explanation["anga"] as? [String: Any])
        #expect((anga["start"] as? String)?.hasSuffix("+05:30") == true)
    }

    @Test(
        "--tradition tamil keeps Tamil and pan-Indian festivals, drops North-only ones, and moves Hanuman Jayanti to Margazhi"
    )
    func tradition() throws {
        let r = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2025"] + chennai + ["--format", "csv", "--tradition", "tamil"])
        #expect(r.status == 0)
        #expect(r.out.contains(",thai-pongal,"))
        #expect(!r.out.contains(",karva-chauth,"))
        #expect(r.out.contains("2025-12-19,hanuman-jayanti,"))
    }

    @Test(
        "--tradition iskcon keeps Vaishnava and pan-Indian festivals, the Vaishnava Janmashtami and the ISKCON Ekadashi with its Mahadvadashi"
    )
    func iskconTradition() throws {
        let bengaluru = ["--lat", "12.9716", "--lon", "77.5946", "--tz", "Asia/Kolkata"]
        let r = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2025"] + bengaluru + ["--format", "jsonl", "--tradition", "iskcon"])
        #expect(r.status == 0 && r.err.isEmpty)
        let objects = try r.out.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        func days(_ id: String) -> [String] {
            objects.filter { $0["id"] as? String == id }.compactMap { $0["date"] as? String }
        }
        #expect(days("krishna-janmashtami") == ["2025-08-16"])
        #expect(days("karva-chauth").isEmpty)
        #expect(days("ekadashi").contains("2025-12-16") && !days("ekadashi").contains("2025-12-15"))
        let saphala = try #require(
            objects.first { $0["id"] as? String == "ekadashi" && $0["date"] as? String == "2025-12-16" })
        #expect(saphala["variant"] as? String == "iskcon")
        let explanation = try #require(saphala["explanation"] as? [String: Any])
        #expect((explanation["reason"] as? String)?.hasPrefix("Pakshavardhini Mahadvadashi") == true)
        let vaishnava = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2025"] + bengaluru + ["--format", "csv", "--ekadashi", "vaishnava"])
        #expect(vaishnava.out.contains("2025-12-15,ekadashi,") && !vaishnava.out.contains("2025-12-16,ekadashi,"))
    }

    @Test("The calendar prints a grid with Tamil dates, sunrise tithis and markers, then the month's observances")
    func calendarGrid() throws {
        let r = runObservanceCommand(CalendarCommand.self, ["--month", "2026-01"] + chennai)
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("January 2026\n"))
        #expect(r.out.contains("Thai 1") && r.out.contains("Margazhi 17"))
        #expect(r.out.contains("14 Wed  Makar Sankranti · Thai Pongal"))
        #expect(r.out.contains("Amavasya"))
        let kerala = runObservanceCommand(
            CalendarCommand.self, ["--month", "2025-09"] + chennai + ["--tradition", "kerala"])
        #expect(kerala.out.contains("Malayalam: Chingam – Kanni") && kerala.out.contains("Chingam 1"))
        let jsonl = runObservanceCommand(
            CalendarCommand.self, ["--month", "2026-02"] + chennai + ["--format", "jsonl"])
        let days = jsonl.out.split(separator: "\n")
        #expect(days.count == 28)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(days[0].utf8)) as? [String: Any])
        let tamilDay = try #require(first["tamilDay"] as? [String: Any])
        #expect((tamilDay["yogam"] as? [[String: Any]])?.isEmpty == false)
        #expect((tamilDay["nallaNeram"] as? [[String: Any]])?.isEmpty == false)
        #expect((first["tamil"] as? [String: Any])?["month"] as? String == "Thai")
        // 1 February 2026: Magha of VS 2082 — Siddharthi in the North since April 2025, Vishvavasu in the South.
        let lunar = try #require(first["lunar"] as? [String: Any])
        #expect(lunar["samvatsara"] as? String == "Vishvavasu")
        #expect(lunar["samvatsaraNorth"] as? String == "Siddharthi")
        #expect(lunar["vikramSamvat"] as? Int == 2082 && lunar["vikramSamvatGujarati"] as? Int == 2082)
    }

    @Test(
        "Bad input gets one clear line and exit status 2",
        arguments: [
            (["--year", "20x6"], "year “20x6”"), (["--year", "3000"], "1100 to 2900"),
            (["--year", "1099"], "1100 to 2900"),
            (["--year", "2026", "--format", "xml"], "format “xml”"),
            (["--year", "2026", "--tradition", "martian"], "tradition “martian”"),
            (["--year", "2026", "--ekadashi", "both"], "not one of smarta, vaishnava, iskcon"),
        ])
    func badInput(arguments: [String], message: String) {
        let r = runObservanceCommand(FestivalsCommand.self, arguments + delhi)
        #expect(r.status == 2)
        #expect(r.out.isEmpty)
        #expect(r.err.split(separator: "\n").count == 1 && r.err.contains(message))
    }

    @Test("A bad month or place for the calendar gets one clear line and exit status 2")
    func badCalendarInput() {
        for (args, message) in [
            (["--month", "2026-13"] + chennai, "YYYY-MM"),
            (["--month", "2026-01", "--lat", "95", "--lon", "80", "--tz", "Asia/Kolkata"], "latitude"),
            (["--month", "2026-01", "--lat", "13", "--lon", "80", "--tz", "Mars/Base"], "Mars/Base"),
        ] {
            let r = runObservanceCommand(CalendarCommand.self, args)
            #expect(r.status == 2)
            #expect(r.err.split(separator: "\n").count == 1 && r.err.contains(message))
        }
    }
}

/// `sadhana festivals --search`: the festival search of the Dharmic Companion, spellings included.
@Suite("sadhana festivals --search")
struct FestivalsSearchCommandTests {
    let chennai = ["--lat", "13.0827", "--lon", "80.2707", "--tz", "Asia/Kolkata", "--year", "2026", "--format", "csv"]

    @Test(
        "Finds a festival by the spelling people write",
        arguments: [
            ("deepavali", ",diwali,"), ("divali", ",diwali,"), ("thaipusam", ",thai-poosam,"),
            ("navratri", ",navaratri,"),
        ])
    func spelling(query: String, row: String) {
        let r = runObservanceCommand(FestivalsCommand.self, chennai + ["--search", query])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(row))
        #expect(!r.out.contains(",ekadashi,"))
    }

    @Test("A name that matches nothing, or an empty one, is one line on stderr and exit 2")
    func nothing() {
        let r = runObservanceCommand(FestivalsCommand.self, chennai + ["--search", "qqqxqq"])
        #expect(r.status == 2 && r.err.contains("named like “qqqxqq”"))
        let empty = runObservanceCommand(FestivalsCommand.self, chennai + ["--search", " "])
        #expect(empty.status == 2 && empty.err.contains("search must be"))
    }
}
