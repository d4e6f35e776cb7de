import CivilTime
import CompanionCore
import Foundation

/// A day's detail (seed §4.2) as page and JSON data: the core's `DayDetail` (Hindu date,
/// observances) with the presenter's panchang rows. The month page shows it below the grid; the
/// API answers it for `day`.
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
        let detail: DayDetail
        do {
            detail = try DayDetail(date, in: p.context)
        } catch CompanionError.noPanchang {
            throw CalendarInputError.badDate(date.description)
        }
        iso = date.description
        title = detail.title
        self.date = detail.hinduDate
        angas = p.angas(detail.panchang)
        sunMoon = Array(p.sunMoon(detail.panchang).prefix(2))
        periods = p.periods(detail.panchang)
        festivals = detail.cards.map { CalendarObservanceCard($0) }
        hasFestivals = !detail.cards.isEmpty
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
