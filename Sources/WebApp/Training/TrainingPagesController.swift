import Foundation
import Hummingbird
import Localization
import Storage
import Training

/// The Accumulation Tracker's setup side at `/training`: the setup form with its About sheet,
/// starting a session, and presets. Plain forms that post and redirect, working without JavaScript.
struct TrainingPagesController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/training") { request, context in try await self.home(request, context) }
        router.post("/training/start") { request, context in try await self.start(request, context) }
        router.get("/training/about") { request, context in try await self.about(request, context) }
        router.post("/training/presets/:id/start") { request, context in
            try await self.startPreset(request, context, id: try TrainingRoute.presetID(context))
        }
        router.post("/training/presets/:id/delete") { _, context -> Response in
            try await database.deleteTrainingPreset(try TrainingRoute.presetID(context), for: context.profile)
            return .redirect(to: "/training?notice=presetDeleted")
        }
    }

    /// The session in progress, or the setup form.
    func home(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        if let active = try await database.activeTrainingSession(for: context.profile) {
            return try await TrainingSessionPagesController(services: services).sessionPage(request, context, active)
        }
        return try await setup(request, context, form: [:], error: nil)
    }

    func setup(
        _ request: Request, _ context: AppRequestContext, form: [String: String], error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        let last = try await database.latestTrainingConfiguration(for: context.profile)
        let mode = form["mode"] ?? last?.mode.rawValue ?? "time"
        var page: [String: Any] = [
            "form": [
                "exercise": form["exercise"] ?? last?.exercise ?? "",
                "target": form["target"] ?? last.map { presenter.number($0.target) } ?? "60",
                "rest": form["rest"] ?? last.map { String($0.restSeconds) } ?? "30",
                "adjustment": form["adjustment"] ?? last.map { presenter.number($0.adjustment) } ?? "0",
                "time": mode != "reps", "reps": mode == "reps",
            ] as [String: Any],
            "presets": try await database.trainingPresets(for: context.profile).map { preset in
                [
                    "id": preset.id.rawValue, "name": presenter.exerciseName(preset.configuration),
                    "setup": presenter.setupLine(preset.configuration),
                    "mode": presenter.text("modes.\(preset.configuration.mode.rawValue)"),
                ] as [String: Any]
            },
            "exercises": try await database.trainingExercises(for: context.profile).map { ["name": $0.name] },
        ]
        page["hasPresets"] = !((page["presets"] as? [Any])?.isEmpty ?? true)
        page["error"] = error
        page["aboutPage"] = false  // the About partial is a sheet here, headed h2 under the page's h1
        if let field = form["_field"] { page["errorField_\(field)"] = true }
        if let notice = request.uri.queryParameters.get("notice"),
            ["presetSaved", "presetDeleted", "reset"].contains(notice)
        {
            page["notice"] = presenter.text("notices.\(notice)")
        }
        return services.pages.render(
            "training/setup", page,
            chrome: Chrome(language: language, title: presenter.text("title"), path: "/training", app: "training"),
            status: status)
    }

    /// Starts a session from the form, or saves the setup as a preset (`action=preset`).
    func start(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        var form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let configuration: TrainingConfiguration
        do {
            configuration = try TrainingInput.configuration(
                exercise: form["exercise"] ?? "", mode: form["mode"] ?? "", target: form["target"] ?? "",
                rest: form["rest"] ?? "", adjustment: form["adjustment"] ?? "")
        } catch {
            form["_field"] = error.field?.rawValue
            return try await setup(
                request, context, form: form, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        if form["action"] == "preset" {
            _ = try await database.saveTrainingPreset(configuration, for: context.profile, now: services.now())
            return .redirect(to: "/training?notice=presetSaved")
        }
        return try await begin(configuration, context)
    }

    func startPreset(_ request: Request, _ context: AppRequestContext, id: TrainingPresetID) async throws -> Response {
        let preset = try await database.trainingPreset(id, for: context.profile)
        return try await begin(preset.configuration, context)
    }

    /// Starts the session (the first hold or set begins now); a session already running is shown.
    func begin(_ configuration: TrainingConfiguration, _ context: AppRequestContext) async throws -> Response {
        do {
            _ = try await database.startTrainingSession(configuration, at: services.now(), for: context.profile)
        } catch TrainingError.sessionInProgress {
            return .redirect(to: "/training?notice=inProgress")
        }
        return .redirect(to: "/training")
    }

    func about(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        return services.pages.render(
            "training/about", ["aboutPage": true],
            chrome: Chrome(
                language: language, title: presenter.text("about.title"), path: "/training/about", app: "training"))
    }
}
