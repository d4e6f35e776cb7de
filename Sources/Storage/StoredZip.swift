import Foundation

/// A ZIP archive of files stored uncompressed (method 0: recordings are compressed already), measured
/// first — size and CRC-32 go in each local header, which every unzipper reads — then written member by
/// member, so a text's recordings never sit in memory at once. Layout from PKWARE's APPNOTE.TXT 6.3.10,
/// §4.3 (local headers, central directory, end record); no ZIP64, so at most 4 GiB and 65,535 members.
public struct StoredZip: Sendable {
    /// A file as the archive holds it.
    public struct Member: Sendable, Hashable {
        /// Its path in the archive, `/`-separated, UTF-8.
        public let name: String
        public let file: URL
        public let size: UInt32
        public let crc32: UInt32
        /// MS-DOS time and date of its last change (UTC).
        let dosTime: UInt16
        let dosDate: UInt16
    }

    public let members: [Member]

    /// How many bytes the whole archive takes: its `Content-Length`.
    public var byteCount: Int {
        members.reduce(Self.endRecordSize) {
            $0 + 2 * $1.name.utf8.count + Self.localHeaderSize + Self.centralHeaderSize + Int($1.size)
        }
    }

    static let localHeaderSize = 30
    static let centralHeaderSize = 46
    static let endRecordSize = 22
    static let chunkSize = 256 * 1024

    /// Reads every file once for its size and CRC-32. Throws `.unavailable` when one cannot be read or the
    /// archive would pass the format's limits.
    public static func measuring(_ files: [(name: String, file: URL)]) async throws(StorageError) -> StoredZip {
        guard files.count <= Int(UInt16.max) else { throw .unavailable("more than 65,535 files for one ZIP") }
        var members: [Member] = []
        var total = endRecordSize
        for (name, file) in files {
            var crc = CRC32()
            var size = 0
            let modified: Date
            do {
                let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
                modified = attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 315_532_800)
                let handle = try FileHandle(forReadingFrom: file)
                defer { try? handle.close() }
                while let chunk = try handle.read(upToCount: chunkSize), !chunk.isEmpty {
                    crc.update(chunk)
                    size += chunk.count
                    await Task.yield()
                }
            } catch {
                throw .unavailable("\(file.lastPathComponent) cannot be read: \(error.localizedDescription)")
            }
            total += 2 * name.utf8.count + localHeaderSize + centralHeaderSize + size
            guard total <= Int(UInt32.max), name.utf8.count <= Int(UInt16.max) else {
                throw .unavailable("the files are larger than a ZIP without ZIP64 holds (4 GiB)")
            }
            let (time, date) = dosTimestamp(modified)
            members.append(
                Member(
                    name: name, file: file, size: UInt32(size), crc32: crc.value, dosTime: time, dosDate: date))
        }
        return StoredZip(members: members)
    }

    /// Writes the archive to `sink` in pieces of at most 256 KiB. Throws `.unavailable` when a file changed
    /// size since it was measured (the archive would be corrupt) or cannot be read.
    public func write(to sink: (Data) async throws -> Void) async throws {
        var offsets: [UInt32] = []
        var offset = 0
        for member in members {
            offsets.append(UInt32(offset))
            let header = localHeader(member)
            try await sink(header)
            offset += header.count
            var written = 0
            do {
                let handle = try FileHandle(forReadingFrom: member.file)
                defer { try? handle.close() }
                while written < Int(member.size),
                    let chunk = try handle.read(upToCount: min(Self.chunkSize, Int(member.size) - written)),
                    !chunk.isEmpty
                {
                    try await sink(chunk)
                    written += chunk.count
                }
            } catch {
                throw StorageError.unavailable("\(member.name) cannot be read: \(error.localizedDescription)")
            }
            guard written == Int(member.size) else {
                throw StorageError.unavailable("\(member.name) changed while it was being archived")
            }
            offset += written
        }
        var directory = Data()
        for (member, memberOffset) in zip(members, offsets) {
            directory.append(centralHeader(member, at: memberOffset))
        }
        try await sink(directory)
        try await sink(endRecord(directorySize: directory.count, directoryOffset: offset))
    }

    /// The whole archive in memory: for small archives and tests.
    public func data() async throws -> Data {
        var all = Data()
        try await write { all.append($0) }
        return all
    }

    // MARK: Records (APPNOTE §4.3.7, §4.3.12, §4.3.16); integers little-endian

    /// Bit 11 of the general purpose flags: names are UTF-8.
    static let utf8Flag: UInt16 = 0x0800
    /// Version 1.0 suffices for stored files.
    static let versionNeeded: UInt16 = 10

    func localHeader(_ member: Member) -> Data {
        var d = Data()
        d.le32(0x0403_4b50)
        d.le16(Self.versionNeeded)
        d.le16(Self.utf8Flag)
        d.le16(0)  // method: stored
        d.le16(member.dosTime)
        d.le16(member.dosDate)
        d.le32(member.crc32)
        d.le32(member.size)  // compressed size
        d.le32(member.size)
        d.le16(UInt16(member.name.utf8.count))
        d.le16(0)  // extra field length
        d.append(contentsOf: Array(member.name.utf8))
        return d
    }

    func centralHeader(_ member: Member, at offset: UInt32) -> Data {
        var d = Data()
        d.le32(0x0201_4b50)
        d.le16(Self.versionNeeded)  // version made by: MS-DOS attributes, 1.0
        d.le16(Self.versionNeeded)
        d.le16(Self.utf8Flag)
        d.le16(0)
        d.le16(member.dosTime)
        d.le16(member.dosDate)
        d.le32(member.crc32)
        d.le32(member.size)
        d.le32(member.size)
        d.le16(UInt16(member.name.utf8.count))
        d.le16(0)  // extra
        d.le16(0)  // comment
        d.le16(0)  // disk number start
        d.le16(0)  // internal attributes
        d.le32(0)  // external attributes
        d.le32(offset)
        d.append(contentsOf: Array(member.name.utf8))
        return d
    }

    func endRecord(directorySize: Int, directoryOffset: Int) -> Data {
        var d = Data()
        d.le32(0x0605_4b50)
        d.le16(0)  // this disk
        d.le16(0)  // disk with the directory
        d.le16(UInt16(members.count))
        d.le16(UInt16(members.count))
        d.le32(UInt32(directorySize))
        d.le32(UInt32(directoryOffset))
        d.le16(0)  // comment length
        return d
    }

    /// MS-DOS time (2-second resolution) and date from 1980 (APPNOTE §4.4.6), in UTC.
    static func dosTimestamp(_ date: Date) -> (time: UInt16, date: UInt16) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard let y = c.year, y >= 1980 else { return (0, 1 << 5 | 1) }
        let year = min(y - 1980, 127)
        let time = (c.hour ?? 0) << 11 | (c.minute ?? 0) << 5 | (c.second ?? 0) / 2
        let day = year << 9 | (c.month ?? 1) << 5 | (c.day ?? 1)
        return (UInt16(time), UInt16(day))
    }
}

/// CRC-32 as ZIP uses it (ISO 3309, reflected polynomial 0xEDB88320; APPNOTE §4.4.7).
public struct CRC32: Sendable {
    private var crc: UInt32 = 0xFFFF_FFFF

    public init() {}

    /// The checksum of everything given so far.
    public var value: UInt32 { crc ^ 0xFFFF_FFFF }

    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { buffer in
            var c = crc
            for byte in buffer { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
            crc = c
        }
    }
}

private let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

extension Data {
    fileprivate mutating func le16(_ value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
    fileprivate mutating func le32(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
