// Stand-in for Apple's Swift Charts: declarations only, as Apple documents them.
import SwiftUI

public protocol Plottable {
    associatedtype PrimitivePlottable
    var primitivePlottable: Self.PrimitivePlottable { get }
    init?(primitivePlottable: Self.PrimitivePlottable)
}
extension String: Plottable {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
}
extension Int: Plottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
}
extension Double: Plottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
}
extension Date: Plottable {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
}

public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { fatalError() }
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

@MainActor @preconcurrency
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Self.Body { get }
}
extension Never: ChartContent {}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }
}

public struct MarkDimension: Sendable {
    public static let automatic = MarkDimension()
}
public struct MarkStackingMethod: Equatable, Sendable {
    public static let standard = MarkStackingMethod()
}

public struct BarMark: ChartContent {
    public var body: Never { fatalError() }
    nonisolated public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {}
}

extension ChartContent {
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent { self }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

public struct Chart<Content: ChartContent>: View {
    public var body: Never { fatalError() }
    public init(@ChartContentBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {}
}

public protocol ScaleDomain {}
extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}
public struct ScaleType: Sendable {
    public static let linear = ScaleType()
}

extension View {
    nonisolated public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        self
    }
}
