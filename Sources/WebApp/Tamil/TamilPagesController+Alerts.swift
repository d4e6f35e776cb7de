import CivilTime
import Foundation
import Hummingbird
import ICalendar
import Localization
import Observances
import Storage
import TamilCore

extension TamilPagesController {
    func addAlertRoutes(to router: Router<AppRequestContext>) {
        router.get("/tamil/alerts") { request, context in
            try await self.alertsPage(request, context, form: nil, error: nil)
        }
        router.post("/tamil/alerts") { request, context in try await self.saveAlerts(request, context) }
        router.get("/tamil/alerts.ics") { request, context in
            let visit = try await self.visit(request, context)
            var response = try self.feed(visit)
            response.headers[.contentDisposition] = "attachment; filename=\"tamil-food-alerts.ics\""
            return response
        }
        router.get("/tamil/feed/:token") { request, context in
            var token = context.parameters.get("token") ?? ""
            if token.hasSuffix(".ics") { token.removeLast(4) }
            guard token.count <= 64, token.allSatisfy(\.isHexDigit), !token.isEmpty,
                let profile = try await self.database.tamilProfile(forFeedToken: token)
            else { throw WebError.notFound }
            return try self.feed(try await self.visit(request, try await services.context(context, as: profile)))
        }
    }

    /// Days of alerts listed on the page and written to the feed.
    static let listDays = 30
    static let feedDays = 120

    func alertsPage(
        _ request: Request, _ context: AppRequestContext, form: [String: String]?, error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let visit = try await visit(request, context)
        let p = visit.presenter
        var page = base(visit, tab: "alerts")
        page.merge(Self.preferenceFields(visit.preferences, form: form, presenter: p)) { $1 }
        let today = CivilDate(services.now(), in: visit.place.location.timeZone)
        let items = try engine { () throws(TamilError) in
            try calendar.alerts(
                from: today, through: today.adding(days: Self.listDays), at: visit.place.location,
                preferences: Self.times(visit.preferences), observed: visit.observed,
                reckoning: visit.reckoning)
        }
        let now = services.now()
        page["upcoming"] = items.filter { $0.due >= now }.prefix(40).map { a -> [String: Any] in
            [
                "when":
                    "\(p.shortDate(CivilDate(a.due, in: visit.place.location.timeZone))) · \(p.time(a.due, visit.place.location.timeZone))",
                "message": Self.message(a, presenter: p), "kind": a.kind.rawValue, "iso": a.date.description,
            ]
        }
        page["hasUpcoming"] = !items.isEmpty
        let host = request.head.authority.map { String($0.prefix(200)) } ?? "127.0.0.1:8080"
        page["feedPath"] = "/tamil/feed/\(visit.preferences.feedToken).ics"
        page["feedURL"] = "http://\(host)/tamil/feed/\(visit.preferences.feedToken).ics"
        page["webcalURL"] = "webcal://\(host)/tamil/feed/\(visit.preferences.feedToken).ics"
        page["error"] = error
        page["saved"] = request.uri.queryParameters.get("notice") == "saved"
        return pages.render(
            "tamil/alerts", page, chrome: chrome(visit, p.text("alerts.title"), "/tamil/alerts"), status: status)
    }

    static func times(_ p: TamilPreferences) -> AlertTimes {
        AlertTimes(
            evening: p.eveningMinute, morning: p.morningMinute, weekly: p.weeklyMinute,
            twoDaysBefore: p.twoDaysBeforeMinute)
    }

