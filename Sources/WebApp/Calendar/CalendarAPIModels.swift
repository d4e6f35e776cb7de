import CompanionCore
import Foundation

// The Dharmic Companion's typed page models and the JSON answers of `/api/v1/calendar/*` built
// from them. The pages read the same models as dictionaries (`page`); the API encodes them with
// `APIResponse.encoder`. An optional that is nil is absent from the JSON, as it is from the page.

/// Every calendar answer: the body's fields and the place, tradition and language it was
/// computed for.
struct CalendarAPIAnswer<Body: Encodable>: Encodable {
    let body: Body
    let place: CalendarAPIPlace
    let tradition: String
    /// With the Tamil tradition, the reckoning of its Tamil dates (`vakya` or `drik`); absent for
    /// the others, which show no Tamil dates.
    let reckoning: String?
    let language: String

    init(_ body: Body, _ visit: CalendarVisit) {
        self.body = body
        self.place = CalendarAPIPlace(visit.place)
        self.tradition = visit.tradition.rawValue
        self.reckoning = visit.tradition == .tamil ? visit.tamilReckoning.rawValue : nil
        self.language = visit.language.rawValue
    }

    enum CodingKeys: String, CodingKey { case place, tradition, reckoning, language }

    func encode(to encoder: any Encoder) throws {
        try body.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(place, forKey: .place)
        try container.encode(tradition, forKey: .tradition)
        try container.encodeIfPresent(reckoning, forKey: .reckoning)
        try container.encode(language, forKey: .language)
    }
}

/// The place an answer was computed for.
struct CalendarAPIPlace: Encodable {
    let name: String
    let label: String
    let latitude: Double
    let longitude: Double
    let timeZone: String

    init(_ place: CalendarPlace) {
        name = place.name
        label = place.label
        latitude = place.location.latitude
        longitude = place.location.longitude
        timeZone = place.location.timeZoneIdentifier
    }
}

// MARK: Answers

/// `GET /api/v1/calendar/today`: Today's page and the place's date.
struct CalendarTodayAnswer: Encodable {
    let view: CalendarTodayView
    let today: String

    enum CodingKeys: String, CodingKey { case today }

    func encode(to encoder: any Encoder) throws {
        try view.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(today, forKey: .today)
    }
}

/// `GET /api/v1/calendar/month`: the month's days (no blank cells), each with its observances
/// and Hindu date.
struct CalendarMonthAnswer: Encodable {
    let month: String
    let title: String
    let periods: String
    let weekdays: [CalendarWeekdayName]
    let days: [Day]
    let prev: String
    let next: String
    let prevLabel: String
    let nextLabel: String
    let todayHref: String

    struct Day: Encodable {
        let cell: CalendarMonthCell
        let observances: [Observance]
        let hinduDate: HinduDateSummary

        enum CodingKeys: String, CodingKey { case observances, hinduDate }

        func encode(to encoder: any Encoder) throws {
            try cell.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(observances, forKey: .observances)
            try container.encode(hinduDate, forKey: .hinduDate)
        }
    }

    struct Observance: Encodable {
        let id: String
        let name: String
        let category: String
    }
}

/// `GET /api/v1/calendar/festivals?from=&to=`: the observances of a range, each with the reason
/// for its date.
struct CalendarFestivalRangeAnswer: Encodable {
    let from: String
    let to: String
    let festivals: [CalendarObservanceCard]
}

/// `GET /api/v1/calendar/festivals?q=`: the next date of every festival whose name matches.
struct CalendarFestivalSearchAnswer: Encodable {
    let query: String
    let festivals: [CalendarObservanceCard]
}

// MARK: Page models

/// One row of the sun and moon times.
struct CalendarSunMoonRow: Encodable {
    let key: String
    let label: String
    let kind: String
    /// The clock time, or the words for "none" (a moonless day).
    let time: String
    /// The instant in ISO 8601 with the place's offset, empty when there is none.
    let iso: String

    var page: [String: Any] { ["key": key, "label": label, "kind": kind, "time": time, "iso": iso] }
}

/// One span of an anga within the day.
struct CalendarAngaSpan: Encodable {
    let name: String
    let index: Int
    let range: String
    let until: String
    let start: String
    let end: String

