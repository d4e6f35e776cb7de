import CivilTime
import Foundation
import Observances
import Panchang

/// One day as the Companion shows it (seed §4.2): its date in words, its Hindu date under the
/// tradition, its panchang (angas, sun and moon, periods) and the observances it shows, as cards.
public struct DayDetail: Sendable {
    public let date: CivilDate
    /// "Saturday, 21 November 2026".
    public let title: String
    public let hinduDate: HinduDateSummary
    /// The day's panchang at the place.
    public let panchang: PanchangDay
    public let observances: [Observance]
    public let cards: [ObservanceCard]

    /// The detail of `date` for the person of `context`; throws `CompanionError.noPanchang` for a
    /// day the computed year has no panchang of.
    public init(_ date: CivilDate, in context: CalendarContext) throws {
        let year = try context.year(date.year)
        guard let day = year.span.frame(date)?.day else { throw CompanionError.noPanchang(date) }
        self.date = date
        title = context.names.fullDate(date)
        hinduDate = context.names.hinduDate(date, in: year, tradition: context.reckoning.tradition, zone: context.zone)
        panchang = day
        observances = context.engine.dayObservances(on: date, in: year)
        cards = observances.map { ObservanceCard($0, in: context) }
    }
}
