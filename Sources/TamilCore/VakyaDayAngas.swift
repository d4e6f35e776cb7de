import Foundation
import Panchang
import Vakya

/// The four lunar angas in force at a day's sunrise by the Vakya almanac, each with its name and end.
///
/// Two forms. `at(sunrise:localSunrises:)` is the almanac made for the place: the tabulated Moon is
/// reduced to each of the place's own sunrises and the rule of three runs between them
/// (Vakyakarana I.14b–17a; `VakyaMoon.trueLongitude(at:sunrises:)`); the pages and the CLI show
/// this one. `at(sunrise:)` is the tabulated (Laṅkā/Ujjain mean sunrise) form, in which the
/// published test values of docs/vakya.md that are instants independent of a place are defined.
public struct VakyaDayAngas: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public let kind: AngaKind
        /// 1-based, numbered as `AngaKind`.
        public let index: Int
        public let end: Date
        public var name: String { kind.name(index) }
    }

    public let sunrise: Date
    public let tithi: Entry
    public let nakshatra: Entry
    public let yoga: Entry
    public let karana: Entry

    /// The angas at `sunrise` by the tabulated sunrises (Laṅkā/Ujjain), or nil before the
    /// Vakyakarana's khaṇḍa (1281 CE), where the almanac's Moon is not defined.
    public static func at(sunrise: Date) throws(TamilError) -> VakyaDayAngas? {
        try at(sunrise: sunrise, sunrises: nil)
    }

    /// The angas at `sunrise` as an almanac for the place reckons them: `localSunrises` are the
    /// place's consecutive sunrises (ascending, from this day's on; four or more cover any anga's
    /// end), as the drik engine computes them. Between two of them the Moon runs by rule of three;
    /// outside them, by the tabulated sunrises. Nil before the khaṇḍa.
    public static func at(sunrise: Date, localSunrises: [Date]) throws(TamilError) -> VakyaDayAngas? {
        try at(sunrise: sunrise, sunrises: VakyaLocalSunrises(localSunrises).closure)
    }

    static func at(sunrise: Date, sunrises: VakyaMoon.LocalSunrises?) throws(TamilError) -> VakyaDayAngas? {
        func entry(_ kind: VakyaAngaKind) throws(TamilError) -> Entry? {
            do {
                let a = try VakyaPanchang.anga(kind, at: sunrise, sunrises: sunrises)
                return Entry(kind: AngaKind(rawValue: kind.rawValue)!, index: a.number, end: a.end)
            } catch {
                if case .beforeKhanda = error { return nil }
                throw .engine(error.description)
            }
        }
        guard let tithi = try entry(.tithi), let nakshatra = try entry(.nakshatra), let yoga = try entry(.yoga),
            let karana = try entry(.karana)
        else { return nil }
        return VakyaDayAngas(sunrise: sunrise, tithi: tithi, nakshatra: nakshatra, yoga: yoga, karana: karana)
    }

    /// In the order the Tamil almanac prints them.
    public var all: [Entry] { [tithi, nakshatra, yoga, karana] }
}
