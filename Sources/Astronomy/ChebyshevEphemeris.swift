import Foundation

/// Geometric geocentric positions of the Sun and Moon from the bundled DE440 fit (1800–2199).
///
/// The data file and the script that makes it are described in docs/engine.md.
public struct ChebyshevEphemeris: Sendable {
    let moon: ChebyshevSeries
    let sun: ChebyshevSeries

    /// The Julian days (TT) both series cover.
    public var covered: ClosedRange<Double> {
        max(moon.covered.lowerBound, sun.covered.lowerBound)...min(moon.covered.upperBound, sun.covered.upperBound)
    }

    /// Parses the file format written by `scripts/ephemeris/generate_chebyshev.py`.
    public init(data: Data) throws(AstronomyError) {
        let bytes = [UInt8](data)
        var offset = 0
        func need(_ n: Int) throws(AstronomyError) {
            guard offset + n <= bytes.count else { throw .ephemerisUnavailable("file truncated") }
        }
        func u32() throws(AstronomyError) -> Int {
            try need(4)
            var v: UInt32 = 0
            for k in 0..<4 { v |= UInt32(bytes[offset + k]) << (8 * UInt32(k)) }
            offset += 4
            return Int(v)
        }
        func f64() throws(AstronomyError) -> Double {
            try need(8)
            var v: UInt64 = 0
            for k in 0..<8 { v |= UInt64(bytes[offset + k]) << (8 * UInt64(k)) }
            offset += 8
            return Double(bitPattern: v)
        }
        try need(8)
        guard Array(bytes[0..<7]) == Array("SMCHEB1".utf8) else { throw .ephemerisUnavailable("bad magic") }
        offset = 8
        var found: [String: ChebyshevSeries] = [:]
        for _ in 0..<(try u32()) {
            try need(4)
            let name = String(decoding: bytes[offset..<offset + 4], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            offset += 4
            let start = try f64()
            let span = try f64()
            let order = try u32()
            let count = try u32()
            let n = count * 3 * order
            try need(n * 4)
            var coefficients = [Double](repeating: 0, count: n)
            for k in 0..<n {
                let o = offset + 4 * k
                let bits =
                    UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 3])
                    << 24
                coefficients[k] = Double(Float(bitPattern: bits))
            }
            offset += n * 4
            found[name] = ChebyshevSeries(
                start: start, span: span, order: order, count: count, coefficients: coefficients)
        }
        guard let moon = found["MOON"], let sun = found["SUN"] else { throw .ephemerisUnavailable("missing body") }
        self.moon = moon
        self.sun = sun
    }

    private static let loaded: Result<ChebyshevEphemeris, AstronomyError> = {
        guard let url = Bundle.module.url(forResource: "sun-moon-de440", withExtension: "bin") else {
            return .failure(.ephemerisUnavailable("resource sun-moon-de440.bin not in bundle"))
        }
        do {
            return .success(try ChebyshevEphemeris(data: try Data(contentsOf: url)))
        } catch let error as AstronomyError {
            return .failure(error)
        } catch {
            return .failure(.ephemerisUnavailable("\(error)"))
        }
    }()

    /// The ephemeris bundled with the module, read once per process (immutable, shared).
    public static func bundled() throws(AstronomyError) -> ChebyshevEphemeris {
        try loaded.get()
    }

    /// Geometric geocentric Moon, km and km/day, ICRF axes.
    @inline(__always) func moonState(tt: Double) -> (position: Vector3, velocity: Vector3) { moon.state(tt: tt) }
    /// Geometric geocentric Sun, km and km/day, ICRF axes.
    @inline(__always) func sunState(tt: Double) -> (position: Vector3, velocity: Vector3) { sun.state(tt: tt) }
}
