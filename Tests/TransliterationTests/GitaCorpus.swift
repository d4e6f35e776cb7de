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

    /// The verse text as the engine reads it, which repairs three slips in this source: ृ + ़ (how it types
    /// ॄ) is ॄ, a nukta typed on a vowel sign (कुतो़ऽन्) is dropped, and an ि typed in visual order before its
    /// consonant (भक्ितमान् for भक्तिमान्) is moved after it. Every other character must come back unchanged.
    static func canonical(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            switch (scalars[index], index + 1 < scalars.count ? scalars[index + 1] : " ") {
            case ("\u{0943}", "\u{093C}"):
                scalars.replaceSubrange(index...index + 1, with: ["\u{0944}"])
            case ("\u{094B}", "\u{093C}"):
                scalars.remove(at: index + 1)
            case ("\u{094D}", "\u{093F}"):
                // The ि belongs after the whole cluster that follows: तत्ित्रविधं is तत्त्रिविधं.
                var end = index + 2
                while end < scalars.count, isConsonant(scalars[end]) {
                    end += 1
                    guard end + 1 < scalars.count, scalars[end] == "\u{094D}", isConsonant(scalars[end + 1]) else {
                        break
                    }
                    end += 1
                }
                scalars.insert("\u{093F}", at: end)
                scalars.remove(at: index + 1)
            default:
                break
            }
            index += 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        (0x915...0x939).contains(scalar.value) || (0x958...0x95F).contains(scalar.value)
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
