import Foundation
import Hummingbird
import Storage
import Training

/// The JSON API under `/api/v1/training`: everything the pages do, and what the page's script
/// uses while a session runs. Numbers may be JSON numbers or strings; instants ISO 8601; bad input
/// answers 4xx `{"error": …}`.
struct TrainingAPIController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("/session") { _, context in
            let active = try await database.activeTrainingSession(for: context.profile)
            return APIResponse.encoded(
                TrainingActiveAnswer(session: active.map { TrainingStateAnswer($0, now: services.now()) }))
        }
        group.post("/sessions") { request, context in try await self.start(request, context) }
        group.get("/sessions") { request, context in try await self.history(request, context) }
        group.get("/sessions/:id") { _, context in
            let stored = try await database.trainingSession(try TrainingRoute.sessionID(context), for: context.profile)
            return APIResponse.encoded(TrainingStateAnswer(stored, now: services.now()))
        }
        group.post("/sessions/:id/events") { request, context in
            try await self.event(request, context, id: try TrainingRoute.sessionID(context))
        }
        group.get("/exercises") { _, context in
            let exercises = try await database.trainingExercises(for: context.profile)
            return APIResponse.encoded(
                TrainingExercisesAnswer(exercises: exercises.map { .init(name: $0.name, sessions: $0.sessions) }))
        }
        group.get("/presets") { request, context in
            let presenter = services.trainingPresenter(services.language(for: request, context))
            let presets = try await database.trainingPresets(for: context.profile)
            return APIResponse.encoded(TrainingPresetsAnswer(presets: presets.map { .init($0, presenter) }))
        }
        group.post("/presets") { request, context in
            let configuration = try await self.configuration(request, context)
            let saved = try await database.saveTrainingPreset(configuration, for: context.profile, now: services.now())
            let presenter = services.trainingPresenter(services.language(for: request, context))
            return APIResponse.encoded(TrainingPresetAnswer(saved, presenter), status: .created)
        }
        group.delete("/presets/:id") { _, context in
            try await database.deleteTrainingPreset(try TrainingRoute.presetID(context), for: context.profile)
            return Response(status: .noContent)
        }
        group.post("/presets/:id/start") { request, context in
            let preset = try await database.trainingPreset(try TrainingRoute.presetID(context), for: context.profile)
            return try await self.begin(preset.configuration, request, context)
        }
        group.get("/export") { request, context in
            let format = request.uri.queryParameters.get("format") ?? "csv"
            guard format == "csv" || format == "json" else {
                throw WebError.unprocessable("format must be csv or json")
            }
            let exercise = request.uri.queryParameters.get("exercise")
            if format == "csv" {
                return try await TrainingHistoryPagesController(services: services).exportCSV(
                    context, exercise: exercise)
            }
            return TrainingHistoryPagesController(services: services).exportJSON(
                context, exercise: exercise, now: services.now())
        }
        group.get("/**") { _, context -> Response in throw WebError.notFound }
    }

    func start(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        try await begin(try await configuration(request, context), request, context)
    }

    func begin(_ configuration: TrainingConfiguration, _ request: Request, _ context: AppRequestContext) async throws
        -> Response
    {
        let stored = try await database.startTrainingSession(configuration, at: services.now(), for: context.profile)
        return APIResponse.encoded(TrainingStateAnswer(stored, now: services.now()), status: .created)
    }

    /// One event: `{"type": "bailOut", "at": "2026-11-21T10:00:12.345Z"}`, `{"type": "submitReps", "reps": 12}`.
    /// The answer says what changed, not the whole session: the phase, the figures the screen shows
    /// (`total`, `sets`, `live`, `restCues`, `summary`), and `outcome` with the new attempt when one
    /// was logged; the attempts so far are left out (`GET /sessions/{id}` has them), so the answer's
    /// size does not grow with the session.
    func event(_ request: Request, _ context: AppRequestContext, id: TrainingSessionID) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        let now = services.now()
        guard case .string(let type)? = body["type"] else { throw TrainingError.unknownEvent("") }
        var at: Date?
        if let text = try Self.string(body, "at") { at = try TrainingInput.instant(text) }
        var reps: Int?
        if type == TrainingEvent.Kind.submitReps.rawValue {
            switch body["reps"] {
            case nil, .null?: throw TrainingError.empty(field: .reps)
            case .string(let text)?: reps = try TrainingInput.reps(text)
            case .number(let value)?:
                reps = try TrainingInput.reps(
                    value.isFinite && abs(value) < 1e15 ? TrainingFormat.number(value) : "999999999999999999")
            default: throw TrainingError.notANumber(field: .reps, text: "")
            }
        }
        let event = try TrainingRoute.event(type: type, at: at, reps: reps, now: now)
        let key = try SubmissionInput.key(request, action: "training-\(type)/\(id.rawValue)")
        let result = try await database.recordTrainingEvent(event, in: id, for: context.profile, key: key, now: now)
        let (head, outcome) = (result.value.head, result.value.outcome)
        let presenter = services.trainingPresenter(services.language(for: request, context))
        var answer = TrainingStateAnswer(
            id: head.id, status: head.status, state: head.state, attempts: nil, now: max(now, event.instant))
        answer.outcome = TrainingOutcomeAnswer(outcome, presenter)
        answer.repeated = result.repeated
        return APIResponse.encoded(answer, status: outcome.changesSession && !result.repeated ? .created : .ok)
    }

    /// Finished sessions, newest first, a page at a time: `limit` (1–100, default 20) sessions older
    /// than the cursor `before` (the previous page's `next`), each with its attempts; `next` is null
    /// on the last page.
    func history(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let query = request.uri.queryParameters
        let exercise = query.get("exercise")
        let limit =
            try JapaAPIController.queryNumber(query.get("limit"), "limit", 1...AppDatabase.trainingPageLimit) ?? 20
        let before = try JapaAPIController.queryNumber(query.get("before"), "before", 1...Int.max)
            .map { TrainingSessionID(rawValue: Int64($0)) }
        let page = try await database.finishedTrainingSessions(
            for: context.profile, exercise: exercise, before: before, limit: limit)
        return APIResponse.encoded(
            TrainingSessionsAnswer(
                sessions: page.sessions.map(TrainingSessionsAnswer.Session.init), next: page.next?.rawValue))
    }

    /// A setup from a JSON body: `mode`, `target`, `restSeconds`, `adjustment`, `exercise`.
    func configuration(_ request: Request, _ context: AppRequestContext) async throws -> TrainingConfiguration {
        let body = try await RequestInput.jsonObject(request)
        return try TrainingInput.configuration(
            exercise: try Self.string(body, "exercise") ?? "", mode: try Self.string(body, "mode") ?? "",
            target: try Self.numberText(body, "target", field: .target),
            rest: try Self.numberText(body, "restSeconds", field: .rest),
            adjustment: try Self.numberText(body, "adjustment", field: .adjustment))
    }

    static func string(_ body: [String: JSONValue], _ key: String) throws -> String? {
        switch body[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw WebError.unprocessable("\(key) must be a string")
        }
    }

    /// A number field as the text the form parser reads (JSON numbers or strings).
    static func numberText(_ body: [String: JSONValue], _ key: String, field: TrainingError.Field) throws -> String {
        switch body[key] {
        case nil, .null?: return ""
        case .string(let text)?: return text
        case .number(let value)?:
            guard value.isFinite, abs(value) < 1e15 else { return "999999999999999999" }
            return TrainingFormat.number(value)
        default: throw TrainingError.notANumber(field: field, text: "")
        }
    }
}

