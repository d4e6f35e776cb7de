import Foundation

/// The instant an anga value begins (and the previous one ends).
public struct AngaTransition: Sendable, Hashable {
    /// Which anga.
    public let kind: AngaKind
    /// The value that begins, 1-based.
    public let index: Int
    /// When it begins.
    public let instant: Date
}

/// An anga value in force over an interval.
public struct AngaSpan: Sendable, Hashable {
    /// Which anga.
    public let kind: AngaKind
    /// 1-based value, conventions as in `AngaKind`.
    public let index: Int
    /// When the value begins and ends (possibly outside the day it is listed for).
    public let start: Date
    public let end: Date

    /// A span from its parts (another reckoning's angas, e.g. the Vakya almanac's).
    public init(kind: AngaKind, index: Int, start: Date, end: Date) {
        self.kind = kind
        self.index = index
        self.start = start
        self.end = end
    }

    /// The value's name.
    public var name: String { kind.name(index) }
}

/// A sidereal solar ingress: the Sun enters a sign of the sidereal zodiac.
public struct Sankranti: Sendable, Hashable {
    /// The sign entered, 0 = Mesha … 9 = Makara … 11 = Meena.
    public let sign: Int
    /// When the Sun crosses into the sign.
    public let instant: Date

    /// The sign's Sanskrit name.
    public var signName: String {
        [
            "Mesha", "Vrishabha", "Mithuna", "Karka", "Simha", "Kanya", "Tula", "Vrishchika", "Dhanu",
            "Makara", "Kumbha", "Meena",
        ][sign]
    }
}
