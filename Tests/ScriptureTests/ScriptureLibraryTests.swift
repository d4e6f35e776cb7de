import Foundation
import Scripture
import Testing

@Suite("The texts the app ships")
struct ScriptureLibraryTests {
    let library = try! ScriptureLibrary.bundled()

    @Test("The Bhagavad Gita ships complete: 700 verses in 18 chapters, 2.47 where readers cite it")
    func gitaComplete() throws {
        let gita = try library.text("bhagavad-gita")
        #expect(gita.units.count == 700)
        #expect(gita.sections.count == 18)
        #expect(
            gita.sections.map(\.units.count) == [
                47, 72, 43, 42, 29, 47, 30, 28, 34, 42, 55, 20, 34, 27, 20, 24, 28, 78,
            ])
        let verse = try gita.unit("2.47")
        #expect(verse.original?.hasPrefix("कर्मण्येवाधिकारस्ते मा फलेषु कदाचन") == true)
        #expect(gita.neighbours(of: "2.47").previous?.ref == "2.46")
        #expect(gita.neighbours(of: "2.72").next?.ref == "3.1")
        #expect(gita.neighbours(of: "18.78").next == nil)
    }

    @Test("Every shipped layer names its source and licence, and what Sadhana wrote is marked as such")
    func everyLayerSourced() throws {
        #expect(!library.texts.isEmpty)
        for text in library.texts {
            #expect(text.coverage.shipped == text.units.count, "\(text.id)")
            for unit in text.units {
                for layer in unit.layers {
                    let source = try #require(text.source(of: layer, in: unit), "\(text.id) \(unit.ref) \(layer)")
                    #expect(!source.licence.isEmpty)
                }
                if unit.retelling != nil { #expect(text.isOwnRendering(.retelling, in: unit)) }
            }
        }
        let gita = try library.text("bhagavad-gita")
        #expect(gita.source(of: .original, in: try gita.unit("1.1"))?.licence.contains("Unlicense") == true)
        #expect(gita.isOwnRendering(.words, in: try gita.unit("1.1")))
        #expect(!gita.isOwnRendering(.original, in: try gita.unit("1.1")))
    }

    @Test("Only the seed's fifteen texts ship, in the seed's order")
    func catalogueOrder() {
        let ids = library.texts.map(\.id)
        #expect(ids.allSatisfy { ScriptureLibrary.catalogue.contains($0) })
        #expect(ids == ScriptureLibrary.catalogue.filter { ids.contains($0) })
    }

    @Test("Asking for a text or unit that does not exist is refused by name")
    func unknowns() throws {
        #expect(throws: ScriptureError.unknownText("quran")) { try library.text("quran") }
        let gita = try library.text("bhagavad-gita")
        #expect(throws: ScriptureError.unknownUnit(text: "bhagavad-gita", ref: "2.73")) { try gita.unit("2.73") }
        #expect(throws: ScriptureError.unknownSection(text: "bhagavad-gita", number: 19)) {
            try gita.section(number: 19)
        }
    }

    @Test("Data that breaks the format is refused at load: a layer without a source, a false coverage")
    func brokenDataRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "scripture-\(UUID().uuidString)")
        let text = folder.appending(path: "demo")
        try FileManager.default.createDirectory(at: text, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(coverage: Int, layers: String) throws {
            let meta = """
                {"id":"demo","title":"Demo","theme":"T","form":"generic","unit":{"singular":"verse","plural":"verses"},
                "section":{"singular":"part","plural":"parts"},"originalScript":"devanagari","originalLanguage":"Sanskrit",
                "summary":"s","coverage":{"shipped":\(coverage),"total":1},"layers":{\(layers)},
                "sources":{"x":{"title":"X","by":"Y","url":"","licence":"Public domain"}},"sections":["01.json"]}
                """
            try Data(meta.utf8).write(to: text.appending(path: "meta.json"))
            try Data(
                #"{"number":1,"title":"One","units":[{"ref":"1","kind":"verse","original":"ॐ","translation":"Om"}]}"#
                    .utf8
            )
            .write(to: text.appending(path: "01.json"))
        }
        try write(coverage: 1, layers: #""original":"x","translation":"x""#)
        #expect(try ScriptureLibrary(folder: folder).texts.count == 1)
        try write(coverage: 1, layers: #""original":"x""#)
        #expect(throws: ScriptureError.self) { try ScriptureLibrary(folder: folder) }
        try write(coverage: 2, layers: #""original":"x","translation":"x""#)
        #expect(throws: ScriptureError.self) { try ScriptureLibrary(folder: folder) }
    }
}
