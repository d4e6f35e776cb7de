import CivilTime
import CompanionCore
import Foundation

/// One observance on one day (the festival page and the API's `festivals/:id`) as page and JSON
/// data: the core's `FestivalDetail` (names, story, rule, why-this-date, dates at the place) with
/// the pages' links.
struct CalendarFestivalDetail: Encodable {
    struct LabelledName: Encodable {
        let label: String
        let value: String
        /// The name's language, for `lang` on the page (not in the JSON).
        let lang: String

        enum CodingKeys: String, CodingKey { case label, value }
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
        guard id.count <= 60, FestivalDetail.knows(id, catalog: p.visit.engine.base.catalog) else {
            throw CalendarInputError.unknownFestival(id)
        }
        let date = try dateText.map { text throws(CalendarInputError) in try CalendarInput.date(text) }
        let detail: FestivalDetail
        do {
            detail = try FestivalDetail(id: id, on: date, in: p.context)
        } catch CompanionError.unknownObservance {
            throw CalendarInputError.unknownFestival(id)
        } catch CompanionError.notOnDate(_, let date) {
            throw CalendarInputError.notOnDate(p.names.t("festival.notOnDate", ["date": p.names.longDate(date)]))
        }
        self.id = id
        name = detail.name
        names = detail.names.map { LabelledName(label: $0.label, value: $0.value, lang: $0.language) }
        category = detail.category.rawValue
        categoryName = detail.categoryName
        ruleText = detail.ruleText
        about = detail.about
        story = detail.story
        didYouKnow = detail.didYouKnow
        traditions = detail.traditions?.map { TraditionTag(key: $0.key, name: $0.name) }
        isFestival = detail.isFestival ? true : nil
        if let observance = detail.observance, let why = detail.detail, let card = detail.card {
            self.observance = CalendarObservanceDetail(why, place: p.visit.place.label)
            self.card = CalendarObservanceCard(card)
            icsHref = "/calendar/festivals/\(id)/\(observance.date).ics"
        }
        dates = detail.dates.map {
            DateLink(text: $0.text, href: "/calendar/festivals/\(id)?date=\($0.date)", current: $0.isChosen)
        }
        hasDates = !detail.dates.isEmpty
        place = p.visit.place.label
    }

    var page: [String: Any] {
        var page: [String: Any] = [
            "id": id, "name": name,
            "names": names.map { ["label": $0.label, "value": $0.value, "lang": $0.lang] },
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

/// Why-this-date as page and JSON data: the core's `ObservanceDetail` and the place's label.
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
    var reckoningBoth: String?
    var reckoningNote: String?

    init(_ d: ObservanceDetail, place: String) {
        date = d.date.description
        dateText = d.dateText
        rule = d.rule
        reason = d.reason
        rejected = d.rejected.map { Rejected(date: $0.dateText, reason: $0.reason) }
        hasRejected = !d.rejected.isEmpty
        notes = d.notes
        hasNotes = !d.notes.isEmpty
        windows = d.windows.map { Window(name: $0.name, range: $0.range) }
        self.place = place
        zone = d.zone
        anga = d.anga.map { Anga(kind: $0.kind, name: $0.name, range: $0.range) }
        kaala = d.kaala.map { Kaala(name: $0.name, range: $0.range) }
        reckoningBoth = d.reckoningBoth
        reckoningNote = d.reckoningNote
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

extension CalendarPresenter {
    /// What the core's details are computed for: this visit's engine, place, reckoning, words and today.
    var context: CalendarContext {
        CalendarContext(
            engine: visit.engine, location: visit.place.location, reckoning: visit.reckoning, names: names,
            today: visit.today)
    }
}
