import Foundation

/// The Explore grid's long-press parallax (seed 002 §6.1): after a long press the whole avatar
/// grid follows the finger a little, within a few points, and springs back when it lifts. A long
/// press only moves the grid: the tap that ends it does not open a profile.
///
/// Time comes in as instants from the screen; with Reduce Motion on, the grid stays still (the
/// long press is still recognised, so the tap that ends it is still not an open).
public struct ExploreParallax: Equatable, Sendable {
    /// How far the grid moves each way on each axis, in points.
    public static let maxShift = 12.0
    /// How much of the finger's travel the grid follows.
    public static let follow = 0.2
    /// How long after a long press ends a tap still counts as its end, not as a new tap.
    public static let tapGrace: TimeInterval = 0.35

    /// The grid's offset now, in points.
    public private(set) var x = 0.0
    public private(set) var y = 0.0
    /// Whether a long press is under way.
    public private(set) var isPressing = false
    private var pressEndedAt: Date?

    public init() {}

    /// A long press was recognised.
    public mutating func pressBegan() { isPressing = true }

    /// The finger moved by (`dx`, `dy`) points since the long press began.
    public mutating func dragged(dx: Double, dy: Double, reduceMotion: Bool) {
        guard isPressing, !reduceMotion else {
            (x, y) = (0, 0)
            return
        }
        x = Self.clamp(dx * Self.follow)
        y = Self.clamp(dy * Self.follow)
    }

    /// The finger lifted at `now`: the grid goes back to rest.
    public mutating func pressEnded(at now: Date) {
        if isPressing { pressEndedAt = now }
        isPressing = false
        (x, y) = (0, 0)
    }

    /// Whether a tap on an avatar at `now` opens its profile: not while a long press is under way,
    /// nor when it is the lift that ended one.
    public mutating func tapOpensProfile(at now: Date) -> Bool {
        if isPressing { return false }
        defer { pressEndedAt = nil }
        guard let ended = pressEndedAt else { return true }
        return now.timeIntervalSince(ended) > Self.tapGrace
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, -maxShift), maxShift) }
}
