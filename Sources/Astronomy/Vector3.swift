import Foundation

/// A Cartesian vector; the unit is whatever the caller says (km, km/day, or none).
public struct Vector3: Sendable, Hashable {
    /// Components.
    public var x: Double
    public var y: Double
    public var z: Double

    /// A vector from its components.
    @inlinable public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Euclidean length.
    @inlinable public var length: Double { (x * x + y * y + z * z).squareRoot() }
    /// Scalar product.
    @inlinable public func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    /// Sum, difference and scaling.
    @inlinable public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    @inlinable public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    @inlinable public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }

    /// Rotation of the frame about the x axis by `angle` (SOFA's Rx convention).
    @inlinable func rotatedX(_ angle: Double) -> Vector3 {
        let (s, c) = (sin(angle), cos(angle))
        return Vector3(x, c * y + s * z, -s * y + c * z)
    }

    /// Rotation of the frame about the z axis by `angle` (SOFA's Rz convention).
    @inlinable func rotatedZ(_ angle: Double) -> Vector3 {
        let (s, c) = (sin(angle), cos(angle))
        return Vector3(c * x + s * y, -s * x + c * y, z)
    }

    /// Longitude (0…2π) and latitude (−π/2…π/2) of the direction, in radians.
    @inlinable var spherical: (lon: Double, lat: Double) {
        var lon = atan2(y, x)
        if lon < 0 { lon += 2 * .pi }
        return (lon, atan2(z, (x * x + y * y).squareRoot()))
    }
}

/// Angle helpers shared by the engine.
public enum Angle {
    /// Radians per degree.
    public static let degree = Double.pi / 180
    /// Radians per arcsecond.
    public static let arcsecond = Double.pi / 648_000

    /// `x` reduced to 0 ≤ x < 360.
    @inlinable public static func normalizedDegrees(_ x: Double) -> Double {
        let y = x.truncatingRemainder(dividingBy: 360)
        return y < 0 ? y + 360 : y
    }

    /// `x` reduced to −180 ≤ x < 180.
    @inlinable public static func signedDegrees(_ x: Double) -> Double {
        normalizedDegrees(x + 180) - 180
    }
}
