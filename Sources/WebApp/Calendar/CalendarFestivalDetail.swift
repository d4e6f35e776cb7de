import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Vakya

/// One observance on one day (the festival page and the API's `festivals/:id`): its names, story,
/// rule, why-this-date and its dates at the place.
struct CalendarFestivalDetail: Encodable {
    /// Each name's language, for `lang` on the page (the label is the language's own name).
    static let nameLanguage = ["English": "en", "हिन्दी": "hi", "தமிழ்": "ta", "संस्कृतम्": "sa"]

    struct LabelledName: Encodable {
        let label: String
        let value: String
    }

    struct TraditionTag: Encodable {
        let key: String
        let name: String
    }

    struct DateLink: Encodable {
        let text: String
        let href: String
        let current: Bool
    }

    let id: String
    var name: String
    var names: [LabelledName]
    var category: String
    var categoryName: String
    var ruleText: String
    var about: String?
    var story: String?
    var didYouKnow: String?
    var traditions: [TraditionTag]?
    var isFestival: Bool?
    var observance: CalendarObservanceDetail?
    var card: CalendarObservanceCard?
    var icsHref: String?
    var dates: [DateLink] = []
    var hasDates = false
    /// The place's label (the page's; the API carries the whole place instead).
    var place = ""

    enum CodingKeys: String, CodingKey {
        case id, name, names, category, categoryName, ruleText, about, story, didYouKnow, traditions, isFestival
        case observance, card, icsHref, dates, hasDates
    }

    init(_ p: CalendarPresenter, id: String, date dateText: String?) throws {
        let visit = p.visit
        let catalog = visit.engine.base.catalog
        let festival = catalog.festival(id)
        let monthly = MonthlyObservance.all.first { $0.id == id }
        guard id.count <= 60, festival != nil || monthly != nil else { throw CalendarInputError.unknownFestival(id) }
        let today = visit.today
        let observance: Observance?
        if let dateText {
            let date = try CalendarInput.date(dateText)
            observance = try visit.year(date.year).byDate[date]?.first { $0.id == id }
            guard observance != nil else {
                throw CalendarInputError.notOnDate(p.names.t("festival.notOnDate", ["date": p.names.longDate(date)]))
            }
        } else {
            observance = try visit.engine.observances(
                from: today, through: today.adding(days: 400), at: visit.place.location, reckoning: visit.reckoning
            ).first { $0.id == id }
        }
        self.id = id
        if let festival {
            name = CalendarPagesController.festivalName(festival, visit.language)
            names = [
                LabelledName(label: "English", value: festival.names.en),
                LabelledName(label: "हिन्दी", value: festival.names.hi),
                LabelledName(label: "தமிழ்", value: festival.names.ta),
                LabelledName(label: "संस्कृतम्", value: festival.names.sa),
            ]
            category = festival.category.rawValue
            categoryName = p.names.category(festival.category)
            about = p.text(.description, of: festival)
            story = p.text(.story, of: festival)
            didYouKnow = p.text(.didYouKnow, of: festival)
            ruleText = p.text(.ruleText, of: festival)
            traditions = festival.traditions.map { key in
                let text = p.names.t("traditionTag.\(key)")
                return TraditionTag(key: key, name: text.hasPrefix("calendar.") ? key : text)
            }
            isFestival = true
        } else if let monthly {
            name = observance.map(p.name(of:)) ?? monthly.name
            names = Self.monthlyNames(p, monthly, day: observance?.name)
            category = monthly.category.rawValue
            categoryName = p.names.category(monthly.category)
            ruleText = p.ruleText(of: monthly)
            about = p.foodText(of: monthly)
        } else {
            throw CalendarInputError.unknownFestival(id)
        }
        if let observance {
            if monthly != nil { name = p.name(of: observance) }
            self.observance = CalendarObservanceDetail(p, observance)
            card = p.card(observance, today: today)
            icsHref = "/calendar/festivals/\(id)/\(observance.date).ics"
        }
        // The dates at this place: a festival's over this year and the next two, a monthly
        // observance's next twelve (each with its own name, e.g. Saphala Ekadashi).
        var upcoming: [Observance] = []
        if festival != nil {
            for y in today.year...(today.year + 2) where CalendarEngine.years.contains(y) {
                upcoming += try visit.year(y).observances.filter { $0.id == id }
            }
        } else if monthly != nil {
            upcoming = Array(
                try visit.engine.observances(
                    from: today, through: today.adding(days: 400), at: visit.place.location, reckoning: visit.reckoning
                )
                .filter { $0.id == id }.prefix(12))
        }
        dates = upcoming.map { o in
            DateLink(
                text: festival != nil ? p.names.fullDate(o.date) : "\(p.names.fullDate(o.date)) · \(p.name(of: o))",
                href: "/calendar/festivals/\(id)?date=\(o.date)", current: o.date == observance?.date)
        }
        hasDates = !upcoming.isEmpty
        place = visit.place.label
    }

    /// A monthly observance's names in English, Hindi and Tamil: the day's own (Saphala Ekadashi,
    /// सफला एकादशी, சபலா ஏகாதசி) when it has one, else the observance's.
    static func monthlyNames(_ p: CalendarPresenter, _ monthly: MonthlyObservance, day: String?) -> [LabelledName] {
        let english = day ?? monthly.name
        let hindi = p.names.localizer.text("calendar.monthly.\(monthly.id)", in: Language(rawValue: "hi"))
        return [
            LabelledName(label: "English", value: english),
            LabelledName(label: "हिन्दी", value: monthly.name(english, language: "hi") ?? hindi),
            LabelledName(label: "தமிழ்", value: monthly.name(english, language: "ta") ?? monthly.tamil),
        ]
    }

