import CivilTime
import Foundation

/// Writes JSON Lines as UTF-8 bytes, field by typed field, for outputs of thousands of lines where
/// an encoder per line would cost more than the computation: strings are escaped as JSON requires,
/// instants go through one `InstantFormatter` (its zone's offsets found once per transition).
struct JSONLineWriter {
    private(set) var bytes: [UInt8] = []
    let instants: InstantFormatter
    private var needsComma = false

    init(zone: TimeZone, capacity: Int = 0) {
        instants = InstantFormatter(timeZone: zone)
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray(_ key: String) {
        self.key(key)
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Starts a member: the comma before it if needed and its quoted key (keys are plain ASCII).
    mutating func key(_ key: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: key.utf8)
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    mutating func string(_ key: String, _ value: String) {
        self.key(key)
        quoted(value)
    }

    mutating func int(_ key: String, _ value: Int) {
        self.key(key)
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    mutating func day(_ key: String, _ value: CivilDate) {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        InstantFormatter.appendISODate(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// An ISO 8601 instant with the zone's offset, or null.
    mutating func instant(_ key: String, _ value: Date?) {
        self.key(key)
        guard let value else {
            bytes.append(contentsOf: "null".utf8)
            needsComma = true
            return
        }
        bytes.append(UInt8(ascii: "\""))
        instants.appendISO8601(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    mutating func null(_ key: String) {
        self.key(key)
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    private mutating func quoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 15)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}
