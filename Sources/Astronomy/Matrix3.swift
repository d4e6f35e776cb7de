import Foundation

/// A 3×3 rotation matrix, row-major, acting on column vectors.
public struct Matrix3: Sendable, Hashable {
    /// The rows.
    public var r0: Vector3, r1: Vector3, r2: Vector3

    /// A matrix from its rows.
    @inlinable public init(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    /// The identity.
    public static let identity = Matrix3(Vector3(1, 0, 0), Vector3(0, 1, 0), Vector3(0, 0, 1))

    /// Rotation of the frame about x by `angle` (SOFA's Rx).
    @inlinable public static func rx(_ angle: Double) -> Matrix3 {
        let (s, c) = (sin(angle), cos(angle))
        return Matrix3(Vector3(1, 0, 0), Vector3(0, c, s), Vector3(0, -s, c))
    }

    /// Rotation of the frame about z by `angle` (SOFA's Rz).
    @inlinable public static func rz(_ angle: Double) -> Matrix3 {
        let (s, c) = (sin(angle), cos(angle))
        return Matrix3(Vector3(c, s, 0), Vector3(-s, c, 0), Vector3(0, 0, 1))
    }

    /// The matrix applied to a vector.
    @inlinable public static func * (m: Matrix3, v: Vector3) -> Vector3 {
        Vector3(m.r0.dot(v), m.r1.dot(v), m.r2.dot(v))
    }

    /// The product: `b` applied first, then `a`.
    @inlinable public static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        let c0 = Vector3(b.r0.x, b.r1.x, b.r2.x)
        let c1 = Vector3(b.r0.y, b.r1.y, b.r2.y)
        let c2 = Vector3(b.r0.z, b.r1.z, b.r2.z)
        return Matrix3(
            Vector3(a.r0.dot(c0), a.r0.dot(c1), a.r0.dot(c2)),
            Vector3(a.r1.dot(c0), a.r1.dot(c1), a.r1.dot(c2)),
            Vector3(a.r2.dot(c0), a.r2.dot(c1), a.r2.dot(c2)))
    }

    /// The transpose, which is the inverse of a rotation.
    @inlinable public var transposed: Matrix3 {
        Matrix3(Vector3(r0.x, r1.x, r2.x), Vector3(r0.y, r1.y, r2.y), Vector3(r0.z, r1.z, r2.z))
    }
}
