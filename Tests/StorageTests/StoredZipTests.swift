import Foundation
import Testing

@testable import Storage

/// The stored ZIP writer, read back by walking its central directory as an unzipper does (APPNOTE §4.3).
@Suite("Stored ZIP")
struct StoredZipTests {
    @Test("CRC-32 of the standard check string is CBF43926 (ISO 3309), byte by byte or in one go")
    func crcCheckValue() {
        var one = CRC32()
        one.update(Data("123456789".utf8))
        var split = CRC32()
        split.update(Array("1234".utf8))
        split.update(Data("56789".utf8))
        #expect(one.value == 0xCBF4_3926 && split.value == 0xCBF4_3926)
        #expect(CRC32().value == 0)
    }

    @Test("An archive of two files: its length is announced, its directory names them at their offsets")
    func archive() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "stored-zip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appending(path: "a.wav")
        let second = folder.appending(path: "b.txt")
        let big = Data((0..<600_000).map { UInt8($0 % 251) })
        try big.write(to: first)
        try Data("Recited by — अ".utf8).write(to: second)

        let stored = try await StoredZip.measuring([
            (name: "bhagavad-gita/2.47.wav", file: first), (name: "bhagavad-gita/SOURCE.txt", file: second),
        ])
        let bytes = try await stored.data()

        #expect(bytes.count == stored.byteCount)
        let entries = try #require(Self.centralDirectory(bytes))
        #expect(entries.map(\.name) == ["bhagavad-gita/2.47.wav", "bhagavad-gita/SOURCE.txt"])
        var crc = CRC32()
        crc.update(big)
        #expect(entries[0].crc == crc.value && entries[0].size == 600_000)
        for (entry, original) in zip(entries, [big, Data("Recited by — अ".utf8)]) {
            let start = entry.offset + 30 + entry.name.utf8.count
            #expect(bytes.u32(entry.offset) == 0x0403_4b50, "a local header where the directory says")
            #expect(bytes.subdata(in: start..<start + entry.size) == original)
        }
    }

    @Test("An empty archive is just the end record")
    func empty() async throws {
        let bytes = try await StoredZip.measuring([]).data()
        #expect(bytes.count == 22 && bytes.u32(0) == 0x0605_4b50)
    }

    @Test("A file that grew after it was measured makes the writing fail instead of a corrupt archive")
    func changedFile() async throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "stored-zip-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(count: 10).write(to: file)
        let zip = try await StoredZip.measuring([(name: "x.wav", file: file)])
        try Data(count: 5).write(to: file)
        await #expect(throws: StorageError.self) { _ = try await zip.data() }
    }

    struct Entry {
        let name: String
        let crc: UInt32
        let size: Int
        let offset: Int
    }

    /// The entries the end record's central directory lists.
    static func centralDirectory(_ d: Data) -> [Entry]? {
        let end = d.count - 22
        guard end >= 0, d.u32(end) == 0x0605_4b50 else { return nil }
        let count = Int(d.u16(end + 10))
        var p = Int(d.u32(end + 16))
        var entries: [Entry] = []
        for _ in 0..<count {
            guard d.u32(p) == 0x0201_4b50, d.u16(p + 10) == 0 else { return nil }
            let nameLength = Int(d.u16(p + 28))
            let skip = nameLength + Int(d.u16(p + 30)) + Int(d.u16(p + 32))
            let name = String(decoding: d.subdata(in: p + 46..<p + 46 + nameLength), as: UTF8.self)
            entries.append(Entry(name: name, crc: d.u32(p + 16), size: Int(d.u32(p + 24)), offset: Int(d.u32(p + 42))))
            p += 46 + skip
        }
        return entries
    }
}

extension Data {
    fileprivate func u16(_ at: Int) -> UInt16 { UInt16(self[startIndex + at]) | UInt16(self[startIndex + at + 1]) << 8 }
    fileprivate func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }
}
