import CivilTime
import Foundation
import Hummingbird
import Storage
import TamilCore
import Vakya

/// Where Tamil dates are reckoned (here or Chennai), and why a Tamil month begins when it does.
extension TamilPagesController {
    func addTamilDatesRoutes(to router: Router<AppRequestContext>) {
        router.post("/tamil/settings/tamil-dates") { request, context in try await self.saveTamilDates(request, context)
        }
    }

    /// `reckoning=local|chennai`; anything else is refused with the settings page and a message.
    func saveTamilDates(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let choice = form["reckoning"] ?? ""
        guard ["local", "chennai"].contains(choice) else {
            let p = try await visit(request, context).presenter
            throw WebError.unprocessable(p.text("settings.badDates", ["text": String(choice.prefix(20))]))
        }
        _ = try await database.updateTamilPreferences(for: context.profile, now: services.now()) { prefs in
            prefs.tamilDatesChennai = choice == "chennai"
        }
        return .redirect(to: "/tamil/settings?notice=saved")
    }

    /// The words on a day where a Tamil month begins (or its sankranti falls): the sankranti's local
    /// time against sunset, and Chennai's when the place is elsewhere and differs.
    func monthStartNote(_ date: CivilDate, _ visit: Visit) throws -> [String: Any]? {
        let location = visit.place.location
        let p = visit.presenter
        guard
            let here = try engine({ () throws(TamilError) in
                try calendar.monthStart(on: date, at: location, reckoning: visit.reckoning)
            })
        else { return nil }
        func words(_ s: TamilMonthStart) -> [String: String] {
            let zone = s.location.timeZone
            return [
                "month": p.isTamil ? s.nativeMonthName : s.monthName,
                "time": p.time(s.sankranti, zone), "day": p.shortDate(s.sankrantiDay),
                "relation": p.text(s.afterSunset ? "monthStart.after" : "monthStart.before"),
                "sunset": p.time(s.sunset, zone), "first": p.shortDate(s.firstDay),
            ]
        }
        var lines = [p.text("monthStart.here", words(here))]
        let chennai = TamilCalendar.chennai
        if location.timeZoneIdentifier != chennai.timeZoneIdentifier,
            let there = try engine({ () throws(TamilError) in
                try calendar.monthStart(here.month, near: here.firstDay, at: chennai, reckoning: visit.reckoning)
            }), there.firstDay != here.firstDay
        {
            lines.append(p.text("monthStart.chennai", words(there)))
            lines.append(
                p.text(
                    visit.preferences.tamilDatesChennai ? "monthStart.followingChennai" : "monthStart.followingLocal"))
        }
        // Why-this-date shows both computations: the other reckoning's saṅkrānti and first day.
        let other: Reckoning = visit.reckoning == .vakya ? .drik : .vakya
        if let alt = try engine({ () throws(TamilError) in
            try calendar.monthStart(here.month, near: here.firstDay, at: location, reckoning: other)
        }) {
            var w = words(alt)
            w["other"] = p.text(other == .vakya ? "reckoning.nameVakya" : "reckoning.nameDrik")
            lines.insert(p.text("reckoning.whyOther", w), at: 1)
        }
        return ["lines": lines.map { ["text": $0] }]
    }
}
