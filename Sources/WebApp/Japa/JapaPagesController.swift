import CivilTime
import Foundation
import Hummingbird
import Japa
import Localization
import Storage

/// Purascharana's pages at `/japa`. Every action is a plain form that posts and redirects, so the
/// app works without JavaScript; `japa.js` adds clipboard and instant updates on top.
struct JapaPagesController {
    let services: AppServices
    var database: AppDatabase { services.database }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/japa") { request, context in try await self.firstCounter(request, context) }
        router.get("/japa/counters") { request, context in
            try await self.countersPage(request, context, form: [:], error: nil)
        }
        router.post("/japa/counters") { request, context in try await self.createCounter(request, context) }
        router.post("/japa/import") { request, context in try await self.importHistory(request, context) }
        router.get("/japa/:id") { request, context in
            try await self.main(request, context, id: try Self.id(context), form: [:], error: nil)
        }
        router.post("/japa/:id/add") { request, context in
            try await self.add(request, context, id: try Self.id(context))
        }
        router.post("/japa/:id/undo") { request, context in
            try await self.undo(request, context, id: try Self.id(context))
        }
        router.get("/japa/:id/settings") { request, context in
            try await self.settings(request, context, id: try Self.id(context), form: [:], error: nil)
        }
        router.post("/japa/:id/value") { request, context in
            try await self.setValue(request, context, id: try Self.id(context))
        }
        router.post("/japa/:id/settings") { request, context in
            try await self.saveSettings(request, context, id: try Self.id(context))
        }
        router.get("/japa/:id/reset") { request, context in
            try await self.confirm(request, context, id: try Self.id(context), action: "reset")
        }
        router.post("/japa/:id/reset") { request, context in
            try await self.reset(request, context, id: try Self.id(context))
        }
        router.get("/japa/:id/delete") { request, context in
            try await self.confirm(request, context, id: try Self.id(context), action: "delete")
        }
        router.post("/japa/:id/delete") { request, context in
            try await self.delete(request, context, id: try Self.id(context))
        }
        router.get("/japa/:id/history") { request, context in
            try await self.history(request, context, id: try Self.id(context))
        }
        router.get("/japa/:id/export.csv") { _, context in
            try await self.export(context, id: try Self.id(context), csv: true)
        }
        router.get("/japa/:id/export.json") { _, context in
            try await self.export(context, id: try Self.id(context), csv: false)
        }
    }

    static func id(_ context: AppRequestContext) throws -> CounterID {
        guard let text = context.parameters.get("id"), text.count <= 18, let raw = Int64(text), raw > 0 else {
            throw WebError.notFound
        }
        return CounterID(rawValue: raw)
    }

    // MARK: Reading

    func firstCounter(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let counters = try await database.ensureCounters(
            of: context.profile, defaultName: services.localizer.text("japa.defaultName", in: language),
            now: services.now())
        return .redirect(to: "/japa/\(counters[0].id!.rawValue)", type: .found)
    }

    func main(
        _ request: Request, _ context: AppRequestContext, id: CounterID, form: [String: String], error: String?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await database.snapshot(id, for: context.profile)
        let presenter = presenter(language, context)
        var page = presenter.page(snapshot)
        page["notice"] = notice(request, context, presenter: presenter, target: snapshot.counter.target)
        // The celebration answers the addition that reached the target, once: the state decides
        // (a later addition, correction or undo ends it), not the address alone.
        let celebrate =
            error == nil && request.uri.queryParameters.get("added") != nil && snapshot.state.latestAdditionCompleted
        page["celebrate"] = celebrate
        page["celebration"] = presenter.celebration(snapshot)
        page["error"] = error
        page["form"] = ["amount": form["amount"] ?? ""]
        page["submission"] = SubmissionInput.token()
        let counters = try await database.counters(of: context.profile)
        if snapshot.counter.followOn {
            // A rite that already has its counter links to it; the others offer to start one.
            page["stages"] = presenter.stages(snapshot).map { stage -> [String: Any] in
                var stage = stage
                let existing = counters.first { $0.name == stage["counterName"] as? String }
                stage["existingId"] = existing?.id?.rawValue ?? 0
                stage["exists"] = existing != nil
                return stage
            }
        }
        page["hasCounterTabs"] = counters.count > 1
        if counters.count > 1 {
            page["counters"] = counters.map {
                ["id": $0.id!.rawValue, "name": $0.name, "current": $0.id == id] as [String: Any]
            }
        }
        return services.pages.render(
            "japa/main", page, chrome: chrome(language, snapshot.counter.name, "/japa/\(id.rawValue)"), status: status)
    }

    /// Rows on one page of `/japa/{id}/history`.
    static let historyPageSize = 100

    /// The history page: the counter's figures, the last fortnight's chart and one page of the
    /// stored history, newest first, with a link to the older entries (`?before=`). Nothing here
    /// loads the whole history.
    func history(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let language = services.language(for: request, context)
        let before = try JapaAPIController.queryNumber(
            request.uri.queryParameters.get("before"), "before", 1...Int.max
        ).map(Int64.init)
        let tally = try await database.tally(id, for: context.profile)
        let today = services.today(context)
        let entries = try await database.history(id, for: context.profile, before: before, limit: Self.historyPageSize)
        let circles = try await database.circles(
            id, for: context.profile, from: today.adding(days: -(JapaPresenter.chartDays - 1)), through: today)
        let presenter = presenter(language, context)
        var page = presenter.page(tally.counter, tally.state)
        let lines = presenter.history(entries, timeZone: context.timeZone)
        page["lines"] = lines
        page["hasLines"] = !lines.isEmpty
        page["isOlderPage"] = before != nil
        page["olderHref"] = entries.next.map { "/japa/\(id.rawValue)/history?before=\($0)" } ?? ""
        page["hasOlder"] = entries.next != nil
        let chart = presenter.chart(CirclesPerDay(days: circles.days))
        page["chart"] = chart.page { presenter.displayDate($0.description + "T00:00").date }
        page["hasChart"] = circles.any && before == nil
        page["submission"] = SubmissionInput.token()
        return services.pages.render(
            "japa/history", page,
            chrome: chrome(
                language, services.localizer.text("japa.history", in: language), "/japa/\(id.rawValue)/history"))
    }

    func countersPage(
        _ request: Request, _ context: AppRequestContext, form: [String: String], error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let language = services.language(for: request, context)
        let presenter = presenter(language, context)
        var rows: [[String: Any]] = []
        for counter in try await database.ensureCounters(
            of: context.profile, defaultName: services.localizer.text("japa.defaultName", in: language),
            now: services.now())
        {
            rows.append(presenter.page(try await database.snapshot(counter.id!, for: context.profile)))
        }
        var page: [String: Any] = [
            "rows": rows,
            "deleted": request.uri.queryParameters.get("notice") == "deleted",
            "form": [
                "name": form["name"] ?? "", "target": form["target"] ?? String(JapaCounter.defaultTarget),
                "importName": form["importName"] ?? "",
                "importTarget": form["importTarget"] ?? String(JapaCounter.defaultTarget),
            ],
        ]
        page["error"] = error
        page["maxNameLength"] = JapaCounter.maximumNameLength
        return services.pages.render(
            "japa/counters", page,
            chrome: chrome(language, services.localizer.text("japa.counters", in: language), "/japa/counters"),
            status: status)
    }

    func confirm(_ request: Request, _ context: AppRequestContext, id: CounterID, action: String) async throws
        -> Response
    {
        let language = services.language(for: request, context)
        let snapshot = try await database.snapshot(id, for: context.profile)
        var page = presenter(language, context).page(snapshot)
        let body = action == "reset" ? "japa.resetConfirmBody" : "japa.deleteConfirmBody"
        page["body"] = services.localizer.text(body, in: language, ["name": snapshot.counter.name])
        page["action"] = action
        page["submission"] = SubmissionInput.token()
        page["actionLabel"] = services.localizer.text(
            action == "reset" ? "japa.resetAction" : "japa.deleteAction", in: language)
        return services.pages.render(
            "japa/confirm", page,
            chrome: chrome(
                language,
                services.localizer.text(action == "reset" ? "japa.reset" : "japa.deleteCounter", in: language),
                "/japa/\(id.rawValue)/\(action)"))
    }

    func export(_ context: AppRequestContext, id: CounterID, csv: Bool) async throws -> Response {
        let snapshot = try await database.snapshot(id, for: context.profile)
        let archive = JapaArchive(
            name: snapshot.counter.name, target: snapshot.counter.target, targetDate: snapshot.counter.targetDate,
            entries: snapshot.entries)
        let body = csv ? Data(archive.csvText().utf8) : try archive.jsonData()
        let file = "japa-\(id.rawValue)-\(services.today(context)).\(csv ? "csv" : "json")"
        return Response(
            status: .ok,
            headers: [
                .contentType: csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(file)\"", .cacheControl: "no-store",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    // MARK: Writing (post, then redirect)

    func add(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let key = try SubmissionInput.key(request, form: form, action: "japa-add/\(id.rawValue)")
        let result: Submitted<CounterAddition>
        do {
            // Read inside the keyed write: a second copy of one submission is answered as the first.
            result = try await database.append(to: id, for: context.profile, key: key, now: services.now()) {
                _ throws(JapaError) in entry(context, .addition, try JapaInput.addition(form["amount"] ?? ""))
            }
        } catch let error as JapaError {
            return try await main(
                request, context, id: id, form: form, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        let addition = result.value
        return .redirect(to: "/japa/\(id.rawValue)?added=\(addition.requested)&counted=\(addition.counted)")
    }

    func undo(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        let form = try await RequestInput.form(request)
        let key = try SubmissionInput.key(request, form: form, action: "japa-undo/\(id.rawValue)")
        do {
            _ = try await database.append(to: id, for: context.profile, key: key, now: services.now()) { _ in
                entry(context, .undo, 0)
            }
        } catch StorageError.nothingToUndo {
            return .redirect(to: "/japa/\(id.rawValue)?notice=nothingToUndo")
        }
        return .redirect(to: "/japa/\(id.rawValue)?notice=undone")
    }

    func delete(_ request: Request, _ context: AppRequestContext, id: CounterID) async throws -> Response {
        do {
            try await database.deleteCounter(id, for: context.profile)
        } catch .lastCounter {
            let language = services.language(for: request, context)
            return try await countersPage(
                request, context, form: [:], error: services.localizer.text("japa.lastCounter", in: language),
                status: .conflict)
        }
        return .redirect(to: "/japa/counters?notice=deleted")
    }

    func createCounter(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let counter: JapaCounter
        do {
            counter = JapaCounter(
                name: try JapaInput.name(form["name"] ?? ""), target: try JapaInput.target(form["target"] ?? ""),
                createdAt: services.now())
        } catch {
            return try await countersPage(
                request, context, form: form, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        let created = try await database.createCounter(counter, for: context.profile, now: services.now())
        return .redirect(to: "/japa/\(created.id!.rawValue)?notice=created")
    }

    // MARK: Helpers

    func entry(_ context: AppRequestContext, _ kind: JapaEntry.Kind, _ amount: Int) -> JapaEntry {
        let now = services.now()
        return JapaEntry(kind: kind, amount: amount, recordedAt: now, day: CivilDate(now, in: context.timeZone))
    }

    func presenter(_ language: Language, _ context: AppRequestContext) -> JapaPresenter {
        JapaPresenter(localizer: services.localizer, language: language, today: services.today(context))
    }

    /// The layout for a page; `path` is the page's own address, where the language form returns.
    func chrome(_ language: Language, _ title: String, _ path: String) -> Chrome {
        Chrome(language: language, title: title, path: path, app: "japa")
    }

    /// The one-line notice after a redirect, from a fixed set of keys (never echoing free text).
    func notice(_ request: Request, _ context: AppRequestContext, presenter: JapaPresenter, target: Int) -> String? {
        let query = request.uri.queryParameters
        if let added = query.get("added").flatMap({ Int($0) }), let counted = query.get("counted").flatMap({ Int($0) }),
            (1...JapaInput.maximumAddition).contains(added), (0...added).contains(counted)
        {
            return presenter.additionNotice(requested: added, counted: counted, target: target)
        }
        let l = services.localizer
        switch query.get("notice") {
        case "undone": return l.text("japa.undone", in: presenter.language)
        case "nothingToUndo": return l.text("japa.nothingToUndo", in: presenter.language)
        case "resetDone": return l.text("japa.resetDone", in: presenter.language)
        case "created": return l.text("japa.created", in: presenter.language)
        case "imported":
            let count = query.get("n").flatMap { Int($0) }.map { max(0, $0) } ?? 0
            return l.text("japa.imported", in: presenter.language, ["count": String(count)])
        default: return nil
        }
    }
}
