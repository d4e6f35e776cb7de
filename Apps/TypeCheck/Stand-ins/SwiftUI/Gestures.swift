/// An instance that matches a sequence of events to a gesture (`@MainActor @preconcurrency
/// protocol Gesture<Value>`).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}
extension Never: Gesture {
    public typealias Value = Never
}

/// The stand-in's gestures with no body of their own.
public protocol _PrimitiveGesture: Gesture where Body == Never {}
extension _PrimitiveGesture {
    public var body: Never { fatalError() }
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1),
        subviews = GestureMask(rawValue: 2), all = GestureMask(rawValue: 3)
}

public protocol CoordinateSpaceProtocol {}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

public struct LongPressGesture: _PrimitiveGesture {
    public typealias Value = Bool
    nonisolated public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

@MainActor @preconcurrency
public struct DragGesture: _PrimitiveGesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        nonisolated public static func == (a: Value, b: Value) -> Bool { true }
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {}
}

public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    nonisolated public init(_ first: First, _ second: Second) {}
}
extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

public struct _ChangedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
}
public struct _EndedGesture<Content: Gesture>: _PrimitiveGesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}
extension Gesture where Value: Equatable {
    nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        fatalError()
    }
}

@frozen public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static var spring: Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { Animation() }
}
