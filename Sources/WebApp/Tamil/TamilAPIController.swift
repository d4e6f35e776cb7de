import CivilTime
import Foundation
import Hummingbird
import Storage
import TamilCore

/// The Tamil Calendar's own JSON API under `/api/v1/tamil`: the alert preferences and the upcoming
/// alerts, what the alerts page shows and saves. Bad input answers 4xx `{"error": …}`.
struct TamilAPIController {
    let pages: TamilPagesController
    var services: AppServices { pages.services }

    /// The alert keys of the API, in the order they fall before an observed day.
    static let alertKeys = ["twoDaysBefore", "evening", "morning", "weekly"]

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("/preferences") { request, context in
            Self.preferences(try await pages.visit(request, context).preferences)
        }
        group.put("/preferences") { request, context in try await self.savePreferences(request, context) }
        group.get("/alerts") { request, context in try await self.alerts(request, context) }
        group.get("/**") { _, context -> Response in throw WebError.notFound }
    }

    static func preferences(_ p: TamilPreferences) -> Response {
        func hhmm(_ minute: Int?) -> String? { minute.map { TamilPresenter.hhmm($0) } }
        return APIResponse.encoded(
            TamilAPI.Preferences(
                observed: p.observed,
                alerts: .init(
                    twoDaysBefore: hhmm(p.twoDaysBeforeMinute), evening: hhmm(p.eveningMinute),
                    morning: hhmm(p.morningMinute), weekly: hhmm(p.weeklyMinute)),
                clock24: p.clock24, tamilNumerals: p.tamilNumerals, onboarded: p.onboarded,
                feed: "/tamil/feed/\(p.feedToken).ics"))
    }

    /// Replaces the observed days and every alert time; `clock24` and `tamilNumerals` are kept
    /// when not sent.
    func savePreferences(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        let presenter = try await pages.visit(request, context).presenter
        // Parsed onto the preferences as stored when the write runs, so unsent flags stay as they are.
        let saved = try await services.database.updateTamilPreferences(for: context.profile, now: services.now()) {
            prefs in
            prefs = try Self.parse(body, into: prefs, presenter: presenter)
        }
        return Self.preferences(saved)
    }

    static func parse(_ body: [String: JSONValue], into prefs: TamilPreferences, presenter p: TamilPresenter) throws
        -> TamilPreferences
    {
        var next = prefs
        guard case .array(let list)? = body["observed"] else {
            let problem = body["observed"] == nil ? "is missing" : "must be a list"
            throw WebError.unprocessable("observed \(problem): send the days, e.g. [\"ekadasi\", \"pradosham\"]")
        }
        guard list.count <= 100 else { throw WebError.unprocessable("observed: at most 100 entries") }
        let known = TamilObservedDay.allCases.map(\.rawValue).joined(separator: ", ")
        var observed: [String] = []
        for item in list {
            guard case .string(let id) = item, let day = TamilObservedDay(rawValue: id) else {
                throw WebError.unprocessable("observed: \(Self.shown(item)) is not one of \(known)")
            }
            if !observed.contains(day.rawValue) { observed.append(day.rawValue) }
        }
        guard case .object(let alerts)? = body["alerts"] else {
            let problem = body["alerts"] == nil ? "is missing" : "must be an object"
            throw WebError.unprocessable(
                "alerts \(problem): send {\"twoDaysBefore\": null, \"evening\": \"19:00\", \"morning\": \"06:00\", "
                    + "\"weekly\": \"18:00\"} (null turns one off)")
        }
        var minutes: [String: Int?] = [:]
        for key in alertKeys {
            switch alerts[key] {
            case nil:
                throw WebError.unprocessable("alerts.\(key) is missing: send a time like \"18:00\", or null for off")
            case .null?:
                minutes[key] = .some(nil)
            case .string(let text)?:
                guard let minute = TamilPagesController.minute(of: text) else {
                    throw WebError.unprocessable(
                        p.text("alerts.badTime", ["field": p.text("alerts.\(key)"), "text": String(text.prefix(20))]))
                }
                minutes[key] = minute
            case let other?:
                throw WebError.unprocessable(
                    "alerts.\(key) must be a time like \"18:00\" or null, not \(Self.shown(other))")
            }
        }
        next.observed = observed
        next.twoDaysBeforeMinute = minutes["twoDaysBefore"] ?? nil
        next.eveningMinute = minutes["evening"] ?? nil
        next.morningMinute = minutes["morning"] ?? nil
        next.weeklyMinute = minutes["weekly"] ?? nil
        if let clock24 = try flag("clock24", in: body) { next.clock24 = clock24 }
        if let numerals = try flag("tamilNumerals", in: body) { next.tamilNumerals = numerals }
        return next
    }

    /// An optional true/false field.
    static func flag(_ key: String, in body: [String: JSONValue]) throws -> Bool? {
        switch body[key] {
        case nil: nil
        case .bool(let value)?: value
        case let other?: throw WebError.unprocessable("\(key) must be true or false, not \(shown(other))")
        }
    }

    /// A value as the error message shows it: short, never the whole of a huge string.
    static func shown(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): String(b)
        case .number(let n): String(String(n).prefix(20))
        case .string(let s): "“\(s.prefix(20))”"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Upcoming alerts from now, `days` (1…120, default 30) ahead at the primary place.
    func alerts(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let text = request.uri.queryParameters.get("days")
        let days: Int
        if let text {
            guard text.count <= 4, let n = Int(text), (1...TamilPagesController.feedDays).contains(n) else {
                throw WebError.badRequest(
                    "days must be a whole number from 1 to \(TamilPagesController.feedDays), not “\(text.prefix(20))”")
            }
            days = n
        } else {
            days = TamilPagesController.listDays
        }
        let visit = try await pages.visit(request, context)
        let location = visit.place.location
        let zone = location.timeZone
        let now = services.now()
        let today = CivilDate(now, in: zone)
        let items = try pages.engine { () throws(TamilError) in
            try pages.calendar.alerts(
                from: today, through: today.adding(days: days), at: location,
                preferences: TamilPagesController.times(visit.preferences), observed: visit.observed,
                reckoning: visit.reckoning)
        }
        return APIResponse.encoded(
            TamilAPI.Alerts(
                place: visit.place.label, timezone: location.timeZoneIdentifier, from: today.description,
                through: today.adding(days: days).description,
                alerts: items.filter { $0.due >= now }.map { a in
                    TamilAPI.Alert(
                        kind: a.kind.rawValue, due: a.due.iso8601(in: zone), date: a.date.description,
                        message: TamilPagesController.message(a, presenter: visit.presenter),
                        observed: a.days.map {
                            .init(date: $0.date.description, ids: $0.kinds.map(\.rawValue), avoidNonVeg: $0.avoidsNonVeg)
                        })
                }))
    }
}
