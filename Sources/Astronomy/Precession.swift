import Foundation

/// IAU 2006 precession (Capitaine, Wallace & Chapront 2003, A&A 412, 567; Hilton et al. 2006)
/// through the Fukushima–Williams angles, which include the ICRS frame bias (SOFA `pfw06`).
public struct Precession: Sendable {
    /// Fukushima–Williams angles γ̄, φ̄, ψ̄ and the mean obliquity ε_A, radians.
    public let gamma: Double, phi: Double, psi: Double, obliquity: Double

    /// The angles at `tt` (Julian day, TT).
    @inlinable public init(tt: Double) {
        let t = (tt - JulianDay.j2000) / 36_525
        let a = Angle.arcsecond
        gamma =
            (-0.052928 + (10.556378 + (0.4932044 + (-0.00031238 + (-0.000002788 + 0.0000000260 * t) * t) * t) * t) * t)
            * a
        phi =
            (84381.412819 + (-46.811016 + (0.0511268 + (0.00053289 + (-0.000000440 - 0.0000000176 * t) * t) * t) * t)
                * t)
            * a
        psi =
            (-0.041775 + (5038.481484 + (1.5584175 + (-0.00018522 + (-0.000026452 - 0.0000000148 * t) * t) * t) * t) * t)
            * a
        obliquity = Precession.meanObliquity(t: t)
    }

    /// Mean obliquity of the ecliptic, IAU 2006 (Hilton et al. 2006), radians; `t` in Julian
    /// centuries of TT from J2000.
    @inlinable public static func meanObliquity(t: Double) -> Double {
        (84381.406 + (-46.836769 + (-0.0001831 + (0.00200340 + (-0.000000576 - 0.0000000434 * t) * t) * t) * t) * t)
            * Angle.arcsecond
    }

    /// The matrix taking ICRS vectors to the mean ecliptic and equinox of date.
    @inlinable public var eclipticMatrix: Matrix3 {
        Matrix3.rz(-psi) * Matrix3.rx(phi) * Matrix3.rz(gamma)
    }

    /// An ICRS vector in the frame of the mean ecliptic and equinox of date:
    /// R3(−ψ̄)·R1(φ̄)·R3(γ̄), i.e. R1(ε_A) applied to the bias-precession matrix.
    @inlinable public func meanEcliptic(_ v: Vector3) -> Vector3 {
        v.rotatedZ(gamma).rotatedX(phi).rotatedZ(-psi)
    }

    /// The inverse of `meanEcliptic(_:)`: mean ecliptic of date to ICRS.
    @inlinable public func icrs(fromMeanEcliptic v: Vector3) -> Vector3 {
        v.rotatedZ(psi).rotatedX(-phi).rotatedZ(-gamma)
    }
}
