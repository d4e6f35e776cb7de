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

    /// Reads and validates a JSON archive.
    public init(json data: Data) throws(JapaError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let archive: JapaArchive
        do {
            archive = try decoder.decode(JapaArchive.self, from: data)
        } catch {
            throw .malformedImport("not a Sadhana japa JSON export")
        }
        guard archive.format == Self.formatName, archive.version == Self.formatVersion else {
            throw .malformedImport("unknown format \(archive.format) v\(archive.version)")
        }
        try archive.validate()
        self = archive
    }

    /// Checks names, targets and entries the way the forms do.
    func validate() throws(JapaError) {
        _ = try JapaInput.name(name)
        guard (1...JapaCounter.maximumTarget).contains(target) else {
            throw .malformedImport("target \(target) is outside 1…\(JapaCounter.maximumTarget)")
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
                throw .malformedImport("entry \(index + 1): \(entry.kind.rawValue) of \(entry.amount)")
            }
        }
    }
}