    /// The observed-days and alert-time fields of a form (shared by alerts and the tour).
    static func preferenceFields(_ prefs: TamilPreferences, form: [String: String]?, presenter p: TamilPresenter)
        -> [String: Any]
    {
        let observed = Set(prefs.observed)
        func time(_ key: String, _ minute: Int?, _ fallback: Int) -> [String: Any] {
            if let form {
                return ["on": form["\(key)On"] == "1", "value": String((form[key] ?? "").prefix(20))]
            }
            return ["on": minute != nil, "value": TamilPresenter.hhmm(minute ?? fallback)]
        }
        return [
            "kinds": TamilObservedDay.allCases.map { k -> [String: Any] in
                [
                    "id": k.rawValue, "name": p.kind(k), "food": p.food(k),
                    "checked": form.map { $0["observe_\(k.rawValue)"] == "1" } ?? observed.contains(k.rawValue),
                ]
            },
            "twoDaysBefore": time("twoDaysBefore", prefs.twoDaysBeforeMinute, 18 * 60),
            "evening": time("evening", prefs.eveningMinute, 19 * 60),
            "morning": time("morning", prefs.morningMinute, 6 * 60),
            "weekly": time("weekly", prefs.weeklyMinute, 18 * 60),
        ]
    }

    /// Reads the alert form into preferences, or the message of its first problem.
    static func parsePreferences(_ form: [String: String], into prefs: TamilPreferences, presenter p: TamilPresenter)
        -> Result<TamilPreferences, TamilFormError>
    {
        var next = prefs
        next.observed = TamilObservedDay.allCases.filter { form["observe_\($0.rawValue)"] == "1" }.map(\.rawValue)
        func minute(_ key: String) -> Result<Int?, TamilFormError> {
            guard form["\(key)On"] == "1" else { return .success(nil) }
            let text = (form[key] ?? "").trimmingCharacters(in: .whitespaces)
            guard let minute = Self.minute(of: text) else {
                return .failure(
                    TamilFormError(
                        message: p.text(
                            "alerts.badTime", ["field": p.text("alerts.\(key)"), "text": String(text.prefix(20))])))
            }
            return .success(minute)
        }
        switch (minute("twoDaysBefore"), minute("evening"), minute("morning"), minute("weekly")) {
        case (.success(let t), .success(let e), .success(let m), .success(let w)):
            next.twoDaysBeforeMinute = t
            next.eveningMinute = e
            next.morningMinute = m
            next.weeklyMinute = w
            return .success(next)
        case (.failure(let error), _, _, _), (_, .failure(let error), _, _), (_, _, .failure(let error), _),
            (_, _, _, .failure(let error)):
            return .failure(error)
        }
    }

