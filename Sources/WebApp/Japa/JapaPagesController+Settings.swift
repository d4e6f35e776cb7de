import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

/// A counter's settings page: its form (name, target, date, copy format, follow-on rites), setting
/// the count directly, and the reset.
extension JapaPagesController {
    func settings(
        _ request: Request, _ context: AppRequestContext, id: CounterID, form: [String: String], error: String?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await database.snapshot(id, for: context.profile)
        var page = presenter(language, context).page(snapshot)
        page["error"] = error
        page["saved"] = request.uri.queryParameters.get("notice") == "saved"
        page["form"] = [
            "value": form["value"] ?? String(snapshot.state.total),
            "name": form["name"] ?? snapshot.counter.name,
            "target": form["target"] ?? String(snapshot.counter.target),
            "targetDate": form["targetDate"] ?? (snapshot.counter.targetDate?.description ?? ""),
        ]
        page["today"] = services.today(context).description
        // After a refused save the checkbox shows what was sent, like every other field.
        if !form.isEmpty { page["followOn"] = form["followOn"] == "on" }
        page["maxNameLength"] = JapaCounter.maximumNameLength
        page["submission"] = SubmissionInput.token()
        // The dialog says the same as the confirmation page without script: the counter by name.
        page["resetBody"] = services.localizer.text(
            "japa.resetConfirmBody", in: language, ["name": snapshot.counter.name])
        return services.pages.render(
            "japa/settings", page,
            chrome: chrome(
                language, services.localizer.text("japa.settings", in: language), "/japa/\(id.rawValue)/settings"),
            status: status)
    }

    func setValue(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let text = form["value"] ?? ""
        do {
            // The value is checked against the target in force when the fact is stored.
            _ = try await database.append(to: id, for: context.profile) { snapshot throws(JapaError) in
                entry(context, .correction, try JapaInput.value(text, target: snapshot.counter.target))
            }
        } catch let error as JapaError {
            return try await settings(
                request, context, id: id, form: form, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        return .redirect(to: "/japa/\(id.rawValue)/settings?notice=saved")
    }

    func saveSettings(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let today = services.today(context)
        let format = CopyFormat(rawValue: form["copyFormat"] ?? "")
        do {
            _ = try await database.updateCounter(id, for: context.profile) { counter throws(JapaError) in
                counter.name = try JapaInput.name(form["name"] ?? "")
                counter.target = try JapaInput.target(form["target"] ?? "")
                counter.targetDate = try JapaInput.targetDate(form["targetDate"] ?? "", today: today)
                if let format { counter.copyFormat = format }
                counter.followOn = form["followOn"] == "on"
            }
        } catch let error as JapaError {
            return try await settings(
                request, context, id: id, form: form, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        return .redirect(to: "/japa/\(id.rawValue)/settings?notice=saved")
    }

    func reset(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let key = try SubmissionInput.key(request, form: form, action: "japa-reset/\(id.rawValue)")
        _ = try await database.append(to: id, for: context.profile, key: key, now: services.now()) { _ in
            entry(context, .reset, 0)
        }
        return .redirect(to: "/japa/\(id.rawValue)?notice=resetDone")
    }
}
