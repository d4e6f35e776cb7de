import CivilTime
import Foundation

/// A counter with its whole history, as written to and read from export files (JSON and CSV),
/// so a count survives a new phone, a new server or a mistake.
public struct JapaArchive: Sendable, Hashable, Codable {
    /// Identifies the file kind; checked on import.
    public static let formatName = "sadhana-japa"
    public static let formatVersion = 1
    /// The most entries one import may carry.
    public static let maximumEntries = 200_000

    public var format: String = JapaArchive.formatName
    public var version: Int = JapaArchive.formatVersion
    public var name: String
    public var target: Int
    public var targetDate: CivilDate?
    public var entries: [JapaEntry]

    public init(name: String, target: Int, targetDate: CivilDate?, entries: [JapaEntry]) {
        self.name = name
        self.target = target
        self.targetDate = targetDate
        self.entries = entries
    }
}

extension JapaArchive {
    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// The archive as pretty-printed JSON.
    public func jsonData() throws -> Data { try Self.encoder().encode(self) }

    /// Reads and validates a JSON archive. A value that does not decode (a day such as
    /// 2026-13-45, an amount that is text) is reported with its entry and field; nothing of a
    /// refused file is kept.
    public init(json data: Data) throws(JapaError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let archive: JapaArchive
        do {
            archive = try decoder.decode(JapaArchive.self, from: data)
        } catch let error as DecodingError {
            throw Self.importError(error)
        } catch {
            throw .malformedImport("not a Sadhana japa JSON export")
        }
        guard archive.format == Self.formatName, archive.version == Self.formatVersion else {
            throw .malformedImport("unknown format \(archive.format) v\(archive.version)")
        }
        try archive.validate { .entry($0) }
        self = archive
    }

    /// The entry and field a decoding error points at, when it points into `entries`.
    static func importError(_ error: DecodingError) -> JapaError {
        let (path, text): ([any CodingKey], String) =
            switch error {
            case .dataCorrupted(let c): (c.codingPath, c.underlyingError == nil ? "" : c.debugDescription)
            case .typeMismatch(_, let c), .valueNotFound(_, let c): (c.codingPath, "")
            case .keyNotFound(let key, let c): (c.codingPath + [key], "")
            @unknown default: ([], "")
            }
        let keys = path.map(\.stringValue)
        guard keys.first == "entries", path.count >= 2, let index = path[1].intValue else {
            if let field = keys.first, path.count == 1 { return .invalidImport(place: .file, field: field, text: text) }
            return .malformedImport("not a Sadhana japa JSON export")
        }
        // A day is an object {year, month, day}: name the entry's field, not its parts.
        let field = keys.count > 2 ? keys[2] : "entry"
        return .invalidImport(place: .entry(index + 1), field: field, text: text)
    }

    /// Checks names, targets and entries the way the forms do; `place` names entry `n`
    /// (1-based) as the file shows it (a JSON entry, a CSV line).
    func validate(place: (Int) -> JapaError.ImportPlace) throws(JapaError) {
        _ = try JapaInput.name(name)
        guard (1...JapaCounter.maximumTarget).contains(target) else {
            throw .invalidImport(place: .file, field: "target", text: String(target))
        }
        guard entries.count <= Self.maximumEntries else {
            throw .malformedImport("more than \(Self.maximumEntries) entries")
        }
        for (index, entry) in entries.enumerated() {
            let ok: Bool =
                switch entry.kind {
                case .addition: (1...JapaInput.maximumAddition).contains(entry.amount)
                case .correction: (0...target).contains(entry.amount)
                case .reset, .undo: entry.amount == 0
                }
            guard ok else {
                throw .invalidImport(place: place(index + 1), field: "amount", text: String(entry.amount))
            }
        }
    }
}
