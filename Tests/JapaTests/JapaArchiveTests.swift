import CivilTime
import Foundation
import Japa
import Testing

@Suite("Export and import of a counter's history")
struct JapaArchiveTests {
    let day = try! CivilDate(iso: "2026-11-21")
    var entries: [JapaEntry] {
        [
            JapaEntry(kind: .addition, amount: 16, recordedAt: Date(timeIntervalSince1970: 1_795_000_000), day: day),
            JapaEntry(kind: .addition, amount: 5, recordedAt: Date(timeIntervalSince1970: 1_795_000_060), day: day),
            JapaEntry(kind: .undo, amount: 0, recordedAt: Date(timeIntervalSince1970: 1_795_000_120), day: day),
            JapaEntry(
                kind: .correction, amount: 2524, recordedAt: Date(timeIntervalSince1970: 1_795_000_180), day: day),
        ]
    }

    @Test("JSON round-trips every entry")
    func jsonRoundTrip() throws {
        let archive = JapaArchive(name: "Маха-мантра", target: 5556, targetDate: day.adding(days: 30), entries: entries)
        let back = try JapaArchive(json: try archive.jsonData())
        #expect(back == archive)
    }

    @Test("CSV round-trips every entry and prints running totals")
    func csvRoundTrip() throws {
        let archive = JapaArchive(name: "Japa", target: 5556, targetDate: nil, entries: entries)
        let text = archive.csvText()
        #expect(text.hasPrefix(JapaArchive.csvHeader + "\n"))
        #expect(text.contains(",addition,16,16,16\n"))
        #expect(text.contains(",undo,0,,\n"))
        #expect(text.contains(",correction,2524,2508,2524\n"))
        let back = try JapaArchive(csv: text, name: "Japa", target: 5556)
        #expect(back.entries == archive.entries)
    }

    @Test("Rejects files that are not exports or carry impossible entries")
    func rejectsBadFiles() {
        #expect(throws: JapaError.self) { try JapaArchive(json: Data("{}".utf8)) }
        #expect(throws: JapaError.self) { try JapaArchive(json: Data("not json".utf8)) }
        #expect(throws: JapaError.self) { try JapaArchive(csv: "a,b\n1,2", name: "x", target: 10) }
        #expect(throws: JapaError.self) {
            try JapaArchive(
                csv: JapaArchive.csvHeader + "\n2026-11-21T00:00:00Z,2026-11-21,addition,-4,,", name: "x", target: 10)
        }
        #expect(throws: JapaError.self) {
            try JapaArchive(
                csv: JapaArchive.csvHeader + "\n2026-11-21T00:00:00Z,2026-11-21,correction,11,,", name: "x", target: 10)
        }
    }

    @Test("A JSON entry with an impossible day (2026-13-45) refuses the file, naming the entry and field")
    func jsonImpossibleDay() throws {
        let archive = JapaArchive(name: "Japa", target: 5556, targetDate: nil, entries: entries)
        var text = String(decoding: try archive.jsonData(), as: UTF8.self)
        // The third entry's day becomes 2026-13-45 (keys are sorted: an entry's day comes before its month).
        var parts = text.components(separatedBy: "\"month\" : 11")
        #expect(parts.count == 5)
        parts[2] = parts[2].replacingOccurrences(of: "\"day\" : 21", with: "\"day\" : 45")
        text =
            parts[0] + "\"month\" : 11" + parts[1] + "\"month\" : 11" + parts[2] + "\"month\" : 13"
            + parts[3] + "\"month\" : 11" + parts[4]
        #expect(throws: JapaError.invalidImport(place: .entry(3), field: "day", text: "2026-13-45")) {
            try JapaArchive(json: Data(text.utf8))
        }
    }

    @Test("A JSON entry's amount of the wrong type or size names the entry and field")
    func jsonBadAmount() throws {
        let archive = JapaArchive(name: "Japa", target: 5556, targetDate: nil, entries: entries)
        let text = String(decoding: try archive.jsonData(), as: UTF8.self)
        let asText = text.replacingOccurrences(of: "\"amount\" : 5,", with: "\"amount\" : \"five\",")
        #expect(throws: JapaError.invalidImport(place: .entry(2), field: "amount", text: "")) {
            try JapaArchive(json: Data(asText.utf8))
        }
        let negative = text.replacingOccurrences(of: "\"amount\" : 5,", with: "\"amount\" : -5,")
        #expect(throws: JapaError.invalidImport(place: .entry(2), field: "amount", text: "-5")) {
            try JapaArchive(json: Data(negative.utf8))
        }
    }

    @Test("A CSV row with a bad value names its line (as an editor counts) and column")
    func csvNamesLineAndColumn() {
        let row = "2026-11-21T00:00:00Z,2026-11-21,addition,4,,"
        #expect(throws: JapaError.invalidImport(place: .line(4), field: "day", text: "2026-13-45")) {
            try JapaArchive(
                csv: [JapaArchive.csvHeader, row, "", row.replacingOccurrences(of: "2026-11-21,", with: "2026-13-45,")]
                    .joined(separator: "\n"), name: "x", target: 10)
        }
        #expect(throws: JapaError.invalidImport(place: .line(3), field: "amount", text: "-4")) {
            try JapaArchive(
                csv: [JapaArchive.csvHeader, row, row.replacingOccurrences(of: ",4,", with: ",-4,")]
                    .joined(separator: "\n"), name: "x", target: 10)
        }
        #expect(throws: JapaError.invalidImport(place: .line(2), field: "kind", text: "added")) {
            try JapaArchive(
                csv: JapaArchive.csvHeader + "\n" + row.replacingOccurrences(of: "addition", with: "added"), name: "x",
                target: 10)
        }
    }
}
