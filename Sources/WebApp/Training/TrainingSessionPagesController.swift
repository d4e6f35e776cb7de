import Foundation
import Hummingbird
import Localization
import Storage
import Training

/// The running session's screens (time training, reps training, rest) and the completion summary.
/// The server renders each screen as it stands and takes every button as a form post, so the app
/// works without JavaScript; `training.js` adds the live timer, beeps, vibration and wake lock, and
/// sends the same events through the JSON API.
struct TrainingSessionPagesController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/training/sessions/:id/events") { request, context in
            try await self.event(request, context, id: try TrainingRoute.sessionID(context))
        }
        router.get("/training/sessions/:id") { request, context in
            try await self.summary(request, context, id: try TrainingRoute.sessionID(context))
        }
        router.get("/training/sessions/:id/reset") { request, context in
            try await self.confirmReset(request, context, id: try TrainingRoute.sessionID(context))
        }
    }

    /// The screen of an active session at the server's now.
    func sessionPage(
        _ request: Request, _ context: AppRequestContext, _ stored: StoredTrainingSession, error: String? = nil,
        typedReps: String? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        let now = services.now()
        let session = stored.session.advanced(to: now)
        let c = session.configuration
        let live = session.live(at: now)
        let json = (try? APIResponse.encoder.encode(TrainingStateAnswer(stored, now: now))) ?? Data("{}".utf8)
        let resting = live.phase.name == .resting
        let progress = presenter.progress(total: live.liveTotal, target: c.target, mode: c.mode)
        var page: [String: Any] = [
            "id": stored.id.rawValue, "state": String(decoding: json, as: UTF8.self),
            "exercise": presenter.exerciseName(c), "time": c.mode == .time, "reps": c.mode == .reps,
            "resting": resting, "training": !resting,
            "setNumber": presenter.text("setNumber", ["number": String(session.attempts.count + 1)]),
            "timer": presenter.seconds(live.currentHold),
            "timerClock": TrainingFormat.isClock(live.currentHold), "timerHours": live.currentHold >= 3600,
            "progressMax": c.target, "progressValue": min(live.liveTotal, c.target),
            "progressText": progress.line, "remainingText": progress.remaining,
            "showsBailOut": live.showsBailOut,
            "countdown": live.restRemaining ?? c.restSeconds,
            "isFinal": live.finalCount != nil,
            "finalCountText": live.finalCount.map { presenter.text("finalCount", ["n": String($0)]) } ?? "",
            "setsDone": localizer.plural("training.setsDone", count: session.attempts.count, in: language),
            "penaltyHint": c.adjustment > 0
                ? presenter.text("bailHint", ["value": presenter.number(c.adjustment)])
                : presenter.text("bailHintNone"),
            "bonusHint": c.adjustment > 0 ? presenter.text("bonusHint", ["value": presenter.number(c.adjustment)]) : "",
            "attempts": presenter.attemptRows(session).reversed() as [[String: Any]],
            "hasAttempts": !session.attempts.isEmpty,
            "typedReps": typedReps ?? "",
            "sheetOpen": error != nil,
            "texts": liveTexts(c.mode, language),
            "submission": SubmissionInput.token(),
        ]
        page["error"] = error
        if let notice = request.uri.queryParameters.get("notice"), ["ignored", "inProgress"].contains(notice) {
            page["notice"] = presenter.text("notices.\(notice)")
        }
        return services.pages.render(
            "training/session", page,
            chrome: Chrome(language: language, title: presenter.exerciseName(c), path: "/training", app: "training"),
            status: status)
    }

    var localizer: Localizer { services.localizer }

    /// The phrases the page's script fills while the session runs, with their placeholders.
    func liveTexts(_ mode: TrainingMode, _ language: Language) -> String {
        // Plural forms by CLDR category, with {count} left for the script (Intl.PluralRules picks).
        let form = { (n: Int) in localizer.plural("training.setsDone", count: n, in: language, ["count": "{count}"]) }
        let texts = TrainingLiveTexts(
            progress: localizer.text(mode == .time ? "training.progressTime" : "training.progressReps", in: language),
            progressClock: localizer.text("training.progressClock", in: language),
            amount: localizer.text(mode == .time ? "training.amountSeconds" : "training.amountReps", in: language),
            remaining: localizer.text("training.remaining", in: language),
            setNumber: localizer.text("training.setNumber", in: language),
            setsDone: .init(one: form(1), few: form(2), many: form(5), other: form(2)),
            networkError: localizer.text("training.networkError", in: language),
            finalCount: localizer.text("training.finalCount", in: language),
            decimalSeparator: language == .english ? "." : ",")
        let data = (try? APIResponse.encoder.encode(texts)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A button pressed without JavaScript: the event happens at the server's now.
    func event(_ request: Request, _ context: AppRequestContext, id: TrainingSessionID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let stored = try await database.trainingSession(id, for: context.profile)
        let type = form["type"] ?? ""
        do {
            let reps = type == TrainingEvent.Kind.submitReps.rawValue ? try TrainingInput.reps(form["reps"] ?? "") : nil
            let event = try TrainingRoute.event(type: type, at: nil, reps: reps, now: services.now())
            let key = try SubmissionInput.key(request, form: form, action: "training-\(type)/\(id.rawValue)")
            let answer = try await database.recordTrainingEvent(
                event, in: id, for: context.profile, key: key, now: services.now()
            ).value
            let (after, outcome) = (answer.head, answer.outcome)
            switch outcome {
            case .accidentalBailIgnored: return .redirect(to: "/training?notice=ignored")
            case .reset: return .redirect(to: "/training?notice=reset")
            default:
                return .redirect(to: after.state.isComplete ? "/training/sessions/\(id.rawValue)" : "/training")
            }
        } catch let error as TrainingError {
            guard stored.status == .active else { throw error }
            return try await sessionPage(
                request, context, stored, error: services.message(for: error, in: language), typedReps: form["reps"],
                status: AppServices.status(for: error))
        }
    }

    /// The completion screen of a finished session (also the history's detail page).
    func summary(_ request: Request, _ context: AppRequestContext, id: TrainingSessionID) async throws -> Response {
        let stored = try await database.trainingSession(id, for: context.profile)
        guard stored.status == .complete else { return .redirect(to: "/training") }
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        let c = stored.session.configuration
        var page = presenter.summary(stored)
        page["attempts"] = presenter.attemptRows(stored.session)
        page["mode"] = presenter.text("modes.\(c.mode.rawValue)")
        page["time"] = c.mode == .time
        page["adjustmentText"] = presenter.text(
            c.mode == .time ? "penaltyLine" : "bonusLine", ["value": presenter.number(c.adjustment)])
        page["restText"] = presenter.text("restLine", ["rest": presenter.number(Double(c.restSeconds))])
        return services.pages.render(
            "training/summary", page,
            chrome: Chrome(
                language: language, title: presenter.text(page["reached"] as? Bool == true ? "complete" : "stopped"),
                path: "/training/sessions/\(id.rawValue)",
                app: "training"))
    }

    func confirmReset(_ request: Request, _ context: AppRequestContext, id: TrainingSessionID) async throws -> Response
    {
        let stored = try await database.trainingSession(id, for: context.profile)
        guard stored.status == .active else { return .redirect(to: "/training") }
        let language = services.language(for: request, context)
        let presenter = services.trainingPresenter(language)
        return services.pages.render(
            "training/confirm",
            [
                "id": id.rawValue, "exercise": presenter.exerciseName(stored.session.configuration),
                "submission": SubmissionInput.token(),
            ],
            chrome: Chrome(
                language: language, title: presenter.text("resetTitle"),
                path: "/training/sessions/\(id.rawValue)/reset",
                app: "training"))
    }
}
