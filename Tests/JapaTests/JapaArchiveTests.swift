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
}
