import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing

@testable import WebApp

/// Recitation audio in process: the downloads page with none and with files the test writes into a fresh
/// data folder, the player on a verse, byte ranges for seeking, the .zip download and deleting a text.
@Suite("Recitation audio")
struct RecitationsTests {
    /// The suite on a fresh data folder; `body` gets the client and that folder's `recitations` folder.
    func withRecitations(
        _ body: @Sendable (any TestClientProtocol, URL) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "sadhana-recitations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = WebAppConfiguration(
            dataFolder: folder, timeZone: TimeZone(identifier: "UTC")!,
            now: { Date(timeIntervalSince1970: 1_795_255_200) })
        let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
        try await Application(router: router).test(.router) { client in
            try await body(BrowserClient(client), folder.appending(path: "recitations"))
        }
    }

    /// Writes `count` bytes (0, 1, 2, … 250, 0, …) at `path` inside `root`.
    @discardableResult
    func install(_ path: String, bytes count: Int, in root: URL) throws -> Data {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data((0..<count).map { UInt8($0 % 251) })
        try data.write(to: url)
        return data
    }

    @Test("With nothing installed the page says so, says why none ship and how to add them; verses have no player")
    func noneInstalled() async throws {
        try await withRecitations { client, _ in
            let page = try await client.calGet("/calendar/texts/audio")
            #expect(page.status == .ok)
            #expect(page.text.contains("No recitations are installed"))
            #expect(page.text.contains("we found none whose licence allows passing them on"))
            #expect(page.text.contains("recitations/bhagavad-gita/2.47.mp3"))
            #expect(page.text.contains("mp3, m4a, ogg, opus, wav"))
            #expect(!page.text.contains("data-audio-download"))
            let verse = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            #expect(verse.status == .ok && !verse.text.contains("<audio"))
            let library = try await client.calGet("/calendar/texts")
            #expect(library.text.contains(#"href="/calendar/texts/audio""#))
            let settings = try await client.calGet("/calendar/settings")
            #expect(settings.text.contains(#"href="/calendar/texts/audio""#))
        }
    }

    @Test("Installed files are counted per text with their size and source; the verse gets a labelled player")
    func installed() async throws {
        try await withRecitations { client, root in
            try install("bhagavad-gita/2.47.wav", bytes: 12_400, in: root)
            try install("bhagavad-gita/2.48.mp3", bytes: 1_500_000, in: root)
            try install("bhagavad-gita/9.99.mp3", bytes: 7, in: root)  // no such verse: ignored
            try Data("Recited by A. Reader, CC BY 4.0".utf8).write(to: root.appending(path: "bhagavad-gita/SOURCE.txt"))

            let page = try await client.calGet("/calendar/texts/audio")
            #expect(page.text.contains("Bhagavad Gita"))
            #expect(page.text.contains("2 recitations"))
            #expect(page.text.contains("1.5 MB"))
            #expect(page.text.contains("Recitations use 1.5 MB of disk in all."))
            #expect(page.text.contains("Recited by A. Reader, CC BY 4.0"))
            #expect(page.text.contains(#"href="/calendar/texts/audio/bhagavad-gita/download""#))
            #expect(!page.text.contains("No recitations are installed"))

            let verse = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            #expect(verse.text.contains(#"<audio controls preload="none" aria-label="Recitation of 2.47">"#))
            #expect(verse.text.contains(#"<source src="/calendar/texts/audio/bhagavad-gita/2.47" type="audio/wav">"#))
            #expect(verse.text.contains("12.4 kB"))
            let other = try await client.calGet("/calendar/texts/bhagavad-gita/2.49")
            #expect(!other.text.contains("<audio"))

            let tamil = try await client.calGet("/calendar/texts/audio", headers: [.acceptLanguage: "ta"])
            #expect(tamil.text.contains("2 ஓதல் பதிவுகள்") && tamil.text.contains("1.5 MB"))
        }
    }

    @Test("A recording is served whole with Accept-Ranges, and any one byte range with 206 or 416")
    func ranges() async throws {
        try await withRecitations { client, root in
            let data = try install("bhagavad-gita/2.47.ogg", bytes: 1_000, in: root)
            let uri = "/calendar/texts/audio/bhagavad-gita/2.47"

            let whole = try await client.calGet(uri)
            #expect(whole.status == .ok)
            #expect(whole.headers[.contentType] == "audio/ogg" && whole.headers[.acceptRanges] == "bytes")
            #expect(Data(buffer: whole.body) == data)

            for (header, range) in [
                ("bytes=0-9", 0...9), ("bytes=990-", 990...999), ("bytes=-5", 995...999),
                ("bytes=500-5000", 500...999), ("bytes=-5000", 0...999),
            ] {
                let part = try await client.calGet(uri, headers: [.range: header])
                #expect(part.status == .partialContent, "\(header)")
                #expect(
                    part.headers[.contentRange] == "bytes \(range.lowerBound)-\(range.upperBound)/1000", "\(header)")
                #expect(
                    Data(buffer: part.body) == data.subdata(in: range.lowerBound..<range.upperBound + 1), "\(header)")
            }
            for header in ["bytes=1000-", "bytes=5000-6000", "bytes=-0", "bytes=99999999999999999999999-"] {
                let refused = try await client.calGet(uri, headers: [.range: header])
                #expect(refused.status == .rangeNotSatisfiable, "\(header)")
                #expect(refused.headers[.contentRange] == "bytes */1000", "\(header)")
            }
            for header in ["bytes=0-1,5-6", "items=0-9", "bytes=abc", "bytes=9-2", "bytes=-"] {
                let ignored = try await client.calGet(uri, headers: [.range: header])
                #expect(ignored.status == .ok && ignored.body.readableBytes == 1_000, "\(header) is ignored")
            }
        }
    }

    @Test("Download streams a .zip of the text's recordings and SOURCE.txt, named for reinstalling")
    func download() async throws {
        try await withRecitations { client, root in
            let first = try install("bhagavad-gita/2.47.wav", bytes: 3_000, in: root)
            try install("bhagavad-gita/2.48.mp3", bytes: 20, in: root)
            try install("bhagavad-gita/SOURCE.txt", bytes: 10, in: root)
            try install("hanuman-chalisa/doha-1.mp3", bytes: 10, in: root)

            let zip = try await client.calGet("/calendar/texts/audio/bhagavad-gita/download")
            #expect(zip.status == .ok)
            #expect(zip.headers[.contentType] == "application/zip")
            #expect(zip.headers[.contentDisposition] == #"attachment; filename="bhagavad-gita-recitations.zip""#)
            let bytes = Data(buffer: zip.body)
            #expect(bytes.prefix(2) == Data("PK".utf8))
            #expect(zip.headers[.contentLength] == "\(bytes.count)")
            let names = Self.zipNames(bytes)
            #expect(names == ["bhagavad-gita/2.47.wav", "bhagavad-gita/2.48.mp3", "bhagavad-gita/SOURCE.txt"])
            let start = 30 + "bhagavad-gita/2.47.wav".utf8.count
            #expect(bytes.subdata(in: start..<start + 3_000) == first, "stored uncompressed, right after its header")

            let none = try await client.calGet("/calendar/texts/audio/shiva-purana/download")
            #expect(none.status == .notFound)
        }
    }

    @Test("Delete asks first, then removes the text's files only and comes back saying so")
    func delete() async throws {
        try await withRecitations { client, root in
            try install("bhagavad-gita/2.47.wav", bytes: 100, in: root)
            try install("hanuman-chalisa/doha-1.mp3", bytes: 10, in: root)

            let asked = try await client.calPost("/calendar/texts/audio/bhagavad-gita/delete", [:])
            #expect(asked.status == .seeOther)
            #expect(asked.headers[.location] == "/calendar/texts/audio/bhagavad-gita/delete")
            let confirm = try await client.calGet("/calendar/texts/audio/bhagavad-gita/delete")
            #expect(confirm.text.contains("Delete the recitations of Bhagavad Gita?"))
            #expect(confirm.text.contains("1 recitation (100 B)"))
            #expect(FileManager.default.fileExists(atPath: root.appending(path: "bhagavad-gita/2.47.wav").path))

            let deleted = try await client.calPost("/calendar/texts/audio/bhagavad-gita/delete", ["confirm": "yes"])
            #expect(deleted.headers[.location] == "/calendar/texts/audio?deleted=bhagavad-gita")
            #expect(!FileManager.default.fileExists(atPath: root.appending(path: "bhagavad-gita/2.47.wav").path))
            let page = try await client.calGet("/calendar/texts/audio?deleted=bhagavad-gita")
            #expect(page.text.contains("The recitations of Bhagavad Gita were deleted."))
            #expect(page.text.contains("Hanuman Chalisa") && page.text.contains("1 recitation"))

            let player = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            #expect(!player.text.contains("<audio"))
        }
    }

    @Test("Hostile text ids and refs are 404 or 400 and never reach outside the folder, never a 500")
    func hostile() async throws {
        try await withRecitations { client, root in
            try install("bhagavad-gita/2.47.mp3", bytes: 10, in: root)
            try Data("OUTSIDE-CONTENT".utf8).write(to: root.deletingLastPathComponent().appending(path: "secret.mp3"))
            for uri in [
                "/calendar/texts/audio/bhagavad-gita/2.99", "/calendar/texts/audio/unknown/2.47",
                "/calendar/texts/audio/..%2F..%2Fsecret/2.47", "/calendar/texts/audio/bhagavad-gita/..%2F..%2Fsecret",
                "/calendar/texts/audio/bhagavad-gita/%2E%2E", "/calendar/texts/audio/%2E%2E/secret",
                "/calendar/texts/audio/bhagavad-gita/2.47.mp3", "/calendar/texts/audio/bhagavad-gita/2.47%00",
                "/calendar/texts/audio/unknown/download", "/calendar/texts/audio/..%2F/download",
                "/calendar/texts/audio/unknown/delete",
                "/calendar/texts/audio/" + String(repeating: "a", count: 5_000)
                    + "/1",
            ] {
                let answer = try await client.calGet(uri)
                #expect([400, 404].contains(answer.status.code), "\(uri) → \(answer.status)")
                #expect(!answer.text.contains("OUTSIDE-CONTENT"), "\(uri)")
            }
            for id in ["unknown", "..%2F..", "%2E%2E"] {
                let answer = try await client.calPost("/calendar/texts/audio/\(id)/delete", ["confirm": "yes"])
                #expect([400, 404].contains(answer.status.code), "\(id) → \(answer.status)")
            }
            #expect(FileManager.default.fileExists(atPath: root.appending(path: "bhagavad-gita/2.47.mp3").path))
        }
    }

    @Test("Sizes read in decimal units with one decimal below 100, in the language's decimal sign")
    func sizes() {
        let cases: [(Int64, String, String)] = [
            (0, "0", "b"), (999, "999", "b"), (1_000, "1.0", "kb"), (12_400_000, "12.4", "mb"),
            (920_000, "920", "kb"), (999_960, "1.0", "mb"), (99_960, "100", "kb"), (92_000_000_000, "92.0", "gb"),
        ]
        for (bytes, number, unit) in cases {
            #expect(RecitationsController.decimalSize(bytes, separator: ".") == (number, unit), "\(bytes)")
        }
        #expect(RecitationsController.decimalSize(1_500_000, separator: ",") == ("1,5", "mb"))
    }

    /// The member names a ZIP's central directory lists.
    static func zipNames(_ d: Data) -> [String] {
        func u16(_ at: Int) -> Int { Int(d[at]) | Int(d[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        let end = d.count - 22
        guard end > 0, u32(end) == 0x0605_4b50 else { return [] }
        var p = u32(end + 16)
        return (0..<u16(end + 10)).map { _ in
            let length = u16(p + 28)
            let name = String(decoding: d.subdata(in: p + 46..<p + 46 + length), as: UTF8.self)
            p += 46 + length + u16(p + 30) + u16(p + 32)
            return name
        }
    }
}
