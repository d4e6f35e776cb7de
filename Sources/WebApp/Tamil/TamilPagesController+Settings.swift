import CivilTime
import Foundation
import Hummingbird
import Places
import Storage
import TamilCore

extension TamilPagesController {
    func addSettingsRoutes(to router: Router<AppRequestContext>) {
        router.get("/tamil/settings") { request, context in
            try await self.settingsPage(request, context, form: nil, error: nil)
        }
        router.post("/tamil/settings") { request, context in try await self.saveSettings(request, context) }
        router.get("/tamil/welcome") { request, context in
            try await self.welcomePage(request, context, form: nil, error: nil)
        }
        router.post("/tamil/welcome/skip") { _, context in
            _ = try await self.database.updateTamilPreferences(for: context.profile, now: self.services.now()) {
                $0.onboarded = true
            }
            return Response.redirect(to: "/tamil")
        }
        router.post("/tamil/welcome/finish") { request, context in try await self.finishWelcome(request, context) }
    }

    /// The settings page; after a refusal, `form` holds what was sent and `error` names the field.
    func settingsPage(
        _ request: Request, _ context: AppRequestContext, form: [String: String]?, error: String?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let visit = try await visit(request, context)
        let p = visit.presenter
        var page = base(visit, tab: "settings")
        page["error"] = error.map { $0 as Any } ?? false
        if let form {
            page["clock24"] = form["clock"] == "24"
            page["clock12"] = form["clock"] == "12"
        } else {
            page["clock12"] = !visit.preferences.clock24
        }
        page["languages"] = services.localizer.languages(of: .tamil).map { code in
            [
                "code": code.rawValue, "name": services.localizer.tables[code]?.nativeName ?? code.rawValue,
                "selected": code == visit.language,
            ]
        }
        page["observedNames"] =
            visit.observed.isEmpty
            ? p.text("settings.none") : p.kinds(TamilObservedDay.allCases.filter(visit.observed.contains))
        page["alertTimes"] = [
            visit.preferences.twoDaysBeforeMinute.map {
                p.text("alerts.twoDaysBefore") + " " + TamilPresenter.hhmm($0)
            },
            visit.preferences.eveningMinute.map { p.text("alerts.evening") + " " + TamilPresenter.hhmm($0) },
            visit.preferences.morningMinute.map { p.text("alerts.morning") + " " + TamilPresenter.hhmm($0) },
            visit.preferences.weeklyMinute.map { p.text("alerts.weekly") + " " + TamilPresenter.hhmm($0) },
        ].compactMap { $0 }.joined(separator: " · ")
        page["savedCount"] = visit.places.count
        page["attribution"] = visit.presenter.placesAttribution
        page["saved"] = request.uri.queryParameters.get("notice") == "saved"
        page.merge(Self.reckoningFields(visit)) { $1 }
        page["tamilNumerals"] = form.map { $0["numerals"] != nil } ?? visit.preferences.tamilNumerals
        return pages.render(
            "tamil/settings", page, chrome: chrome(visit, p.text("settings.title"), "/tamil/settings"), status: status)
    }

    func saveSettings(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let p = try await visit(request, context).presenter
        let clock = form["clock"] ?? ""
        let numerals = form["numerals"]
        let refusal: String? =
            if !["12", "24"].contains(clock) {
                p.text("settings.badClock", ["text": String(clock.prefix(20))])
            } else if let numerals, numerals != "1" {
                p.text("settings.badNumerals", ["text": String(numerals.prefix(20))])
            } else {
                nil
            }
        if let refusal {
            return try await settingsPage(request, context, form: form, error: refusal, status: .unprocessableContent)
        }
        _ = try await database.updateTamilPreferences(for: context.profile, now: services.now()) { prefs in
            prefs.clock24 = clock == "24"
            prefs.tamilNumerals = form["numerals"] == "1"
        }
        return .redirect(to: "/tamil/settings?notice=saved")
    }

    // MARK: First-visit tour

    func welcomePage(
        _ request: Request, _ context: AppRequestContext, form: [String: String]?, error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let visit = try await visit(request, context)
        let p = visit.presenter
        let stepText = request.uri.queryParameters.get("step") ?? (form == nil ? "1" : "3")
        guard let step = Int(stepText.prefix(2)), (1...3).contains(step) else {
            throw WebError.badRequest("step must be 1, 2 or 3")
        }
        var page: [String: Any] = ["step\(step)": true, "step": step]
        if let error { page["error"] = error }
        page["dots"] = (1...3).map { ["n": $0, "current": $0 == step] }
        if step == 2 {
            page.merge(searchFields(request, context, back: "/tamil/welcome?step=3", action: "/tamil/welcome")) { $1 }
            page["attribution"] = p.placesAttribution
            page["chosen"] = visit.place.saved.map { Self.label($0) }
        }
        if step == 3 {
            page.merge(Self.preferenceFields(visit.preferences, form: form, presenter: p)) { $1 }
            page["placeLabel"] = visit.place.label
        }
        return pages.render(
            "tamil/welcome", page, chrome: chrome(visit, p.text("welcome.title"), "/tamil/welcome?step=\(step)"),
            status: status)
    }

    func finishWelcome(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let visit = try await visit(request, context)
        let presenter = visit.presenter
        do {
            _ = try await database.updateTamilPreferences(for: context.profile, now: services.now()) { prefs in
                prefs = try Self.parsePreferences(form, into: prefs, presenter: presenter).get()
                prefs.onboarded = true
            }
        } catch let error as TamilFormError {
            return try await welcomePage(
                request, context, form: form, error: error.message, status: .unprocessableContent)
        }
        if visit.place.saved == nil, let chennai = try? calendar.places.resolve("Chennai, IN").place {
            try await save(chennai, primary: true, context)
        }
        return Response.redirect(to: "/tamil")
    }
}
