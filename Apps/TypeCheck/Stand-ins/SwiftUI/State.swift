@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

public protocol DynamicProperty {}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable {
        self.wrappedValue = projectedValue.wrappedValue
    }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject { fatalError() }
}

extension Bindable: DynamicProperty {}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
    public var scenePhase: ScenePhase { fatalError() }
    public var dismiss: DismissAction { fatalError() }
    public var colorScheme: ColorScheme { fatalError() }
    public var accessibilityReduceMotion: Bool { fatalError() }
}

public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() {}
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}
