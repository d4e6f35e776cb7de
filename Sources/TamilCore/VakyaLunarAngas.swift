import Foundation
import Observances
import Panchang
import Vakya

/// The Vakya almanac as a source of a span's tithis and nakshatras: Vararuci's Moon and the Ārya
/// Sun, the Moon reduced to the place's own sunrises (the same reduction the day's Vakya angas use,
/// `VakyaDayAngas.at(sunrise:localSunrises:)`), each anga's end found to the second.
public struct VakyaLunarAngas: LunarAngaSource {
    public init() {}

    public var reckoning: LunarAngaReckoning { .vakya }

    public func spans(_ kind: AngaKind, from: Date, to: Date, sunrises: [Date]) throws -> [AngaSpan] {
        let vakyaKind: VakyaAngaKind
        switch kind {
        case .tithi: vakyaKind = .tithi
        case .nakshatra: vakyaKind = .nakshatra
        default: throw TamilError.engine("the Vakya lunar angas are tithis and nakshatras, not \(kind)")
        }
        let local = VakyaLocalSunrises(sunrises).closure
        let ends: [VakyaAnga]
        do {
            // Start two days early so that the span in force at `from` has a start.
            ends = try VakyaPanchang.ends(
                vakyaKind, from: from.addingTimeInterval(-2 * 86_400), to: to.addingTimeInterval(2 * 86_400),
                sunrises: local)
        } catch {
            throw TamilError.engine(error.description)
        }
        var result: [AngaSpan] = []
        for (previous, anga) in zip(ends, ends.dropFirst()) where anga.end > from && previous.end < to {
            result.append(AngaSpan(kind: kind, index: anga.number, start: previous.end, end: anga.end))
        }
        return result
    }
}
