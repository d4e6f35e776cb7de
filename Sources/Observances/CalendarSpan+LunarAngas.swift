import CivilTime
import Foundation
import Panchang

/// Where a span's tithis and nakshatras come from, and so the day of every observance decided by
/// one (Ekadashi, Pradosham, Sankashti, Amavasai, Pournami, Shashti, Krittikai, the lunar
/// festivals).
public enum LunarAngaReckoning: String, Sendable, Hashable, Codable {
    /// The ephemeris (drik-ganita): the span as computed.
    case drik
    /// The Vakya almanac's tithis and nakshatras (Vararuci's Moon, the Ārya Sun), reduced to the
    /// place's own sunrises.
    case vakya
}

/// A source of tithis and nakshatras for a span: the seam through which another reckoning's lunar
/// angas replace the ephemeris's. `sunrises` are the span's own (the place's, ascending); a source
/// returns every span of `kind` touching `from`…`to`, in order, contiguous, or nil where it has
/// none (the Vakya Moon before its epoch): the span then keeps the ephemeris's.
public protocol LunarAngaSource {
    /// Which reckoning this is.
    var reckoning: LunarAngaReckoning { get }
    /// The spans of `kind` (tithi or nakshatra) covering `from`…`to`, or nil where the source has none.
    func spans(_ kind: AngaKind, from: Date, to: Date, sunrises: [Date]) throws -> [AngaSpan]?
}

extension CalendarSpan {
    /// The same span with its tithis and nakshatras from `source`. The days (sunrise, sunset, the
    /// kaalas), the lunar months (new moons and sankrantis), the karanas (Vishti) and the day's
    /// listed angas stay as computed; every rule that decides a day from a tithi or nakshatra
    /// (`decide`, Ekadashi's arunodaya rule, Pradosham's pradosha kaala) then reads the source's
    /// spans and their ends.
    public func replacingLunarAngas(with source: some LunarAngaSource) throws -> CalendarSpan {
        guard source.reckoning != lunarAngas, let firstFrame = frames.first, let lastFrame = frames.last else {
            return self
        }
        let from = firstFrame.day.windowStart
        let to = lastFrame.day.windowEnd
        let sunrises = frames.compactMap(\.day.sunrise)
        guard let tithis = try source.spans(.tithi, from: from, to: to, sunrises: sunrises),
            let nakshatras = try source.spans(.nakshatra, from: from, to: to, sunrises: sunrises)
        else { return self }
        return CalendarSpan(copying: self, tithis: tithis, nakshatras: nakshatras, lunarAngas: source.reckoning)
    }
}
