import Foundation
import Observances
import Panchang

/// The named periods of a day, good and bad, for the timings cards and the "now" indicator.
struct TamilPeriod: Sendable, Hashable {
    enum ID: String, Sendable, CaseIterable {
        case nallaNeram, gowriNallaNeram, rahukaalam, yamagandam, kuligai, abhijit
    }
    let id: ID
    let window: TimeWindow
    var isGood: Bool { [.nallaNeram, .gowriNallaNeram, .abhijit].contains(id) }
}

enum TamilPeriods {
    /// Every period of the day, in time order within each kind.
    static func all(_ day: TamilDay) -> [TamilPeriod] {
        var result = day.details.nallaNeram.map { TamilPeriod(id: .nallaNeram, window: $0) }
        result += day.details.gowriNallaNeram.map { TamilPeriod(id: .gowriNallaNeram, window: $0) }
        if let t = day.timings {
            result += [
                TamilPeriod(id: .rahukaalam, window: t.rahuKalam), TamilPeriod(id: .yamagandam, window: t.yamagandam),
                TamilPeriod(id: .kuligai, window: t.gulikaKalam), TamilPeriod(id: .abhijit, window: t.abhijit),
            ]
        }
        return result
    }
}

/// The method and sources, for the About section and the API's `source`.
enum TamilAbout {
    static let methodLine =
        "Thirukanitham (drik-ganita) from an offline ephemeris agreeing with Swiss Ephemeris; Lahiri ayanamsa; "
        + "sunrise at the Sun's upper limb with standard refraction; times for the given place and time zone"
}
