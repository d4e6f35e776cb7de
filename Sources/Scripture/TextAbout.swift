import Foundation

/// A text's summary and coverage note in one language, as `Texts/_about/<language>.json` holds them
/// (docs/texts.md). The coverage note writes the two counts as `{shipped}` and `{total}`, so the
/// reader's own digits can fill them; it is nil where the text ships whole and has nothing to note.
public struct TextAbout: Sendable, Hashable, Codable {
    public let summary: String
    public let coverage: String?

    public init(summary: String, coverage: String?) {
        self.summary = summary
        self.coverage = coverage
    }

    /// The placeholders a coverage note may hold.
    public static let placeholders = ["{shipped}", "{total}"]

    /// The folder under `Texts` that holds one file per language.
    static let folder = "_about"

    /// Every `<language>.json` in `folder`, by language code lowercased (`hi-latn`), each a table
    /// of text id → its summary and note; empty when there is no such folder.
    static func load(_ folder: URL) throws(ScriptureError) -> [String: [String: TextAbout]] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            return [:]
        }
        var result: [String: [String: TextAbout]] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let language = String(name.dropLast(".json".count))
            do {
                result[language.lowercased()] = try JSONDecoder().decode(
                    [String: TextAbout].self, from: Data(contentsOf: folder.appending(path: name)))
            } catch {
                throw .badData(file: "\(Self.folder)/\(name)", reason: "\(error)")
            }
        }
        return result
    }
}

extension ScriptureText {
    /// The language whose words `summary(in:)` and `coverageNote(in:)` give for `language` (a code
    /// such as `ta` or `hi-Latn`, in any case): that language where `_about` has this text in it,
    /// else `en`. The code comes back as given.
    public func aboutLanguage(for language: String) -> String {
        abouts[language.lowercased()] != nil ? language : "en"
    }

    /// What the text is, in `language`; in English where that language has no summary of it.
    public func summary(in language: String) -> String {
        about(in: language)?.summary ?? summary
    }

    /// What ships of the text and why not all of it, in `language` (in English where that language
    /// has no note for it), with the counts written by `number` (the reader's digits; Latin by
    /// default); nil when the text has no note.
    public func coverageNote(in language: String, number: (Int) -> String = { String($0) }) -> String? {
        guard let about = about(in: language) else { return coverage.note }
        return about.coverage.map {
            $0.replacingOccurrences(of: "{shipped}", with: number(coverage.shipped))
                .replacingOccurrences(of: "{total}", with: number(coverage.total))
        }
    }

    /// The entry for `language`, else the English one; nil when `_about` has neither.
    func about(in language: String) -> TextAbout? {
        abouts[language.lowercased()] ?? abouts["en"]
    }
}
