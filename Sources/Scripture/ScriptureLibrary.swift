import Foundation

/// The texts the app ships, in the seed's order, loaded once from committed data and passed to
/// whoever reads them (no global copy).
public struct ScriptureLibrary: Sendable {
    /// The fifteen texts of the seed, in its table's order.
    public static let catalogue = [
        "bhagavad-gita", "hanuman-chalisa", "japji-sahib", "bhagavata-purana", "vishnu-sahasranama",
        "shiva-purana", "sri-rudram", "devi-mahatmya", "soundarya-lahari", "shikshapatri", "vachanamrut",
        "sukhmani-sahib", "daily-gurbani", "tattvartha-sutra", "jain-prayers",
    ]

    /// The texts that ship, in catalogue order.
    public let texts: [ScriptureText]
    private let byID: [String: ScriptureText]

    public init(texts: [ScriptureText]) {
        let order = Dictionary(uniqueKeysWithValues: Self.catalogue.enumerated().map { ($1, $0) })
        self.texts = texts.sorted { (order[$0.id] ?? .max, $0.id) < (order[$1.id] ?? .max, $1.id) }
        byID = Dictionary(texts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads every text directory under `folder` (docs/texts-format.md), checking the format's rules,
    /// and each language's summaries and coverage notes from its `_about` folder.
    public init(folder: URL) throws(ScriptureError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .badData(file: folder.lastPathComponent, reason: "the folder cannot be read")
        }
        let abouts = try TextAbout.load(folder.appending(path: TextAbout.folder))
        var texts: [ScriptureText] = []
        for name in names where FileManager.default.fileExists(atPath: folder.appending(path: "\(name)/meta.json").path)
        {
            var text = try Self.load(folder.appending(path: name))
            text.abouts = abouts.compactMapValues { $0[text.id] }
            texts.append(text)
        }
        self.init(texts: texts)
    }

    /// The texts committed with the package.
    public static func bundled() throws(ScriptureError) -> ScriptureLibrary {
        guard let folder = Bundle.module.url(forResource: "Texts", withExtension: nil) else {
            throw .badData(file: "Texts", reason: "the bundle has no texts")
        }
        return try ScriptureLibrary(folder: folder)
    }

    /// The text called `id`.
    public func text(_ id: String) throws(ScriptureError) -> ScriptureText {
        guard let text = byID[id] else { throw .unknownText(id) }
        return text
    }

    /// Whether a text called `id` ships.
    public func contains(_ id: String) -> Bool { byID[id] != nil }

    static func load(_ directory: URL) throws(ScriptureError) -> ScriptureText {
        let name = directory.lastPathComponent
        let decoder = JSONDecoder()
        let meta: TextMeta
        do {
            meta = try decoder.decode(TextMeta.self, from: Data(contentsOf: directory.appending(path: "meta.json")))
        } catch {
            throw .badData(file: "\(name)/meta.json", reason: "\(error)")
        }
        guard meta.id == name else { throw .badData(file: "\(name)/meta.json", reason: "its id is “\(meta.id)”") }
        var sections: [ScriptureSection] = []
        for file in meta.sections {
            do {
                sections.append(
                    try decoder.decode(ScriptureSection.self, from: Data(contentsOf: directory.appending(path: file))))
            } catch {
                throw .badData(file: "\(name)/\(file)", reason: "\(error)")
            }
        }
        let text = try ScriptureText(meta: meta, sections: sections)
        try text.validate()
        return text
    }
}

extension ScriptureText {
    /// The format's rules: every layer has a licensed source, refs are citable, the coverage is true.
    func validate() throws(ScriptureError) {
        let file = "\(id)"
        guard coverage.shipped == units.count else {
            throw .badData(file: file, reason: "coverage says \(coverage.shipped) units, the files hold \(units.count)")
        }
        for (_, source) in sources where source.licence.trimmingCharacters(in: .whitespaces).isEmpty {
            throw .badData(file: file, reason: "the source “\(source.title)” names no licence")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
        for unit in units {
            guard !unit.ref.isEmpty, unit.ref.allSatisfy({ allowed.contains($0) }) else {
                throw .badData(file: file, reason: "the ref “\(unit.ref)” is not citable")
            }
            guard !unit.layers.isEmpty else { throw .badData(file: file, reason: "\(unit.ref) is empty") }
            for layer in unit.layers where source(of: layer, in: unit) == nil {
                throw .badData(file: file, reason: "\(unit.ref) has \(layer.rawValue) without a source")
            }
            if unit.original != nil, originalScript == nil {
                throw .badData(file: file, reason: "\(unit.ref) has an original but the text names no script")
            }
        }
    }
}
