import CivilTime
import Foundation
import Japa
import Testing

@Suite("An uploaded history file becomes an archive: JSON or CSV, named as asked")
struct JapaArchiveImportTests {
    let day = try! CivilDate(iso: "2026-11-21")
    var archive: JapaArchive {
        JapaArchive(
            name: "Маха-мантра", target: 5556, targetDate: nil,
            entries: [
                JapaEntry(kind: .addition, amount: 16, recordedAt: Date(timeIntervalSince1970: 1_795_000_000), day: day)
            ])
    }

    @Test("JSON keeps its own name unless a new one is typed; surrounding blank lines are ignored")
    func json() throws {
        let text = "\n" + String(decoding: try archive.jsonData(), as: UTF8.self) + "\n\n"
        #expect(try JapaArchive.imported(file: text, name: "  ", target: "108") == archive)
        let renamed = try JapaArchive.imported(file: text, name: "Gayatri", target: "108")
        #expect(renamed.name == "Gayatri" && renamed.target == 5556 && renamed.entries == archive.entries)
    }

    @Test("CSV takes the typed name (Japa when blank) and target")
    func csv() throws {
        let text = archive.csvText()
        let blank = try JapaArchive.imported(file: text, name: "", target: "108")
        #expect(blank.name == "Japa" && blank.target == 108 && blank.entries == archive.entries)
        #expect(try JapaArchive.imported(file: text, name: "Gayatri", target: "1008").name == "Gayatri")
    }

    @Test("An empty file, a bad target or a file that is neither is refused")
    func refusals() {
        #expect(throws: JapaError.malformedImport("the file is empty")) {
            try JapaArchive.imported(file: " \n ", name: "", target: "108")
        }
        #expect(throws: JapaError.self) { try JapaArchive.imported(file: archive.csvText(), name: "", target: "lots") }
        #expect(throws: JapaError.self) { try JapaArchive.imported(file: "hello", name: "", target: "108") }
    }
}
