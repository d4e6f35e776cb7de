import Foundation

/// The CLI's one configured JSON encoder, for its JSON Lines: sorted keys, slashes unescaped.
/// (`JSONLineWriter` writes the long daily panchang outputs field by field instead.)
enum CLIJSON {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// One value as one line of JSON.
    static func line(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
