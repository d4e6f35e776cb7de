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

    /// Nil for a span reaching before the Vakyakarana's khaṇḍa (1281 CE), where the almanac's Moon
    /// is not defined: the span keeps the ephemeris's angas there.
    public func spans(_ kind: AngaKind, from: Date, to: Date, sunrises: [Date]) throws -> [AngaSpan]? {
        // A span takes the tithis and nakshatras; the day's card also asks for the yoga and karana.
        let vakyaKind: VakyaAngaKind
        switch kind {
        case .tithi: vakyaKind = .tithi
        case .nakshatra: vakyaKind = .nakshatra
        case .yoga: vakyaKind = .yoga
        case .karana: vakyaKind = .karana
        }
        let local = VakyaLocalSunrises(sunrises)
        // The place's sunrises are the nodes; a day either side of the span is enough for the
        // spans in force at `from` and at `to` to have both ends.
        // Where the Sun does not rise (far north or south) nodes are added every 12 hours, so the
        // longitude never runs a whole circle between two of them.
        var nodes: [Date] = []
        for rise in local.sunrises
        where rise >= from.addingTimeInterval(-2 * 86_400) && rise <= to.addingTimeInterval(2 * 86_400) {
            while let last = nodes.last, rise.timeIntervalSince(last) > VakyaLocalSunrises.longestDay {
                nodes.append(last.addingTimeInterval(12 * 3_600))
            }
            nodes.append(rise)
        }
        let spans: [VakyaAngaSpan]
        do {
            spans = try VakyaPanchang.spans(vakyaKind, nodes: nodes, sunrises: local.closure)
        } catch {
            if case .beforeKhanda = error { return nil }
            throw TamilError.engine(error.description)
        }
        let result = spans.filter { $0.end > from && $0.start < to }.map {
            AngaSpan(kind: kind, index: $0.number, start: $0.start, end: $0.end)
        }
        return result
    }
}
