import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Panchang

/// Turns the engine's days and observances into what pages and the API show, in the person's
/// language and on the place's clock.
struct CalendarPresenter {
    let visit: CalendarVisit
    let names: CalendarNames

    init(visit: CalendarVisit, localizer: Localizer) {
        self.visit = visit
        self.names = CalendarNames(localizer: localizer, language: visit.language)
    }

    var zone: TimeZone { visit.zone }
    var tradition: CalendarTradition { visit.tradition }

    // MARK: Hindu date

    /// The Hindu date of a day: "Kartika Shukla Pratipada", the samvat years and the tradition's own.
    func hinduDate(_ date: CivilDate, in year: CalendarYear) -> HinduDateSummary {
        names.hinduDate(date, in: year, tradition: tradition, zone: zone)
    }

    // MARK: Panchang of a day

    func sunMoon(_ day: PanchangDay) -> [CalendarSunMoonRow] {
        let rows: [(String, Date?, String)] = [
            ("sunrise", day.sunrise, "sun"), ("sunset", day.sunset, "sun"), ("moonrise", day.moonrise, "moon"),
            ("moonset", day.moonset, "moon"),
        ]
        return rows.map { key, instant, kind in
            CalendarSunMoonRow(
                key: key, label: names.t("today.\(key)"), kind: kind,
                time: instant.map { names.clock($0, zone, day: day.date) } ?? names.t("today.none"),
                iso: instant.map { $0.iso8601(in: zone) } ?? "")
        }
    }

    /// Tithi, nakshatra, yoga and karana, each span of the day with its start and end.
    func angas(_ day: PanchangDay) -> [CalendarAngaRow] {
        AngaKind.allCases.map { kind in
            let spans = day.spans(kind).map { span in
                CalendarAngaSpan(
                    name: names.anga(span), index: span.index,
                    range: names.range(span.start, span.end, zone, day: day.date),
                    until: names.t("today.until", ["time": names.clock(span.end, zone, day: day.date)]),
                    start: span.start.iso8601(in: zone), end: span.end.iso8601(in: zone))
            }
            return CalendarAngaRow(key: kind.rawValue, label: names.t("today.\(kind.rawValue)"), spans: spans)
        }
    }

    /// Rahu Kaal, Yamaganda, Gulika (inauspicious) and Abhijit, Brahma muhurta (auspicious).
    func periods(_ day: PanchangDay) -> [CalendarPeriodRow] {
        guard let t = day.timings else { return [] }
        var rows: [(String, TimeWindow, Bool)] = [
            ("rahu", t.rahuKalam, false), ("yamaganda", t.yamagandam, false), ("gulika", t.gulikaKalam, false),
            ("abhijit", t.abhijit, true),
        ]
        if let b = t.brahmaMuhurta { rows.append(("brahma", b, true)) }
        return rows.map { key, w, good in
            CalendarPeriodRow(
                key: key, label: names.t("today.\(key)"), good: good,
                range: names.range(w.start, w.end, zone, day: day.date),
                start: w.start.iso8601(in: zone), end: w.end.iso8601(in: zone))
        }
    }

    // MARK: Observances

    /// The name of an observance in the person's language (the rule: `CalendarNames.observanceName`).
    func name(of o: Observance) -> String { names.observanceName(o, catalog: visit.engine.base.catalog) }

    /// A festival's description, story, fact or rule in the person's language (English when the
    /// catalog has none in it).
    func text(_ field: FestivalText, of festival: Festival) -> String {
        festival.text(field, language: visit.language.rawValue)
    }

    /// A monthly observance's rule in plain words in the person's language (English when there is
    /// none in it).
    func ruleText(of monthly: MonthlyObservance) -> String {
        monthly.ruleText(language: visit.language.rawValue)
    }

    /// A monthly observance's food guidance in the person's language, nil when it has none.
    func foodText(of monthly: MonthlyObservance) -> String? {
        monthly.foodText(language: visit.language.rawValue)
    }

    /// The rule an observance's date was decided by, in the person's language
    /// (`CalendarNames.observanceRule`).
    func rule(of o: Observance) -> String { names.observanceRule(o, catalog: visit.engine.base.catalog) }

    /// A short card for a list: name, its other script name, category, link.
    func card(_ o: Observance, today: CivilDate) -> CalendarObservanceCard {
        let context = CalendarContext(
            engine: visit.engine, location: visit.place.location, reckoning: visit.reckoning, names: names,
            today: today)
        return CalendarObservanceCard(ObservanceCard(o, in: context))
    }

    /// Category → colour class for dots and badges.
    static func dotClass(_ c: ObservanceCategory) -> String { "cat-\(c.rawValue)" }
}

extension CalendarNames {
    /// "In 5 days".
    func plural(_ days: Int) -> String {
        localizer.plural("calendar.festivals.inDays", count: days, in: language)
    }
}