/// `GET /api/v1/training/sessions`: one page of finished sessions with their attempts.
struct TrainingSessionsAnswer: Encodable {
    struct Session: Encodable {
        let id: Int64
        let exercise: String
        let mode: String
        let target: Double
        let restSeconds: Int
        let adjustment: Double
        let total: Double
        let sets: Int
        let startedAt: String
        let endedAt: String
        let duration: Double
        let reachedTarget: Bool
        let attempts: [AttemptAnswer]

        init(_ stored: StoredTrainingSession) {
            let summary = SessionSummary(stored.session)
            let c = summary.configuration
            id = stored.id.rawValue
            exercise = c.exercise
            mode = c.mode.rawValue
            target = c.target
            restSeconds = c.restSeconds
            adjustment = c.adjustment
            total = summary.total
            sets = summary.sets
            startedAt = TrainingPresenter.iso(summary.startedAt)
            endedAt = TrainingPresenter.iso(summary.endedAt)
            duration = summary.duration
            reachedTarget = summary.reachedTarget
            attempts = stored.session.attempts.map(AttemptAnswer.init)
        }
    }

    let sessions: [Session]
    /// The cursor for the next, older page (`?before=`), null on the last page.
    let next: Int64?

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sessions, forKey: .sessions)
        try c.encode(next, forKey: .next)  // null, not absent, on the last page
    }

    enum CodingKeys: String, CodingKey { case sessions, next }
}

/// One attempt as the API lists it.
struct AttemptAnswer: Encodable {
    let number: Int
    let endedBy: String
    let value: Double
    let adjustment: Double
    let counted: Double
    let totalAfter: Double
    let startedAt: String
    let endedAt: String

    init(_ a: Attempt) {
        number = a.number
        endedBy = a.ending.rawValue
        value = a.value
        adjustment = a.adjustment
        counted = a.counted
        totalAfter = a.totalAfter
        startedAt = TrainingPresenter.iso(a.startedAt)
        endedAt = TrainingPresenter.iso(a.endedAt)
    }
}
