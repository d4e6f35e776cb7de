import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Journey
import Localization
import Observances
import Places
import Storage

/// Onboarding (seed §9): five steps, each saved as it is answered.
extension CalendarSettingsController {
    // MARK: Onboarding

    static let steps = 5

    func welcome(
        _ request: Request, _ context: AppRequestContext, step override: Int? = nil, error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let n = CalendarNames(localizer: services.localizer, language: visit.language)
        let stepText = override.map(String.init) ?? request.uri.queryParameters.get("step") ?? "1"
        guard stepText.count <= 2, let step = Int(stepText), (1...Self.steps).contains(step) else {
            throw CalendarInputError.outOfRange(name: "step", text: stepText)
        }
        var page: [String: Any] = [
            "step": step, "step\(step)": true,
            "dots": (1...Self.steps).map { ["n": $0, "done": $0 <= step, "current": $0 == step] },
            "progress": n.t("welcome.progress", ["step": String(step), "total": String(Self.steps)]),
        ]
        if let error { page["error"] = error }
        if step > 1 { page["back"] = "/calendar/welcome?step=\(step - 1)" }
        switch step {
        case 1: page["langChoices"] = Self.languages(services.localizer, current: visit.language)
        case 2: page["features"] = (1...5).map { ["text": n.t("welcome.feature\($0)")] }
        case 3: page["paths"] = Self.paths(n, checked: visit.settings.dharmaPath ?? "general")
        case 4:
            page["traditions"] = [CalendarTradition.purnimant, .amavasyant].map {
                [
                    "key": $0.rawValue, "name": n.t("settings.tradition.\($0.rawValue).name"),
                    "description": n.t("settings.tradition.\($0.rawValue).description"),
                    "checked": $0 == visit.tradition,
                ]
            }
        default:
            page.merge(
                try Self.placeSearch(request, context, names: n, action: "/calendar/welcome", step: 5),
                uniquingKeysWith: { $1 })
            page["current"] = visit.place.label
        }
        return CalendarChrome.render(
            services: services, "calendar/welcome", page, visit: visit, title: n.t("welcome.title"),
            path: "/calendar/welcome?step=\(step)", tab: "welcome", status: status)
    }

    func welcomeStep(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let now = services.now()
        let step = form["step"] ?? ""
        do {
            switch step {
            case "1":
                let code = form["language"] ?? ""
                guard code.count <= 12, services.localizer.languages(of: .calendar).contains(Language(rawValue: code))
                else {
                    throw CalendarInputError.outOfRange(name: "language", text: code)
                }
                try await services.database.setLanguage(code, for: context.profile, now: now)
            case "5":
                try await savePlace(form, context)
            default:
                break
            }
            _ = try await services.database.updateCalendarSettings(for: context.profile, now: now) { s in
                try Self.applyWelcomeStep(step, form: form, to: &s)
            }
            if step == "3", let key = form["path"] {
                try await services.database.record(
                    JourneyFact(kind: .pathExplored, subject: key, at: now), for: context.profile)
            }
        } catch let error as CalendarInputError {
            let language = services.language(for: request, context)
            let message = CalendarMessages.text(error, localizer: services.localizer, language: language)
            guard let n = Int(step), (1...Self.steps).contains(n) else { throw WebError.badRequest(message) }
            return try await welcome(request, context, step: n, error: message, status: .unprocessableContent)
        }
        if step == "5" || step == "skip" { return .redirect(to: "/calendar") }
        return .redirect(to: "/calendar/welcome?step=\((Int(step) ?? 1) + 1)")
    }
}
