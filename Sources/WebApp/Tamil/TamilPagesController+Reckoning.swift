import CivilTime
import Foundation
import Hummingbird
import Observances
import Panchang
import Storage
import TamilCore
import Vakya

/// The reckoning setting (Vakya almanac or Thirukanitham) and the sentences a day page shows where
/// the two disagree.
extension TamilPagesController {
    func addReckoningRoutes(to router: Router<AppRequestContext>) {
        router.post("/tamil/settings/reckoning") { request, context in try await self.saveReckoning(request, context) }
    }

    /// The stored choice; the Vakya almanac when never chosen (Tamil Nadu's reckoning for the Tamil date).
    func storedReckoning(_ context: AppRequestContext) async throws -> Reckoning {
        let stored = try await database.tamilReckoning(of: context.profile)
        return stored.flatMap { try? Reckoning(parsing: $0) } ?? .vakya
    }

    /// `method=vakya|drik`; anything else is refused with a 422 and a message naming what was sent.
    func saveReckoning(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let choice = form["method"] ?? ""
        guard AppDatabase.tamilReckonings.contains(choice) else {
            let p = try await visit(request, context).presenter
            throw WebError.unprocessable(p.text("reckoning.bad", ["text": String(choice.prefix(20))]))
        }
        try await database.saveTamilReckoning(choice, for: context.profile, now: services.now())
        return .redirect(to: "/tamil/settings?notice=saved#reckoning")
    }

    static func reckoningFields(_ visit: Visit) -> [String: Any] {
        [
            "reckonVakya": visit.reckoning == .vakya, "reckonDrik": visit.reckoning == .drik,
            "reckoningName": visit.presenter.text(
                visit.reckoning == .vakya ? "reckoning.nameVakya" : "reckoning.nameDrik"),
        ]
    }

    /// The sentences for a day where the Vakya almanac and Thirukanitham disagree (a month start, an
    /// anga at sunrise, a festival or lunar observance day), chosen reckoning first; empty where they
    /// agree.
    func reckoningDifferences(_ date: CivilDate, _ visit: Visit) throws -> [String] {
        let p = visit.presenter
        let location = visit.place.location
        let chosen = visit.reckoning
        let other: Reckoning = chosen == .vakya ? .drik : .vakya
        func name(_ r: Reckoning) -> String { p.text(r == .vakya ? "reckoning.nameVakya" : "reckoning.nameDrik") }
        func window(_ r: Reckoning) throws -> [TamilDay] {
            try engine { () throws(TamilError) in
                try calendar.days(
                    from: date.adding(days: -3), count: 7, at: location, tamilDatesAt: visit.tamilDatesAt, reckoning: r)
            }
        }
        let mine = try window(chosen)
        let theirs = try window(other)
        var lines: [String] = []
        // A month beginning on different days within three days of this one.
        func when(_ first: CivilDate) -> String {
            switch date.days(until: first) {
            case 0: p.text("reckoning.today")
            case 1: p.text("reckoning.tomorrow")
            case -1: p.text("reckoning.yesterday")
            default: p.text("reckoning.onDate", ["date": p.shortDate(first)])
            }
        }
        for day in mine where day.tamilDate?.solar.day == 1 {
            guard let t = day.tamilDate,
                let match = theirs.first(where: {
                    $0.tamilDate?.solar.day == 1 && $0.tamilDate?.solar.month == t.solar.month
                }),
                match.date != day.date, abs(date.days(until: day.date)) <= 1 || abs(date.days(until: match.date)) <= 1
            else { continue }
            lines.append(
                p.text(
                    "reckoning.monthBegins",
                    [
                        "first": name(chosen), "month": p.tamilMonth(t), "when": when(day.date), "second": name(other),
                        "when2": when(match.date),
                    ]))
        }
        // Angas at sunrise.
        if let vakya = try engine({ () throws(TamilError) in
            try calendar.vakyaAngas(on: date, at: location, reckoning: chosen)
        }) {
            let drik = mine[3].panchang
            for (kind, v, d) in [
                (AngaKind.tithi, vakya.tithi.index, drik.tithi.first?.index),
                (AngaKind.nakshatra, vakya.nakshatra.index, drik.nakshatra.first?.index),
            ] where d != nil && d != v {
                lines.append(
                    p.text(
                        "reckoning.anga",
                        [
                            "anga": p.text(kind == .tithi ? "angam.thithi" : "angam.nakshatram"),
                            "vakya": Self.lunarAngaName(kind, v, p), "drik": Self.lunarAngaName(kind, d!, p),
                        ]))
            }
        }
        // Festivals and lunar observance days (Ekadasi, Pradosham, Sankatahara Chaturthi…) on this
        // day by one reckoning only; the weekly days fall on the same weekday either way.
        let mineHere = mine[3].observances.filter { $0.category != .weekly }
        let theirsHere = theirs[3].observances.filter { $0.category != .weekly }
        let here = Set(mineHere.map(\.id))
        let there = Set(theirsHere.map(\.id))
        for o in mineHere where !there.contains(o.id) {
            lines.append(
                p.text("reckoning.festival", ["name": p.observance(o), "chosen": name(chosen), "other": name(other)]))
        }
        for o in theirsHere where !here.contains(o.id) {
            lines.append(
                p.text("reckoning.festival", ["name": p.observance(o), "chosen": name(other), "other": name(chosen)]))
        }
        return lines
    }

    /// A tithi's or nakshatra's name, in Tamil script in Tamil (as the presenter writes the drik ones).
    static func lunarAngaName(_ kind: AngaKind, _ index: Int, _ p: TamilPresenter) -> String {
        p.names.anga(kind, index)
    }
}
