import Foundation

/// What a `Range` request header asks of a file of `size` bytes (RFC 9110 §14): one byte range in
/// `bytes=a-b`, `bytes=a-` or `bytes=-n` form. Anything else — another unit, several ranges, bad
/// syntax — is ignored and the whole file sent, as §14.2 allows.
enum ByteRange: Equatable {
    /// No usable range: send everything with 200.
    case whole
    /// Send these bytes with 206 and `Content-Range`.
    case partial(ClosedRange<Int>)
    /// No byte of the range is in the file: 416 with `Content-Range: bytes */size`.
    case unsatisfiable

    /// Longer headers are not parsed (the whole file is sent).
    static let maximumHeaderLength = 100

    init(header: String?, size: Int) {
        guard let header, header.utf8.count <= Self.maximumHeaderLength else {
            self = .whole
            return
        }
        let lower = header.lowercased()
        let spec = lower.trimmingPrefix("bytes=")
        guard spec.count < lower.count, !spec.contains(","), let dash = spec.firstIndex(of: "-") else {
            self = .whole
            return
        }
        let first = spec[..<dash].trimmingCharacters(in: .whitespaces)
        let last = spec[spec.index(after: dash)...].trimmingCharacters(in: .whitespaces)
        guard first.allSatisfy(\.isASCIIDigit), last.allSatisfy(\.isASCIIDigit), !(first.isEmpty && last.isEmpty) else {
            self = .whole
            return
        }
        if first.isEmpty {
            // A suffix: the last n bytes.
            let n = Self.number(last)
            self = n == 0 || size == 0 ? .unsatisfiable : .partial(max(size - n, 0)...(size - 1))
            return
        }
        let start = Self.number(first)
        let end = last.isEmpty ? size - 1 : min(Self.number(last), size - 1)
        if !last.isEmpty, Self.number(last) < start {
            self = .whole  // an invalid range (§14.1.1) is ignored
        } else if start >= size {
            self = .unsatisfiable
        } else {
            self = .partial(start...end)
        }
    }

    /// Decimal digits as a number; too many digits mean "past any file".
    static func number(_ digits: String) -> Int { Int(digits) ?? .max }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