    /// Minutes after midnight of a time written "19:00" (or "7:05"); nil for anything else.
    static func minute(of text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard text.count <= 8, parts.count == 2,
            parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m)
        else { return nil }
        return h * 60 + m
    }

    func saveAlerts(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let presenter = try await visit(request, context).presenter
        do {
            _ = try await database.updateTamilPreferences(for: context.profile, now: services.now()) { prefs in
                prefs = try Self.parsePreferences(form, into: prefs, presenter: presenter).get()
            }
        } catch let error as TamilFormError {
            return try await alertsPage(
                request, context, form: form, error: error.message, status: .unprocessableContent)
        }
        return .redirect(to: "/tamil/alerts?notice=saved")
    }

    static func message(_ a: FoodAlertItem, presenter p: TamilPresenter) -> String {
        switch a.kind {
        case .twoDaysBefore:
            let d = a.days[0]
            let style = d.avoidsNonVeg ? "avoid" : "plain"
            return p.text("alert.twoDays.\(style).\(d.date.weekday.rawValue)", ["names": p.kinds(d.kinds)])
        case .evening:
            let d = a.days[0]
            return p.text(d.avoidsNonVeg ? "alert.evening" : "alert.eveningPlain", ["names": p.kinds(d.kinds)])
        case .morning:
            let d = a.days[0]
            return p.text(
                "alert.morning", ["names": p.kinds(d.kinds), "food": d.kinds.map { p.food($0) }.joined(separator: " ")])
        case .weekly:
            guard !a.days.isEmpty else { return p.text("alert.weeklyNone") }
            let list = a.days.map { "\(p.kinds($0.kinds)) (\(p.shortDate($0.date)))" }.joined(separator: "; ")
            return p.text("alert.weekly", ["list": list])
        }
    }

    /// The alert feed: each observed day as an all-day event with reminders at the chosen evening
    /// and morning instants; each two-days-before alert and each Sunday summary as a timed event in
    /// the place's zone with its own UID and category.
    func feed(_ visit: Visit) throws -> Response {
        let p = visit.presenter
        let location = visit.place.location
        let zone = location.timeZone
        let today = CivilDate(services.now(), in: zone)
        let items = try engine { () throws(TamilError) in
            try calendar.alerts(
                from: today.adding(days: -7), through: today.adding(days: Self.feedDays), at: location,
                preferences: Self.times(visit.preferences), observed: visit.observed,
                reckoning: visit.reckoning)
        }
        var events: [ICalendarEvent] = []
        var byDate: [CivilDate: [FoodAlertItem]] = [:]
        for a in items where a.kind == .evening || a.kind == .morning { byDate[a.date, default: []].append(a) }
        let observedDates = try engine { () throws(TamilError) in
            try calendar.observedDates(
                from: today.adding(days: -7), through: today.adding(days: Self.feedDays), at: location,
                observed: visit.observed, reckoning: visit.reckoning)
        }
        // Which reckoning decided the Tamil months (Karthigai Deepam, Aadi Amavasai… move with it).
        let reckoningLine = p.text(
            "reckoning.shownBy",
            ["name": p.text(visit.reckoning == .vakya ? "reckoning.nameVakya" : "reckoning.nameDrik")])
        for d in observedDates {
            let names = p.kinds(d.kinds)
            let summary = d.avoidsNonVeg ? p.text("feed.summaryAvoid", ["names": names]) : names
            events.append(
                ICalendarEvent(
                    uid: "tamil-\(d.date)@sadhana", timing: .allDay(d.date), summary: summary,
                    description: (d.kinds.map { p.food($0) } + [reckoningLine]).joined(separator: "\n"),
                    location: visit.place.label,
                    categories: d.kinds.map(\.englishName),
                    alarms: (byDate[d.date] ?? []).map {
                        ICalendarAlarm(trigger: .absolute($0.due), description: Self.message($0, presenter: p))
                    }))
        }
        for a in items where a.kind == .twoDaysBefore {
            let message = Self.message(a, presenter: p)
            events.append(
                ICalendarEvent(
                    uid: "tamil-plan-\(a.date)@sadhana",
                    timing: .timed(start: a.due, end: a.due.addingTimeInterval(15 * 60), timeZone: zone),
                    summary: p.text("feed.twoDaysTitle", ["names": p.kinds(a.days[0].kinds)]), description: message,
                    location: visit.place.label, categories: ["Two days before"],
                    alarms: [ICalendarAlarm(trigger: .relative(seconds: 0), description: message)]))
        }
        for a in items where a.kind == .weekly {
            events.append(
                ICalendarEvent(
                    uid: "tamil-week-\(a.date)@sadhana",
                    timing: .timed(start: a.due, end: a.due.addingTimeInterval(15 * 60), timeZone: zone),
                    summary: p.text("feed.weeklyTitle"), description: Self.message(a, presenter: p),
                    location: visit.place.label, categories: ["Weekly summary"],
                    alarms: [ICalendarAlarm(trigger: .relative(seconds: 0), description: Self.message(a, presenter: p))]
                ))
        }
        let document = ICalendarDocument(
            name: p.text("feed.name", ["place": visit.place.name]), productID: "-//Sadhana//Tamil Calendar//EN",
            events: events)
        return Response(
            status: .ok,
            headers: [.contentType: "text/calendar; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: document.text(stamp: services.now()))))
    }
}

/// A form problem shown to the person with what they typed kept.
struct TamilFormError: Error {
    let message: String
}
