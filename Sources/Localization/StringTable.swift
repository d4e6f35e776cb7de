import Foundation

/// One language's strings, loaded from the folder `Strings/<code>/`.
///
/// The folder holds `_meta.json` (the language's own name and its plural rule) and one file per
/// app or area (`suite.json`, `japa.json`, …), each a JSON object of nested groups, merged into one
/// table; an app adds its strings by adding its own file. A leaf is either a string or a plural
/// table whose keys are CLDR categories (`one`, `few`, `many`, `other`). `{name}` placeholders are
/// filled by `Localizer`.
public struct StringTable: Sendable {
    public let language: Language
    /// The language's name in itself ("Русский").
    public let nativeName: String
    public let pluralRule: PluralRule
    /// Dotted key → text.
    let strings: [String: String]
    /// Dotted key → category → text.
    let plurals: [String: [PluralCategory: String]]
    /// Area (the file's name without `.json`: `calendar`, `suite`…) → the keys that file defines.
    public let areas: [String: Set<String>]
    /// Keys this language deliberately writes as English does (units such as "MB", Latin city
    /// names), listed in `_meta.json` under `sameAsEnglish`; every other copy of the English text
    /// counts as untranslated.
    public let sameAsEnglish: Set<String>

    /// Parses one language from its files: name → contents (`_meta.json` among them).
    public init(language: Language, files: [String: Data]) throws(LocalizationError) {
        var root: [String: Any] = [:]
        var topLevel: [String: String] = [:]
        for (name, data) in files.sorted(by: { $0.key < $1.key }) {
            let file = "\(language)/\(name)"
            guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
                throw .unreadableFile(file)
            }
            if name == "_meta.json" {
                root["_meta"] = object
            } else {
                for (key, value) in object {
                    guard root[key] == nil else { throw .duplicateKey(file: file, key: key) }
                    root[key] = value
                    topLevel[key] = String(name.dropLast(".json".count))
                }
            }
        }
        let file = "\(language)/_meta.json"
        guard let meta = root["_meta"] as? [String: Any], let name = meta["name"] as? String,
            let ruleName = meta["plural"] as? String
        else { throw .missingMeta(file) }
        guard let rule = PluralRule(rawValue: ruleName) else {
            throw .unknownPluralRule(file: file, rule: ruleName)
        }
        var strings: [String: String] = [:]
        var plurals: [String: [PluralCategory: String]] = [:]
        func walk(_ object: [String: Any], prefix: String) throws(LocalizationError) {
            for (key, value) in object where key != "_meta" {
                let path = prefix.isEmpty ? key : "\(prefix).\(key)"
                if let text = value as? String {
                    strings[path] = text
                } else if let group = value as? [String: Any] {
                    let categories = group.keys.compactMap(PluralCategory.init(rawValue:))
                    if !categories.isEmpty, categories.count == group.count {
                        var table: [PluralCategory: String] = [:]
                        for (k, v) in group {
                            guard let text = v as? String else { throw .badValue(file: file, key: path) }
                            table[PluralCategory(rawValue: k)!] = text
                        }
                        plurals[path] = table
                    } else {
                        try walk(group, prefix: path)
                    }
                } else {
                    throw .badValue(file: file, key: path)
                }
            }
        }
        try walk(root, prefix: "")
        self.language = language
        self.nativeName = name
        self.pluralRule = rule
        self.strings = strings
        self.plurals = plurals
        var areas: [String: Set<String>] = [:]
        for key in Set(strings.keys).union(plurals.keys) {
            let group = String(key.prefix { $0 != "." })
            if let area = topLevel[group] { areas[area, default: []].insert(key) }
        }
        self.areas = areas
        self.sameAsEnglish = Set(meta["sameAsEnglish"] as? [String] ?? [])
    }

    /// The text of a string key, or the texts of a plural key by category name.
    func texts(of key: String) -> [String: String]? {
        if let text = strings[key] { return ["": text] }
        return plurals[key].map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) }
    }

    /// Every key the file defines (strings and plural tables).
    public var keys: Set<String> { Set(strings.keys).union(plurals.keys) }

    /// The plural categories a key defines, if it is a plural table.
    public func pluralCategories(of key: String) -> Set<PluralCategory>? {
        plurals[key].map { Set($0.keys) }
    }
}