    var page: [String: Any] {
        ["name": name, "index": index, "range": range, "until": until, "start": start, "end": end]
    }
}

/// Tithi, nakshatra, yoga or karana: the day's spans of it; `first` is `{}` when it has none.
struct CalendarAngaRow: Encodable {
    let key: String
    let label: String
    let spans: [CalendarAngaSpan]

    enum CodingKeys: String, CodingKey { case key, label, spans, first }
    struct Empty: Encodable {}

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(label, forKey: .label)
        try container.encode(spans, forKey: .spans)
        if let first = spans.first {
            try container.encode(first, forKey: .first)
        } else {
            try container.encode(Empty(), forKey: .first)
        }
    }

    var page: [String: Any] {
        let spans = spans.map(\.page)
        return ["key": key, "label": label, "spans": spans, "first": spans.first ?? [:]]
    }
}

/// Rahu Kaal, Yamaganda, Gulika (not `good`), Abhijit, Brahma muhurta (`good`).
struct CalendarPeriodRow: Encodable {
    let key: String
    let label: String
    let good: Bool
    let range: String
    let start: String
    let end: String

    var page: [String: Any] {
        ["key": key, "label": label, "good": good, "range": range, "start": start, "end": end]
    }
}

/// A short card of an observance for a list.
struct CalendarObservanceCard: Encodable {
    let id: String
    let date: String
    let name: String
    let category: String
    let categoryName: String
    let href: String
    let day: Int
    let monthShort: String
    let weekdayShort: String
    let isFestival: Bool
    /// The festival's name in another script, and that script's language.
    var otherName: String?
    var otherLang: String?
    var description: String?
    var tithi: String?
    /// Days from today (negative in the past); `countdown` only from today on.
    let daysAway: Int
    var countdown: String?
    let isToday: Bool
    let isTomorrow: Bool
    /// Why the observance is on its date (the API's range list only).
    var reason: String?

    var page: [String: Any] {
        var card: [String: Any] = [
            "id": id, "date": date, "name": name, "category": category, "categoryName": categoryName, "href": href,
            "day": day, "monthShort": monthShort, "weekdayShort": weekdayShort, "isFestival": isFestival,
            "daysAway": daysAway, "isToday": isToday, "isTomorrow": isTomorrow,
        ]
        card["otherName"] = otherName
        card["otherLang"] = otherLang
        card["description"] = description
        card["tithi"] = tithi
        card["countdown"] = countdown
        card["reason"] = reason
        return card
    }
}

extension CalendarObservanceCard {
    /// The page and JSON shell of the core's card (`ObservanceCard`, which decides its words), with
    /// the festival page's link and, in the API's range list, the reason for its date.
    init(_ card: ObservanceCard, reason: String? = nil) {
        self.init(
            id: card.id, date: card.date.description, name: card.name, category: card.category.rawValue,
            categoryName: card.categoryName, href: "/calendar/festivals/\(card.id)?date=\(card.date)",
            day: card.date.day,
            monthShort: card.monthShort, weekdayShort: card.weekdayShort, isFestival: card.isFestival,
            otherName: card.otherName, otherLang: card.otherLang, description: card.description, tithi: card.tithi,
            daysAway: card.daysAway, countdown: card.countdown, isToday: card.isToday, isTomorrow: card.isTomorrow,
            reason: reason)
    }
}

/// A reminder due soon.
struct CalendarReminderItem: Encodable {
    let when: String
    let at: String
    let text: String
    let href: String
    let kind: String

    var page: [String: Any] { ["when": when, "at": at, "text": text, "href": href, "kind": kind] }
}

/// A weekday's short and long name, for a month's header.
struct CalendarWeekdayName: Encodable {
    let short: String
    let long: String

    var page: [String: Any] { ["short": short, "long": long] }
}

extension HinduDateSummary {
    var page: [String: Any] {
        var out: [String: Any] = ["gregorian": gregorian, "iso": iso]
        out["month"] = month
        out["tithi"] = tithi
        out["paksha"] = paksha
        out["line"] = line
        out["vikram"] = vikram
        out["shaka"] = shaka
        out["samvatsara"] = samvatsara
        out["traditionYear"] = traditionYear
        out["samvat"] = samvat
        out["solar"] = solar
        return out
    }
}
