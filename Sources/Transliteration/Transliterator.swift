// PLACEHOLDER: replaced by the real engine (see docs/transliteration.md once written).
public struct Transliterator: Sendable {
    public init() {}

    /// `text` written in `source`, rewritten in `target`.
    public func convert(_ text: String, from source: Script, to target: Script) -> String {
        text
    }

    /// A loose ASCII key for search that forgives transliteration: "karmanye" and "कर्मण्ये" meet.
    public func searchKey(_ text: String, from source: Script) -> String {
        text.lowercased()
    }
}
