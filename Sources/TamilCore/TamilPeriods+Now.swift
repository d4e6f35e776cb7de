import Foundation
import Panchang

extension TamilPeriod {
    /// Whether the period is in force at `instant` (from its start, up to but not at its end).
    public func isActive(at instant: Date) -> Bool { window.start <= instant && instant < window.end }
}

extension TamilPeriods {
    /// The periods of the day in force at `instant` (the "now" card and the seed API's
    /// `activePeriods`), in the order of `all(_:)`.
    public static func active(_ day: TamilDay, at instant: Date) -> [TamilPeriod] {
        all(day).filter { $0.isActive(at: instant) }
    }

    /// The good (`good: true`) or bad periods of the day, one group per kind in the order of
    /// `TamilPeriod.ID.allCases`, each group's windows in time order; kinds the day lacks are left
    /// out. These are the timings cards.
    public static func grouped(_ day: TamilDay, good: Bool) -> [(id: TamilPeriod.ID, periods: [TamilPeriod])] {
        let chosen = all(day).filter { $0.isGood == good }
        return TamilPeriod.ID.allCases.compactMap { id in
            let periods = chosen.filter { $0.id == id }
            return periods.isEmpty ? nil : (id, periods)
        }
    }
}
