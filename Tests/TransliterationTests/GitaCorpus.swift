import Foundation

/// The Bhagavad Gita's 700 verses as shipped in Sources/Scripture/Texts, read from the source tree so the
/// round-trip tests run over whole real texts.
enum GitaCorpus {
    struct Verse {
        let ref: String
        let original: String
    }

    private struct Section: Decodable {
        struct Unit: Decodable {
            let ref: String
            let original: String
        }
        let units: [Unit]
    }

    static let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Scripture/Texts/bhagavad-gita")

    /// Every verse, chapter by chapter; empty if the files cannot be read (the tests then fail on the count).
    static let verses: [Verse] = (1...18).flatMap { chapter in chapterVerses(chapter) }

    static func chapterVerses(_ chapter: Int) -> [Verse] {
        let url = directory.appendingPathComponent(String(format: "%02d.json", chapter))
        guard let data = try? Data(contentsOf: url),
            let section = try? JSONDecoder().decode(Section.self, from: data)
        else { return [] }
        return section.units.map { Verse(ref: $0.ref, original: $0.original) }
    }

    static func verse(_ ref: String) -> String {
        verses.first { $0.ref == ref }?.original ?? ""
    }

    /// `text` with every `scalar` replaced by `replacement` (String's own search works on whole characters,
    /// so it would miss the व inside वे).
    static func replacing(_ scalar: Unicode.Scalar, with replacement: String, in text: String) -> String {
        var result = String.UnicodeScalarView()
        for each in text.unicodeScalars {
            if each == scalar { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(each) }
        }
        return String(result)
    }
}
