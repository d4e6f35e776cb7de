import CivilTime
import CompanionCore
import Foundation
import Observances

/// One day of the month grid: its number, the Hindu date's short form, up to three category dots.
struct CalendarMonthCell: Encodable {
    struct Dot: Encodable {
        let category: String
    }

    let day: Int
    let iso: String
    let isToday: Bool
    let isSelected: Bool
    let href: String
    let dots: [Dot]
    let count: Int
    let label: String
    /// The first observance that is not a monthly one, empty when there is none.
    let festival: String
    /// The solar day, or the paksha and tithi ("Shu 5"); the moon's "full" or "new" (empty otherwise).
    var sub: String?
    var moon: String?

    var page: [String: Any] {
        var cell: [String: Any] = [
            "day": day, "iso": iso, "isToday": isToday, "isSelected": isSelected, "href": href,
            "dots": dots.map { ["category": $0.category] }, "count": count, "label": label, "festival": festival,
        ]
        cell["sub"] = sub
        cell["moon"] = moon
        return cell
    }
}

/// A month of the calendar: the grid (with blank cells before the 1st and after the last day),
/// the months' names it spans and the links to the months around it.
struct CalendarMonthView {
    let title: String
    let periods: String
    let weekdays: [CalendarWeekdayName]
    /// The grid, week by week; nil is a blank cell.
    let cells: [CalendarMonthCell?]
    let prev: String
    let next: String
    let prevLabel: String
    let nextLabel: String
    let todayHref: String
    /// The tradition's name in the person's language.
    let traditionName: String

    init(_ p: CalendarPresenter, year y: Int, month m: Int, selected: CivilDate? = nil) throws {
        let visit = p.visit
        let data = try visit.year(y)
        let first = try CivilDate(year: y, month: m, day: 1)
        let count = CivilDate.daysIn(month: m, year: y)
        let today = visit.today
        var cells: [CalendarMonthCell?] = Array(repeating: nil, count: first.weekday.rawValue)
        var periodNames: [String] = []
        let system = visit.tradition.conventions.monthSystem
        for d in 0..<count {
            let date = first.adding(days: d)
            let observances = p.visit.engine.dayObservances(on: date, in: data)
            var categories: [String] = []
            for o in observances where !categories.contains(o.category.rawValue) {
                categories.append(o.category.rawValue)
            }
            var cell = CalendarMonthCell(
                day: date.day, iso: date.description, isToday: date == today, isSelected: date == selected,
                href: "/calendar/month?m=\(Self.monthText(y, m))&d=\(date)#day",
                dots: categories.prefix(3).map(CalendarMonthCell.Dot.init), count: observances.count,
                label: p.names.fullDate(date),
                festival: observances.first { $0.category != .monthly }.map(p.name(of:)) ?? "")
            var period: String?
            if let solarKind = visit.tradition.solarCalendar, let s = data.span.solarDate(date, calendar: solarKind) {
                let monthName = p.names.solarMonth(solarKind, s.month)
                cell.sub = s.day == 1 ? "\(monthName) 1" : String(s.day)
                period = monthName
            } else if let lunar = data.span.lunarDate(date) {
                let pakshaShort = p.names.t("names.pakshaShort.\(lunar.paksha.rawValue)")
                cell.sub =
                    lunar.tithi == 15 || lunar.tithi == 30
                    ? p.names.tithi(lunar.tithi) : "\(pakshaShort) \(lunar.tithiInPaksha)"
                cell.moon = lunar.tithi == 15 ? "full" : lunar.tithi == 30 ? "new" : ""
                period = p.names.lunarMonth(lunar.month, system: system, tithi: lunar.tithi)
            }
            if let period, !periodNames.contains(period) { periodNames.append(period) }
            cells.append(cell)
        }
        while cells.count % 7 != 0 { cells.append(nil) }
        self.cells = cells
        let previous = m == 1 ? (y - 1, 12) : (y, m - 1)
        let next = m == 12 ? (y + 1, 1) : (y, m + 1)
        func link(_ ym: (Int, Int)) -> String {
            CalendarEngine.years.contains(ym.0) ? "/calendar/month?m=\(Self.monthText(ym.0, ym.1))" : ""
        }
        title = p.names.monthTitle(year: y, month: m)
        periods = periodNames.joined(separator: " – ")
        weekdays = Weekday.allCases.map {
            CalendarWeekdayName(short: p.names.weekdayShort($0), long: p.names.weekday($0))
        }
        prev = link(previous)
        self.next = link(next)
        prevLabel = p.names.monthTitle(year: previous.0, month: previous.1)
        nextLabel = p.names.monthTitle(year: next.0, month: next.1)
        todayHref = "/calendar/month"
        traditionName = p.names.t("settings.tradition.\(visit.tradition.rawValue).name")
    }

    /// "2026-03".
    static func monthText(_ year: Int, _ month: Int) -> String {
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + (month < 10 ? "-0" : "-") + String(month)
    }

    var page: [String: Any] {
        let grid = cells.map { $0?.page ?? ["blank": true] }
        return [
            "title": title, "periods": periods, "weekdays": weekdays.map(\.page),
            "weeks": stride(from: 0, to: grid.count, by: 7).map { ["days": Array(grid[$0..<$0 + 7])] },
            "prev": prev, "next": next, "prevLabel": prevLabel, "nextLabel": nextLabel, "todayHref": todayHref,
            "tradition": traditionName,
        ]
    }
}
