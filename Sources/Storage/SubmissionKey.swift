import Foundation

/// The key of one submission: a random token a form carries (one per render) or an API client's
/// `Idempotency-Key`. A write that brings a key already applied for the profile is not applied
/// again; the caller gets the first answer back instead.
public struct SubmissionKey: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    /// Accepts 16 to 128 characters of letters, digits, `-`, `_`, `.` and `:` (UUIDs, base64url
    /// tokens); anything else is no key at all.
    public init?(_ text: String) {
        guard (16...128).contains(text.utf8.count),
            text.utf8.allSatisfy({ Self.allowed.contains($0) })
        else { return nil }
        rawValue = text
    }

    /// The key for one action (`japa-add/1`): the same token sent to two actions is two keys.
    public func scoped(to action: String) -> SubmissionKey { SubmissionKey(raw: "\(rawValue)@\(action)") }

    private init(raw: String) { rawValue = raw }

    /// A fresh random key (128 bits, base64url), for a form being rendered.
    public static func random() -> SubmissionKey {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return SubmissionKey(text)!
    }

    /// How long an applied key is remembered: long enough for any double tap, retry or a form
    /// left open over a weekend and sent again.
    public static let retention: TimeInterval = 7 * 86_400

    public var description: String { rawValue }

    private static let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:".utf8)
}

/// What a keyed write did: applied now, or recognised as a repeat of one already applied (then
/// nothing was written and `value` is the state as it stands).
public struct Submitted<Value: Sendable>: Sendable {
    public let value: Value
    public let repeated: Bool
}