    var page: [String: Any] {
        var page: [String: Any] = [
            "id": id, "name": name,
            "names": names.map { ["label": $0.label, "value": $0.value, "lang": Self.nameLanguage[$0.label] ?? ""] },
            "category": category, "categoryName": categoryName, "ruleText": ruleText,
            "dates": dates.map { ["text": $0.text, "href": $0.href, "current": $0.current] }, "hasDates": hasDates,
            "place": place,
        ]
        page["about"] = about
        page["story"] = story
        page["didYouKnow"] = didYouKnow
        page["traditions"] = traditions?.map { ["key": $0.key, "name": $0.name] }
        page["isFestival"] = isFestival
        page["observance"] = observance?.page
        page["card"] = card?.page
        page["icsHref"] = icsHref
        return page
    }
}

/// The why-this-date explanation and the day's windows, times on the place's clock.
struct CalendarObservanceDetail: Encodable {
    struct Rejected: Encodable {
        let date: String
        let reason: String
    }

    struct Window: Encodable {
        let name: String
        let range: String
    }

    struct Anga: Encodable {
        let kind: String
        let name: String
        let range: String
    }

    struct Kaala: Encodable {
        let name: String
        let range: String
    }

    let date: String
    let dateText: String
    let rule: String
    let reason: String
    let rejected: [Rejected]
    let hasRejected: Bool
    let notes: [String]
    let hasNotes: Bool
    let windows: [Window]
    let place: String
    let zone: String
    var anga: Anga?
    var kaala: Kaala?
    /// With the Tamil tradition, where the Vakya almanac and Thirukanitham put this observance on
    /// different days: both dates, then which reckoning this calendar follows (nil elsewhere).
    var reckoningBoth: String?
    var reckoningNote: String?

    init(_ p: CalendarPresenter, _ o: Observance) {
        let zone = p.zone
        let e = o.explanation
        let catalog = p.visit.engine.base.catalog
        date = o.date.description
        dateText = p.names.fullDate(o.date)
        rule = p.rule(of: o)
        reason = p.names.reason(e, catalog: catalog, zone: zone, day: o.date)
        rejected = e.rejected.map {
            Rejected(date: p.names.longDate($0.date), reason: p.names.reason($0, catalog: catalog, zone: zone))
        }
        hasRejected = !e.rejected.isEmpty
        notes = p.names.notes(e, catalog: catalog, zone: zone, day: o.date)
        hasNotes = !notes.isEmpty
        windows = o.windows.map {
            Window(
                name: p.names.windowName($0), range: p.names.range($0.window.start, $0.window.end, zone, day: o.date))
        }
        place = p.visit.place.label
        self.zone = p.visit.place.location.timeZoneIdentifier
        if let anga = e.anga {
            self.anga = Anga(
                kind: p.names.t("today.\(anga.kind.rawValue)"), name: p.names.anga(anga),
                range: p.names.range(anga.start, anga.end, zone, day: o.date))
        }
        if let kaala = e.kaala, let w = e.window {
            self.kaala = Kaala(
                name: p.names.t("why.kaala.\(kaala.rawValue)"),
                range: w.start == w.end
                    ? p.names.clock(w.start, zone, day: o.date) : p.names.range(w.start, w.end, zone, day: o.date))
        }
        if let both = Self.reckoningBoth(p, o) {
            reckoningBoth = both
            reckoningNote = p.names.t("feed.reckoning.\(p.visit.tamilReckoning.rawValue)")
        }
    }

    /// Both dates, where the Tamil tradition's two reckonings put `o` on different days within three
    /// days of each other (a Tamil month start moved: Pongal, Puthandu, Aadi Perukku…); nil where
    /// they agree or for other traditions.
    static func reckoningBoth(_ p: CalendarPresenter, _ o: Observance) -> String? {
        let visit = p.visit
        guard visit.tradition == .tamil else { return nil }
        let chosen = visit.tamilReckoning
        let other: Reckoning = chosen == .vakya ? .drik : .vakya
        guard
            let theirs = try? visit.engine.year(
                o.date.year, at: visit.place.location, reckoning: visit.reckoning.withTamil(other)
            ).observances.first(where: { $0.id == o.id && abs(o.date.days(until: $0.date)) <= 3 }),
            theirs.date != o.date
        else { return nil }
        let (vakya, drik) = chosen == .vakya ? (o.date, theirs.date) : (theirs.date, o.date)
        return p.names.t(
            "festival.reckoningBoth", ["vakya": p.names.longDate(vakya), "drik": p.names.longDate(drik)])
    }

    var page: [String: Any] {
        var out: [String: Any] = [
            "date": date, "dateText": dateText, "rule": rule, "reason": reason,
            "rejected": rejected.map { ["date": $0.date, "reason": $0.reason] }, "hasRejected": hasRejected,
            "notes": notes, "hasNotes": hasNotes, "windows": windows.map { ["name": $0.name, "range": $0.range] },
            "place": place, "zone": zone,
        ]
        out["anga"] = anga.map { ["kind": $0.kind, "name": $0.name, "range": $0.range] }
        out["kaala"] = kaala.map { ["name": $0.name, "range": $0.range] }
        out["hasReckoningBoth"] = reckoningBoth != nil
        out["reckoningBoth"] = reckoningBoth ?? ""
        out["reckoningNote"] = reckoningNote ?? ""
        return out
    }
}
