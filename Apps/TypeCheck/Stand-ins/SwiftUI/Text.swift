public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

public struct Text: _PrimitiveView, Equatable, Sendable {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    nonisolated public static func == (a: Text, b: Text) -> Bool { true }
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
}

public struct Image: _PrimitiveView, Equatable, Sendable {
    public init(systemName: String) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    nonisolated public static func == (a: Image, b: Image) -> Bool { true }
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(),
            medium = Weight(), semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font(),
        subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font(),
        caption2 = Font()
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font()
    }
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)
        -> Font
    { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
    public func bold() -> Font { self }
    public func monospacedDigit() -> Font { self }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}
