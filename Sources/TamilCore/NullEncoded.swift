/// A value that, when absent, is still written with its key as JSON `null` (the seed's API keeps
/// every key, so a client can tell "no moonset today" from an older answer without the field).
@propertyWrapper
public struct NullEncoded<Value: Codable & Sendable & Equatable>: Codable, Sendable, Equatable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue { try container.encode(value) } else { try container.encodeNil() }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// A missing key decodes as `nil` too (the synthesized decoding would throw `keyNotFound`).
    public func decode<Value>(_ type: NullEncoded<Value>.Type, forKey key: Key) throws -> NullEncoded<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullEncoded(wrappedValue: nil)
    }
}
