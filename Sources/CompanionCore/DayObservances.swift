import CivilTime
import Foundation
import Observances
import Places

/// The observances one day shows, wherever a day is shown: Today, the day page, a month cell.
/// They are exactly the ones the festival list (`FestivalListKind.all`) shows for that date, the
/// catalog's festivals and the monthly vrats people keep (`FestivalList.shows`), so a day never
/// names an observance its own festival list leaves out (issue 20 item 9: "Karthigai" on Today
/// but not in the Festivals list).
extension CalendarEngine {
    /// The observances `date` shows at `location` under `reckoning`, in the year's order.
    public func dayObservances(on date: CivilDate, at location: Location, reckoning: CalendarReckoning) throws
        -> [Observance]
    {
        dayObservances(on: date, in: try year(date.year, at: location, reckoning: reckoning))
    }

    /// The observances `date` shows, from its already computed year.
    public func dayObservances(on date: CivilDate, in year: CalendarYear) -> [Observance] {
        (year.byDate[date] ?? []).filter { FestivalList.shows($0, kind: .all, engine: self) }
    }
}
