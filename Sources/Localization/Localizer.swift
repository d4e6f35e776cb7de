import Foundation

/// All UI languages of the suite, with lookup, plurals, placeholders and language negotiation.
///
/// English is the fallback for a key a language lacks; the key itself is the last resort, so a
/// missing string shows up in review instead of crashing.
public struct Localizer: Sendable {
    public let tables: [Language: StringTable]
    public let fallback: Language
    /// Each app's complete languages once worked out (`languages(of:)`): the tables never change,
    /// and the scan over every key takes milliseconds, too much for each request.
    let appLanguages = AppLanguagesMemo()

    /// Builds a localizer from already parsed tables.
    public init(tables: [StringTable], fallback: Language = .english) {
        self.tables = Dictionary(uniqueKeysWithValues: tables.map { ($0.language, $0) })
        self.fallback = fallback
    }

    /// Loads every language folder `Strings/<code>/` shipped with this module.
    public static func bundled() throws(LocalizationError) -> Localizer {
        guard let folder = Bundle.module.resourceURL?.appendingPathComponent("Strings"),
            let languages = try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: nil)
        else { throw .missingResources }
        var tables: [StringTable] = []
        for directory in languages where directory.hasDirectoryPath {
            let language = Language(rawValue: directory.lastPathComponent)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            var files: [String: Data] = [:]
            for name in names where name.hasSuffix(".json") {
                guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else {
                    throw .unreadableFile("\(language)/\(name)")
                }
                files[name] = data
            }
            tables.append(try StringTable(language: language, files: files))
        }
        return Localizer(tables: tables)
    }

    /// The languages available, ordered by code.
    public var languages: [Language] { tables.keys.sorted { $0.rawValue < $1.rawValue } }

    /// The text for `key` in `language`, with `{placeholders}` filled from `arguments`.
    public func text(_ key: String, in language: Language, _ arguments: [String: String] = [:]) -> String {
        let raw = tables[language]?.strings[key] ?? tables[fallback]?.strings[key] ?? key
        return Self.fill(raw, arguments)
    }

    /// The plural form of `key` for `count` in `language`; `{count}` and other placeholders filled.
    public func plural(
        _ key: String, count: Int, in language: Language, _ arguments: [String: String] = [:]
    ) -> String {
        var arguments = arguments
        arguments["count"] = arguments["count"] ?? String(count)
        for candidate in [language, fallback] {
            guard let table = tables[candidate], let forms = table.plurals[key] else { continue }
            let category = table.pluralRule.category(count)
            if let form = forms[category] ?? forms[.other] { return Self.fill(form, arguments) }
        }
        return key
    }

    /// Every string of `language` (English filling gaps) as nested dictionaries for templates;
    /// plural tables appear under their categories.
    public func templateStrings(for language: Language) -> [String: Any] {
        var root: [String: Any] = [:]
        func insert(_ value: Any, at path: [String], into object: inout [String: Any]) {
            guard let head = path.first else { return }
            if path.count == 1 {
                object[head] = value
            } else {
                var child = object[head] as? [String: Any] ?? [:]
                insert(value, at: Array(path.dropFirst()), into: &child)
                object[head] = child
            }
        }
        for candidate in [fallback, language] {
            guard let table = tables[candidate] else { continue }
            for (key, value) in table.strings {
                insert(value, at: key.split(separator: ".").map(String.init), into: &root)
            }
        }
        return root
    }

    /// Picks the best available language for an HTTP `Accept-Language` header (q-values honoured,
    /// region subtags ignored), among `offered` when given, or the fallback.
    public func negotiate(acceptLanguage header: String?, among offered: [Language]? = nil) -> Language {
        guard let header, header.utf8.count <= 1000 else { return fallback }
        var ranked: [(Language, Double, Int)] = []
        for (position, part) in header.split(separator: ",").enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in pieces.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            ranked.append((Language(rawValue: primary), quality, position))
        }
        let best =
            ranked
            .filter { $0.1 > 0 && tables[$0.0] != nil && offered?.contains($0.0) != false }
            .sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }
            .first
        return best?.0 ?? fallback
    }

    /// Whether `language` has a file.
    public func supports(_ language: Language) -> Bool { tables[language] != nil }

    /// `text` with each `{name}` that `arguments` has replaced by its value, in one pass over the
    /// UTF-8 (braces are ASCII, so never part of another character's bytes); other braces stay.
    private static func fill(_ text: String, _ arguments: [String: String]) -> String {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard !arguments.isEmpty, text.utf8.contains(open) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var i = 0
        while i < bytes.count {
            if bytes[i] == open, let end = bytes[(i + 1)...].firstIndex(where: { $0 == close || $0 == open }),
                bytes[end] == close,
                let value = arguments[String(decoding: bytes[(i + 1)..<end], as: UTF8.self)]
            {
                out.append(contentsOf: value.utf8)
                i = end + 1
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
