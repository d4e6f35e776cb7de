import Foundation
import Panchang
import Vakya

/// The four lunar angas in force at a day's sunrise by the Vakya almanac, each with its name and end.
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

    /// The angas at `sunrise`, or nil before the Vakyakarana's khaṇḍa (1281 CE), where the almanac's
    /// Moon is not defined.
    public static func at(sunrise: Date) throws(TamilError) -> VakyaDayAngas? {
        func entry(_ kind: VakyaAngaKind) throws(TamilError) -> Entry? {
            do {
                let a = try VakyaPanchang.anga(kind, at: sunrise)
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
