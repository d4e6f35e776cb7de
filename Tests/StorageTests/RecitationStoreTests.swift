import Foundation
import Testing

@testable import Storage

/// The recitations folder as the store reads it: only known refs in playable formats, never a path out
/// of the folder, sizes, `SOURCE.txt`, and deleting one text's recordings.
@Suite("Recitation store")
struct RecitationStoreTests {
    /// A fresh `recitations` folder inside a fresh temporary folder (which also holds an `outside` folder).
    struct Folder {
        let base: URL
        let root: URL
        let store: RecitationStore

        init() throws {
            base = FileManager.default.temporaryDirectory.appending(path: "recitation-store-\(UUID().uuidString)")
            root = base.appending(path: "recitations")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: base.appending(path: "outside"), withIntermediateDirectories: true)
            store = RecitationStore(
                root: root, refs: ["bhagavad-gita": ["2.46", "2.47", "2.48"], "hanuman-chalisa": ["doha-1"]])
        }

        @discardableResult
        func write(_ path: String, bytes: Int) throws -> URL {
            let url = base.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(repeating: 7, count: bytes).write(to: url)
            return url
        }

        func link(_ path: String, to target: String) throws {
            let url = base.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: base.appending(path: path).path) }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    @Test("Recordings of known refs in playable formats are listed in reading order with their sizes")
    func listing() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("recitations/bhagavad-gita/2.48.WAV", bytes: 300)
        try folder.write("recitations/bhagavad-gita/2.47.mp3", bytes: 1_000)
        try folder.write("recitations/bhagavad-gita/2.47.ogg", bytes: 20)

        let found = folder.store.recitations(of: "bhagavad-gita")

        #expect(
            found.map(\.archivePath) == ["bhagavad-gita/2.47.mp3", "bhagavad-gita/2.47.ogg", "bhagavad-gita/2.48.WAV"])
        #expect(found.map(\.format) == [.mp3, .ogg, .wav])
        #expect(found.refCount == 2 && found.totalBytes == 1_320)
        #expect(folder.store.recitation(of: "bhagavad-gita", ref: "2.47")?.format == .mp3, "mp3 is preferred")
        #expect(folder.store.recitation(of: "bhagavad-gita", ref: "2.46") == nil)
        #expect(folder.store.recitations(of: "hanuman-chalisa").isEmpty)
    }

    @Test("Hostile and stray names are ignored: hidden, unknown refs, other extensions, folders, links out")
    func hostileNames() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("outside/secret.mp3", bytes: 5)
        for name in [
            ".2.47.mp3", "..mp3", "2.47.mp3.exe", "2.47", "2.47.", "2.47 .mp3", "2.99.mp3", "evil\\..\\2.47.mp3",
            "2.47.mp4", "SOURCE.mp3",
        ] {
            try folder.write("recitations/bhagavad-gita/\(name)", bytes: 1)
        }
        try FileManager.default.createDirectory(
            at: folder.root.appending(path: "bhagavad-gita/2.46.mp3"), withIntermediateDirectories: true)
        try folder.link("recitations/bhagavad-gita/2.48.mp3", to: "../../outside/secret.mp3")
        try folder.link(
            "recitations/bhagavad-gita/2.47.wav", to: folder.base.appending(path: "outside/secret.mp3").path)
        try folder.link("recitations/bhagavad-gita/2.47.ogg", to: "missing.ogg")

        #expect(folder.store.recitations(of: "bhagavad-gita").isEmpty)
        #expect(folder.store.recitation(of: "bhagavad-gita", ref: "2.48") == nil)
    }

    @Test("Unknown, dotted, absolute and empty text ids or refs find nothing")
    func hostileRequests() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("recitations/bhagavad-gita/2.47.mp3", bytes: 10)
        try folder.write("outside/2.47.mp3", bytes: 10)
        for id in ["", ".", "..", "../outside", "/etc", "bhagavad-gita/..", "BHAGAVAD-GITA", "unknown"] {
            #expect(folder.store.recitations(of: id).isEmpty, "text \(id)")
            #expect(folder.store.recitation(of: id, ref: "2.47") == nil, "text \(id)")
        }
        for ref in ["", ".", "..", "../2.47", "/2.47", "2.47.mp3", "2.47/"] {
            #expect(folder.store.recitation(of: "bhagavad-gita", ref: ref) == nil, "ref \(ref)")
        }
        #expect(throws: Never.self) { try folder.store.delete("../outside") }
        #expect(folder.exists("outside/2.47.mp3"))
    }

    @Test("A text folder that is a link out of the recitations folder is not read, and deleting it touches nothing")
    func linkedFolderOutside() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("outside/2.47.mp3", bytes: 10)
        try folder.link("recitations/bhagavad-gita", to: "../outside")

        #expect(folder.store.recitations(of: "bhagavad-gita").isEmpty)
        #expect(try folder.store.delete("bhagavad-gita") == 0)
        #expect(folder.exists("outside/2.47.mp3"))
    }

    @Test("SOURCE.txt is read trimmed; an empty, oversized or non-UTF-8 one says nothing")
    func source() throws {
        let folder = try Folder()
        defer { folder.remove() }
        let file = folder.root.appending(path: "bhagavad-gita/SOURCE.txt")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(folder.store.source(of: "bhagavad-gita") == nil)
        try Data("\n  Recited by A. Reader, CC BY 4.0\n".utf8).write(to: file)
        #expect(folder.store.source(of: "bhagavad-gita") == "Recited by A. Reader, CC BY 4.0")
        try Data("  \n".utf8).write(to: file)
        #expect(folder.store.source(of: "bhagavad-gita") == nil)
        try Data(repeating: 65, count: 5_000).write(to: file)
        #expect(folder.store.source(of: "bhagavad-gita") == nil)
        try Data([0xFF, 0xFE, 0x00]).write(to: file)
        #expect(folder.store.source(of: "bhagavad-gita") == nil)
    }

    @Test("Deleting a text removes its recordings and SOURCE.txt, keeps stray files and the other texts")
    func delete() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.write("recitations/bhagavad-gita/2.47.mp3", bytes: 10)
        try folder.write("recitations/bhagavad-gita/2.48.opus", bytes: 10)
        try folder.write("recitations/bhagavad-gita/SOURCE.txt", bytes: 10)
        try folder.write("recitations/bhagavad-gita/notes.md", bytes: 10)
        try folder.write("recitations/hanuman-chalisa/doha-1.m4a", bytes: 10)

        #expect(try folder.store.delete("bhagavad-gita") == 2)

        #expect(folder.store.recitations(of: "bhagavad-gita").isEmpty)
        #expect(!folder.exists("recitations/bhagavad-gita/SOURCE.txt"))
        #expect(folder.exists("recitations/bhagavad-gita/notes.md"))
        #expect(folder.store.recitations(of: "hanuman-chalisa").count == 1)

        #expect(try folder.store.delete("hanuman-chalisa") == 1)
        #expect(!folder.exists("recitations/hanuman-chalisa"), "an emptied folder goes too")
    }

    @Test("With no recitations folder at all, every text has nothing")
    func noFolder() {
        let store = RecitationStore(
            root: FileManager.default.temporaryDirectory.appending(path: "absent-\(UUID().uuidString)"),
            refs: ["bhagavad-gita": ["2.47"]])
        #expect(store.recitations(of: "bhagavad-gita").isEmpty)
        #expect(store.source(of: "bhagavad-gita") == nil)
        #expect(throws: Never.self) { try store.delete("bhagavad-gita") }
    }
}
