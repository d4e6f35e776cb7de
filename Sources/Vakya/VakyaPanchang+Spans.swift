import Foundation

/// An anga in force from one instant to another, by the Vakya reckoning.
public struct VakyaAngaSpan: Sendable, Hashable {
    public let kind: VakyaAngaKind
    /// 1-based number within its kind.
    public let number: Int
    public let start: Date
    public let end: Date
}

extension VakyaPanchang {
    /// Every anga of `kind` that both begins and ends between the first and the last of `nodes`
    /// (ascending instants, a place's consecutive sunrises), in order and contiguous; each end to
    /// within a second, as `anga(_:at:sunrises:)` finds it.
    ///
    /// Between two nodes the anga's longitude is evaluated at the nodes and each boundary it
    /// crosses (a multiple of 360°/count) is solved for by regula falsi (Illinois): between a
    /// place's sunrises the Moon runs by rule of three and the Sun nearly so, so a crossing is found
    /// in a few evaluations instead of an hour-by-hour search.
    public static func spans(_ kind: VakyaAngaKind, nodes: [Date], sunrises: VakyaMoon.LocalSunrises? = nil)
        throws(VakyaError) -> [VakyaAngaSpan]
    {
        let width = 360 / Double(kind.count)
        func longitude(_ t: Date) throws(VakyaError) -> Double {
            let (sun, moon) = try longitudes(at: t, sunrises: sunrises)
            return kind.longitude(moon: moon, sun: sun)
        }
        // Boundary crossings, each with the number of the anga that begins there.
        var crossings: [(instant: Date, number: Int)] = []
        guard nodes.count > 1 else { return [] }
        var previous = try longitude(nodes[0])
        for (lo, hi) in zip(nodes, nodes.dropFirst()) {
            let next = try longitude(hi)
            let travelled = Angle.normalized(next - previous)
            var k = (previous / width).rounded(.down) + 1
            var from = lo
            while k * width <= previous + travelled {
                let boundary = Angle.normalized(k * width)
                let instant = try crossing(boundary, from: from, to: hi, longitude: longitude)
                crossings.append((instant, Int((boundary / width).rounded()) % kind.count + 1))
                from = instant
                k += 1
            }
            previous = next
        }
        return zip(crossings, crossings.dropFirst()).map {
            VakyaAngaSpan(kind: kind, number: $0.number, start: $0.instant, end: $1.instant)
        }
    }

    /// The first instant, to a second, at which `longitude` has passed `boundary` between `from`
    /// (before it) and `to` (at or after it).
    static func crossing(
        _ boundary: Double, from: Date, to: Date, longitude: (Date) throws(VakyaError) -> Double
    ) throws(VakyaError) -> Date {
        // g < 0 before the boundary, ≥ 0 from it on (the longitude moves under 30° between nodes).
        func g(_ t: Date) throws(VakyaError) -> Double { Angle.signed(try longitude(t) - boundary) }
        var (a, b) = (from.timeIntervalSinceReferenceDate, to.timeIntervalSinceReferenceDate)
        var (ga, gb) = (try g(from), try g(to))
        if ga >= 0 { return from }
        var side = 0
        while b - a > 1 {
            var t = a + (b - a) * (-ga / (gb - ga))
            // Keep the probe strictly inside, at least half a second from either end.
            t = min(max(t, a + 0.5), b - 0.5)
            let gt = try g(Date(timeIntervalSinceReferenceDate: t))
            if gt >= 0 {
                (b, gb) = (t, gt)
                if side == 1 { ga /= 2 }
                side = 1
            } else {
                (a, ga) = (t, gt)
                if side == -1 { gb /= 2 }
                side = -1
            }
        }
        return Date(timeIntervalSinceReferenceDate: b)
    }
}
