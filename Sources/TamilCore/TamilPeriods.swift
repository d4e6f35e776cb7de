import Foundation
import Observances
import Panchang

/// The named periods of a day, good and bad, for the timings cards and the "now" indicator.
public struct TamilPeriod: Sendable, Hashable {
    public enum ID: String, Sendable, CaseIterable {
        case nallaNeram, gowriNallaNeram, rahukaalam, yamagandam, kuligai, abhijit
    }
    public let id: ID
    public let window: TimeWindow
    public var isGood: Bool { [.nallaNeram, .gowriNallaNeram, .abhijit].contains(id) }
}

public enum TamilPeriods {
    /// Every period of the day, in time order within each kind.
    public static func all(_ day: TamilDay) -> [TamilPeriod] {
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
