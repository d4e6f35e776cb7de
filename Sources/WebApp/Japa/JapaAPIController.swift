import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

/// The JSON API of Purascharana under `/api/v1/japa`: everything the pages can do.
///
/// Numbers may be sent as JSON numbers or as strings; bad input answers 4xx `{"error": …}`.
struct JapaAPIController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("/counters") { request, context in try await self.list(request, context) }
        group.post("/counters") { request, context in try await self.create(request, context) }
        group.post("/import") { request, context in try await self.importArchive(request, context) }
        group.get("/counters/:id") { request, context in
            try await self.show(request, context, id: try await counterID(context))
        }
        group.patch("/counters/:id") { request, context in
            try await self.update(request, context, id: try await counterID(context))
        }
        group.delete("/counters/:id") { _, context in
            try await database.deleteCounter(try await counterID(context), for: context.profile)
            return Response(status: .noContent)
        }
        group.post("/counters/:id/additions") { request, context in
            try await self.add(request, context, id: try await counterID(context))
        }
        group.put("/counters/:id/value") { request, context in
            try await self.setValue(request, context, id: try await counterID(context))
        }
        group.post("/counters/:id/reset") { request, context in
            try await self.record(.reset, 0, request, context, id: try await counterID(context))
        }
        group.post("/counters/:id/undo") { request, context in
            try await self.record(.undo, 0, request, context, id: try await counterID(context))
        }
        group.get("/counters/:id/history") { request, context in
            try await self.history(request, context, id: try await counterID(context))
        }
        group.get("/counters/:id/export") { request, context in
            let format = request.uri.queryParameters.get("format") ?? "json"
            guard format == "json" || format == "csv" else {
                throw WebError.unprocessable("format must be json or csv")
            }
            return try await JapaPagesController(services: services).export(
                context, id: try await counterID(context), csv: format == "csv")
        }
        group.get("/**") { _, context -> Response in throw WebError.notFound }
    }

    // MARK: Handlers

    /// The counter named in the path, after making sure a new profile has its first counter, so a
    /// client's first call (`POST /counters/1/additions` on a fresh database) finds it as a page would.
    func counterID(_ context: AppRequestContext) async throws -> CounterID {
        _ = try await database.ensureCounters(of: context.profile, defaultName: "Purascharana", now: services.now())
        return try JapaPagesController.id(context)
    }

    func list(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let presenter = await presenter(request, context)
        var items: [JapaCounterAnswer] = []
        for counter in try await database.ensureCounters(
            of: context.profile, defaultName: "Purascharana", now: services.now())
        {
            items.append(JapaCounterAnswer(try await database.tally(counter.id!, for: context.profile), presenter))
        }
        return APIResponse.encoded(JapaCounterListAnswer(counters: items))
    }

    func show(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        APIResponse.encoded(
            JapaCounterAnswer(try await database.tally(id, for: context.profile), await presenter(request, context)))
    }

    func create(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        var counter = JapaCounter(
            name: try JapaInput.name(try Self.string(body, "name") ?? ""),
            target: try Self.number(body, "target", parse: JapaInput.target) ?? JapaCounter.defaultTarget,
            createdAt: services.now())
        if let date = try Self.string(body, "targetDate") {
            counter.targetDate = try JapaInput.targetDate(date, today: services.today(context))
        }
        if let format = try Self.string(body, "copyFormat") { counter.copyFormat = try Self.copyFormat(format) }
        let created = try await database.createCounter(counter, for: context.profile, now: services.now())
        return APIResponse.encoded(
            JapaCounterAnswer(
                try await database.tally(created.id!, for: context.profile), await presenter(request, context)),
            status: .created)
    }

    func update(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        let name = try Self.string(body, "name").map(JapaInput.name)
        let target = try Self.number(body, "target", parse: JapaInput.target)
        let clearsDate = body["targetDate"] == .null
        let today = services.today(context)
        let date = try Self.string(body, "targetDate").map { text throws(JapaError) in
            try JapaInput.targetDate(text, today: today)
        }
        let format = try Self.string(body, "copyFormat").map(Self.copyFormat)
        let followOn: Bool?
        switch body["followOn"] {
        case nil, .null?: followOn = nil
        case .bool(let value)?: followOn = value
        default: throw WebError.unprocessable("followOn must be true or false")
        }
        // Only the fields sent change, on the counter as stored when the write runs.
        _ = try await database.updateCounter(id, for: context.profile) { counter in
            if let name { counter.name = name }
            if let target { counter.target = target }
            if clearsDate { counter.targetDate = nil } else if let date { counter.targetDate = date }
            if let format { counter.copyFormat = format }
            if let followOn { counter.followOn = followOn }
        }
        return try await show(request, context, id: id)
    }

    func add(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        let key = try SubmissionInput.key(request, action: "japa-add/\(id.rawValue)")
        let presenter = await presenter(request, context)
        // The amount is read inside the keyed write, so a repeat is answered whatever it carries.
        // `at`: when the circles were added, for one made offline and sent later (see `MadeAt`);
        // the day it counts for is that instant's day.
        let now = services.now()
        let language = services.language(for: request, context)
        let result = try await database.append(to: id, for: context.profile, key: key, now: now) { _ in
            guard let amount = try Self.number(body, "amount", parse: JapaInput.addition) else {
                throw JapaError.empty(field: .amount)
            }
            return entry(
                context, .addition, amount,
                at: try MadeAtInput.instant(
                    try Self.string(body, "at"), now: now, messages: services, language: language))
        }
        let addition = result.value
        var answer = JapaCounterAnswer(addition.tally, presenter)
        answer.added = .init(
            requested: addition.requested, counted: addition.counted, capped: addition.counted < addition.requested)
        answer.repeated = result.repeated
        // True only in the answer to the addition that reached the target (not to a repeat of it).
        let completed = !result.repeated && addition.counted > 0 && addition.tally.state.latestAdditionCompleted
        answer.completed = completed
        if completed { answer.celebration = presenter.celebration(addition.tally.counter) }
        answer.notice = presenter.additionNotice(
            requested: addition.requested, counted: addition.counted, target: addition.tally.counter.target)
        return APIResponse.encoded(answer, status: result.repeated ? .ok : .created)
    }

    func setValue(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        // The value is checked against the target in force when the fact is stored.
        let tally = try await database.append(to: id, for: context.profile) { tally in
            let target = tally.counter.target
            guard
                let value = try Self.number(
                    body, "value", parse: { text throws(JapaError) in try JapaInput.value(text, target: target) })
            else {
                throw JapaError.empty(field: .value)
            }
            return entry(context, .correction, value)
        }
        return APIResponse.encoded(JapaCounterAnswer(tally, await presenter(request, context)))
    }

    func record(_ kind: JapaEntry.Kind, _ amount: Int, _ request: Request, _ context: AppRequestContext, id: CounterID)
        async throws -> Response
    {
        let key = try SubmissionInput.key(request, action: "japa-\(kind.rawValue)/\(id.rawValue)")
        let result = try await database.append(to: id, for: context.profile, key: key, now: services.now()) { _ in
            entry(context, kind, amount)
        }
        var answer = JapaCounterAnswer(result.value.tally, await presenter(request, context))
        answer.repeated = result.repeated
        return APIResponse.encoded(answer)
    }

    /// A page of the history, newest first: `limit` lines (default 100, at most 500) older than
    /// the cursor `before` (the previous page's `next`).
    func history(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let query = request.uri.queryParameters
        let limit = try Self.queryNumber(query.get("limit"), "limit", 1...JapaHistoryPage.maximumLimit) ?? 100
        let before = try Self.queryNumber(query.get("before"), "before", 1...Int.max).map(Int64.init)
        let page = try await database.history(id, for: context.profile, before: before, limit: limit)
        return APIResponse.encoded(JapaHistoryAnswer(counter: id, page: page, timeZone: context.timeZone))
    }

    /// A whole-number query parameter within `range`; anything else is a 422 naming it.
    static func queryNumber(_ text: String?, _ name: String, _ range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw WebError.unprocessable(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    func importArchive(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let buffer = try await RequestInput.body(request, limit: RequestInput.uploadLimit)
        let query = request.uri.queryParameters
        let archive: JapaArchive
        do {
            archive = try JapaImport.archive(
                file: String(buffer: buffer), name: query.get("name") ?? "",
                target: query.get("target") ?? String(JapaCounter.defaultTarget))
        } catch {
            // The whole file is refused, with the line or entry and the field at fault.
            throw WebError.unprocessable(
                services.japaMessage(for: error, in: services.language(for: request, context)))
        }
        let snapshot = try await database.importArchive(archive, for: context.profile, now: services.now())
        return APIResponse.encoded(
            JapaCounterAnswer(
                try await database.tally(snapshot.id, for: context.profile), await presenter(request, context)),
            status: .created)
    }

    // MARK: Helpers

    func presenter(_ request: Request, _ context: AppRequestContext) async -> JapaPresenter {
        JapaPresenter(
            localizer: services.localizer, language: services.language(for: request, context),
            today: services.today(context))
    }

    func entry(_ context: AppRequestContext, _ kind: JapaEntry.Kind, _ amount: Int, at instant: Date? = nil)
        -> JapaEntry
    {
        let at = instant ?? services.now()
        return JapaEntry(kind: kind, amount: amount, recordedAt: at, day: CivilDate(at, in: context.timeZone))
    }

    static func copyFormat(_ text: String) throws -> CopyFormat {
        guard let format = CopyFormat(rawValue: text) else {
            throw WebError.unprocessable("copyFormat must be literal or plural")
        }
        return format
    }

    /// A string field; a non-string value is an error naming the field.
    static func string(_ body: [String: JSONValue], _ key: String) throws -> String? {
        switch body[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw WebError.unprocessable("\(key) must be a string")
        }
    }

    /// A whole-number field given as a JSON number or a string, validated by `parse`.
    static func number(_ body: [String: JSONValue], _ key: String, parse: (String) throws(JapaError) -> Int) throws
        -> Int?
    {
        switch body[key] {
        case nil, .null?: return nil
        case .string(let text)?: return try parse(text)
        case .number(let double)?:
            guard double == double.rounded() else { return try parse(String(double)) }
            guard abs(double) < 1e15 else { return try parse(double < 0 ? "-999999999999999" : "999999999999999") }
            return try parse(String(Int(double)))
        default: throw WebError.unprocessable("\(key) must be a whole number")
        }
    }
}
