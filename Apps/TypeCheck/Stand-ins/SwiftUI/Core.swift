// Stand-in for Apple's SwiftUI: declarations only, with the labels, generics, result builders
// and actor isolation Apple documents, for type-checking the apps on Linux. Nothing here runs.
@_exported import Foundation
@_exported import Observation
@_exported import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view with no body of its own (the stand-in's primitives).
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    public var body: Never { fatalError() }
}

public struct EmptyView: _PrimitiveView {
    public init() {}
}

public struct TupleView<T>: _PrimitiveView {
    public init(_ value: T) {}
}

public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView {}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        fatalError()
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

public struct AnyView: _PrimitiveView {
    public init<V: View>(_ view: V) {}
}

public struct Group<Content>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

// MARK: App and scenes

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) {}
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}
