import Foundation

/// Recitation recordings the server's owner installed under `<data folder>/recitations/<text-id>/<ref>.<ext>`
/// (docs/recitations.md). The app ships none. The store lists what is there, counting a file only when
/// its text and ref exist and its format is one a browser plays, and never follows a name or a symbolic
/// link out of the folder.
public struct RecitationStore: Sendable {
    /// `<data folder>/recitations`; it need not exist.
    public let root: URL
    /// Each text's refs in reading order: only these are looked for.
    let refs: [String: [String]]
    let positions: [String: [String: Int]]

    /// The name of the optional file, in a text's folder, that says who recorded it and under what licence.
    public static let sourceFileName = "SOURCE.txt"
    /// The longest `SOURCE.txt` read; anything longer is not shown.
    static let maximumSourceBytes = 4_096

    /// A store over `root` that knows the texts `refs` names (text id → refs in reading order).
    public init(root: URL, refs: [String: [String]]) {
        self.root = root
        self.refs = refs
        positions = refs.mapValues { list in
            Dictionary(list.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Every recording of `textID`, in reading order (one ref may have several formats); empty for an
    /// unknown text.
    public func recitations(of textID: String) -> [Recitation] {
        guard let order = positions[textID], let folder = folder(of: textID),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        let found = names.compactMap { name -> Recitation? in
            guard let (ref, format) = Self.parse(name), order[ref] != nil,
                let bytes = regularFileSize(folder.appending(path: name))
            else { return nil }
            return Recitation(
                textID: textID, ref: ref, format: format, file: folder.appending(path: name), bytes: bytes)
        }
        return found.sorted {
            (order[$0.ref] ?? 0, $0.format.preference, $0.file.lastPathComponent)
                < (order[$1.ref] ?? 0, $1.format.preference, $1.file.lastPathComponent)
        }
    }

    /// The recording played for `ref` of `textID`: when several formats are installed, the first in
    /// `AudioFormat.allCases` order. Nil for an unknown text or ref or a ref with no recording.
    public func recitation(of textID: String, ref: String) -> Recitation? {
        guard positions[textID]?[ref] != nil, Self.isPlainName(ref) else { return nil }
        return recitations(of: textID).first { $0.ref == ref }
    }

    /// What `SOURCE.txt` of `textID` says (trimmed), nil when there is none, it is empty, too long or not UTF-8.
    public func source(of textID: String) -> String? {
        guard let folder = folder(of: textID) else { return nil }
        let file = folder.appending(path: Self.sourceFileName)
        guard let bytes = regularFileSize(file), bytes <= Self.maximumSourceBytes,
            let data = FileManager.default.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty
        else { return nil }
        return text
    }

    /// The file `SOURCE.txt` of `textID` when it is one the store would show.
    public func sourceFile(of textID: String) -> URL? {
        guard source(of: textID) != nil, let folder = folder(of: textID) else { return nil }
        return folder.appending(path: Self.sourceFileName)
    }

    /// Removes every recording of `textID` and its `SOURCE.txt`, then the text's folder if nothing else
    /// is left in it; files the store does not recognise stay. Returns how many recordings went.
    @discardableResult
    public func delete(_ textID: String) throws(StorageError) -> Int {
        let found = recitations(of: textID)
        let manager = FileManager.default
        do {
            for recitation in found { try manager.removeItem(at: recitation.file) }
            if let source = sourceFile(of: textID) { try manager.removeItem(at: source) }
        } catch {
            throw .unavailable("the recitations of \(textID) cannot be deleted: \(error.localizedDescription)")
        }
        if let folder = folder(of: textID), !Self.isSymbolicLink(folder),
            (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
            try? manager.removeItem(at: folder)
        }
        return found.count
    }

    // MARK: Names and paths

    /// `2.47.mp3` → ("2.47", .mp3); nil for a name that cannot be a recording.
    static func parse(_ name: String) -> (ref: String, format: AudioFormat)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let ref = String(name[..<dot])
        guard let format = AudioFormat(rawValue: name[name.index(after: dot)...].lowercased()),
            isPlainName(ref)
        else { return nil }
        return (ref, format)
    }

    /// A single path component that names something inside its folder: not empty, not `.` or `..`, no
    /// separator, no NUL, not hidden.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/")
            && !name.contains("\\") && !name.contains("\u{0}")
    }

    /// The folder of a known text, when it is inside `root` once links are resolved.
    func folder(of textID: String) -> URL? {
        guard refs[textID] != nil, Self.isPlainName(textID) else { return nil }
        let folder = root.appending(path: textID, directoryHint: .isDirectory)
        guard isInside(folder) else { return nil }
        return folder
    }

    /// The size of the regular file at `url` (after links, which must stay inside `root`).
    func regularFileSize(_ url: URL) -> Int64? {
        guard isInside(url),
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return nil }
        return (attributes[.size] as? NSNumber)?.int64Value
    }

    /// Whether `url`, every symbolic link on its way resolved, is strictly inside `root` (itself resolved).
    func isInside(_ url: URL) -> Bool {
        let base = root.resolvingSymlinksInPath().standardizedFileURL.path
        let path = url.resolvingSymlinksInPath().standardizedFileURL.path
        return path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
    }
}

/// One installed recording: a ref of a text in one audio format.
public struct Recitation: Sendable, Hashable {
    public let textID: String
    public let ref: String
    public let format: AudioFormat
    /// Where it is, inside the store's folder.
    public let file: URL
    public let bytes: Int64

    /// Its path inside the recitations folder, as a download names it: `bhagavad-gita/2.47.mp3`.
    public var archivePath: String { "\(textID)/\(file.lastPathComponent)" }
}

/// The audio formats a recording may have: what browsers play.
public enum AudioFormat: String, Sendable, CaseIterable, Hashable {
    case mp3, m4a, ogg, opus, wav

    /// The `Content-Type` it is served with.
    public var mimeType: String {
        switch self {
        case .mp3: "audio/mpeg"
        case .m4a: "audio/mp4"
        case .ogg: "audio/ogg"
        case .opus: "audio/ogg; codecs=opus"
        case .wav: "audio/wav"
        }
    }

    var preference: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension Sequence<Recitation> {
    /// How many refs have a recording.
    public var refCount: Int { Set(map(\.ref)).count }
    /// The bytes they take on disk.
    public var totalBytes: Int64 { reduce(0) { $0 + $1.bytes } }
}
