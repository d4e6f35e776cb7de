import CivilTime
import CompanionCore
import Foundation

/// A day's detail (seed §4.2): Hindu date, samvat, tradition's year, panchang with times, sun
/// times, festivals. The month page shows it below the grid; the API answers it for `day`.
struct CalendarDayDetail: Encodable {
    let iso: String
    let title: String
    let date: HinduDateSummary
    let angas: [CalendarAngaRow]
    /// Sunrise and sunset.
    let sunMoon: [CalendarSunMoonRow]
    let periods: [CalendarPeriodRow]
    let festivals: [CalendarObservanceCard]
    let hasFestivals: Bool
    let closeHref: String

    init(_ p: CalendarPresenter, _ date: CivilDate) throws {
        let data = try p.visit.year(date.year)
        guard let day = data.span.frame(date)?.day else { throw CalendarInputError.badDate(date.description) }
        let observances = p.visit.engine.dayObservances(on: date, in: data)
        iso = date.description
        title = p.names.fullDate(date)
        self.date = p.hinduDate(date, in: data)
        angas = p.angas(day)
        sunMoon = Array(p.sunMoon(day).prefix(2))
        periods = p.periods(day)
        festivals = observances.map { p.card($0, today: p.visit.today) }
        hasFestivals = !observances.isEmpty
        closeHref = "/calendar/month?m=\(CalendarMonthView.monthText(date.year, date.month))"
    }

    var page: [String: Any] {
        [
            "iso": iso, "title": title, "date": date.page, "angas": angas.map(\.page), "sunMoon": sunMoon.map(\.page),
            "periods": periods.map(\.page), "festivals": festivals.map(\.page), "hasFestivals": hasFestivals,
            "closeHref": closeHref,
        ]
    }
}
