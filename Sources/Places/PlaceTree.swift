import Foundation

/// A k-d tree over the cities' positions as unit vectors, so the nearest city is found in
/// microseconds with no special case at the poles or the antimeridian: the straight-line (chord)
/// distance between unit vectors grows with the great-circle distance.
///
/// The tree is implicit: `order` holds city indices, and the node of a range is its middle
/// element, split on the axis of `axis[middle]`.
struct PlaceTree: Sendable {
    /// x, y, z of each city, by city index.
    let points: [SIMD3<Double>]
    let order: [UInt32]
    let axis: [UInt8]

    init(latitudeE5: [Int32], longitudeE5: [Int32]) {
        let points = zip(latitudeE5, longitudeE5).map { Self.unitVector(Double($0) / 1e5, Double($1) / 1e5) }
        var order = Array(0..<UInt32(points.count))
        var axis = [UInt8](repeating: 0, count: points.count)
        Self.build(&order, &axis, points, 0, points.count)
        self.points = points
        self.order = order
        self.axis = axis
    }

    static func unitVector(_ latitude: Double, _ longitude: Double) -> SIMD3<Double> {
        let phi = latitude * .pi / 180
        let lambda = longitude * .pi / 180
        return SIMD3(cos(phi) * cos(lambda), cos(phi) * sin(lambda), sin(phi))
    }

    /// Splits `order[low..<high]` at its middle on the axis of widest spread, then each half.
    private static func build(
        _ order: inout [UInt32], _ axis: inout [UInt8], _ points: [SIMD3<Double>], _ low: Int, _ high: Int
    ) {
        guard high - low > 1 else { return }
        var lower = SIMD3<Double>(repeating: .infinity)
        var upper = SIMD3<Double>(repeating: -.infinity)
        for i in low..<high {
            lower = pointwiseMin(lower, points[Int(order[i])])
            upper = pointwiseMax(upper, points[Int(order[i])])
        }
        let spread = upper - lower
        let a = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
        let middle = (low + high) / 2
        order[low..<high].sort { points[Int($0)][a] < points[Int($1)][a] }
        axis[middle] = UInt8(a)
        build(&order, &axis, points, low, middle)
        build(&order, &axis, points, middle + 1, high)
    }

    /// The index of the city nearest to `target` (a unit vector) and the squared chord to it.
    func nearest(to target: SIMD3<Double>) -> (index: Int, chordSquared: Double) {
        var best = (index: -1, chordSquared: Double.infinity)
        search(target, 0, order.count, &best)
        return best
    }

    private func search(
        _ target: SIMD3<Double>, _ low: Int, _ high: Int, _ best: inout (index: Int, chordSquared: Double)
    ) {
        guard low < high else { return }
        let middle = (low + high) / 2
        let city = Int(order[middle])
        let d = target - points[city]
        let squared = (d * d).sum()
        if squared < best.chordSquared || (squared == best.chordSquared && city < best.index) {
            best = (city, squared)
        }
        let a = Int(axis[middle])
        let delta = target[a] - points[city][a]
        let (near, far) = delta < 0 ? ((low, middle), (middle + 1, high)) : ((middle + 1, high), (low, middle))
        search(target, near.0, near.1, &best)
        if delta * delta <= best.chordSquared { search(target, far.0, far.1, &best) }
    }
}
