public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(),
        trailing = HorizontalAlignment()
}
public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment(),
        firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment(),
        bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
}
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4),
            trailing = Set(rawValue: 8), all = Set(rawValue: 15), horizontal = Set(rawValue: 10),
            vertical = Set(rawValue: 5)
    }
}
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public struct VStack<Content: View>: _PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
}
public struct HStack<Content: View>: _PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ScrollView<Content: View>: _PrimitiveView {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}
public struct LazyVGrid<Content: View>: _PrimitiveView {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}
extension ForEach: View, _PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        fatalError()
    }
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}
extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
}

public struct Form<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct Section<Parent, Content, Footer> {}
extension Section: View, _PrimitiveView where Parent: View, Content: View, Footer: View {
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}
extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct NavigationPath {}
public struct NavigationStack<Data, Root: View>: _PrimitiveView {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
}
extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
}

// MARK: Toolbars

public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement(), principal = ToolbarItemPlacement(),
        cancellationAction = ToolbarItemPlacement(), confirmationAction = ToolbarItemPlacement(),
        topBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement(),
        bottomBar = ToolbarItemPlacement()
}
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}
extension Never: ToolbarContent {}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct _ToolbarTuple<T>: ToolbarContent {
    public var body: Never { fatalError() }
}
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> _ToolbarTuple<(repeat each Content)>
    { fatalError() }
}

// MARK: Shapes and styles

public protocol ShapeStyle: Sendable {}

public struct Color: _PrimitiveView, ShapeStyle, Hashable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    nonisolated public func opacity(_ opacity: Double) -> Color { self }
    nonisolated public static func == (a: Color, b: Color) -> Bool { true }
    nonisolated public func hash(into hasher: inout Hasher) {}
    public static let black = Color("black"), white = Color("white"), gray = Color("gray"), red = Color("red"),
        orange = Color("orange"), yellow = Color("yellow"), green = Color("green"), blue = Color("blue"),
        purple = Color("purple"), clear = Color("clear"), primary = Color("primary"),
        secondary = Color("secondary"), accentColor = Color("accent")
}
extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var clear: Color { .clear }
}
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}
public struct TintShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
public struct Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
}

public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}
public protocol Shape: Sendable, View {}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { self }
}
public struct Circle: Shape, _PrimitiveView {
    public init() {}
}
public struct Capsule: Shape, _PrimitiveView {
    public init() {}
}
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular, continuous
}
public struct RoundedRectangle: Shape, _PrimitiveView {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}
