import CivilTime
import Foundation
import Observances
import Places

/// The festival list's choice (seed §8): everything, the catalog's festivals, or the monthly vrats.
public enum FestivalListKind: String, CaseIterable, Sendable {
    case all, festivals, vrats
}

/// Which observances the festival list and the calendar feed show: the catalog's festivals and
/// the monthly vrats people keep, not every observance the engine computes.
public enum FestivalList {
    /// Monthly observances shown among the festivals (the vrats people keep).
    public static let listedMonthly: Set<String> = [
        "ekadashi", "pradosham", "amavasai", "pournami", "sankashti-chaturthi", "masik-shivaratri",
    ]

    /// Days the list covers from today when not searching (today and the next 89).
    public static let days = 90
    /// Days a search looks ahead for each match's next date.
    public static let searchDays = 401

    /// Whether `kind` shows `observance`.
    public static func shows(_ observance: Observance, kind: FestivalListKind, engine: CalendarEngine) -> Bool {
        let isFestival = engine.isFestival(observance)
        let isVrat = listedMonthly.contains(observance.id)
        switch kind {
        case .festivals: return isFestival
        case .vrats: return !isFestival && isVrat
        case .all: return isFestival || isVrat
        }
    }
}

extension CalendarEngine {
    /// The list from `today`: without a query, the next 90 days' observances of `kind`; with one,
    /// the next date (within 400 days) of every festival and monthly observance whose name matches
    /// (`FestivalSearch`), in date order. `monthlyName` names a monthly observance in the person's
    /// language, so it is found by that name too.
    public func festivalList(
        from today: CivilDate, kind: FestivalListKind, query: String, at location: Location,
        reckoning: CalendarReckoning, monthlyName: (MonthlyObservance) -> String
    ) throws -> [Observance] {
        if query.isEmpty {
            return try observances(
                from: today, through: today.adding(days: FestivalList.days - 1), at: location, reckoning: reckoning
            )
            .filter { FestivalList.shows($0, kind: kind, engine: self) }
        }
        let ids = FestivalSearch.matches(
            NameFolding.fold(query), raw: query, catalog: base.catalog, monthlyName: monthlyName)
        guard !ids.isEmpty else { return [] }
        let list = try observances(
            from: today, through: today.adding(days: FestivalList.searchDays - 1), at: location, reckoning: reckoning)
        var seen: Set<String> = []
        return list.filter { ids.contains($0.id) && seen.insert($0.id).inserted }
    }
}
