import CivilTime
import Foundation
import Hummingbird
import Localization
import Routines
import Storage

/// Better Morning's pages at `/morning`: onboarding, Explore, Routine, Create, Data, Settings.
/// Every action is a form that posts and redirects, so the app works without JavaScript;
/// `morning.js` adds in-place taps, draft auto-save, week swiping, parallax and in-page reminders.
struct MorningPagesController {
    let services: AppServices
    let entitlement: MorningEntitlement

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/morning") { request, context in try await self.entry(request, context) }
        router.get("/morning/welcome") { request, context in try await self.welcome(request, context) }
        router.post("/morning/welcome") { _, context in
            _ = try await services.morning(context) { book throws(RoutinesError) in try book.apply(.completeOnboarding)
            }
            return Response.redirect(to: "/morning/explore")
        }
        router.get("/morning/explore") { request, context in try await self.explore(request, context) }
        router.get("/morning/explore/:slug") { request, context in
            try await self.person(request, context, slug: try Self.slug(context))
        }
        router.post("/morning/explore/:slug/choose") { request, context in
            try await self.choose(request, context, slug: try Self.slug(context))
        }
        router.get("/morning/routine") { request, context in try await self.routine(request, context) }
        router.post("/morning/routine/tasks/:task/toggle") { request, context in
            try await self.toggle(request, context, task: try Self.taskID(context))
        }
        router.get("/morning/create") { request, context in
            try await self.create(request, context, form: nil, error: nil)
        }
        router.post("/morning/create") { request, context in try await self.submitCreate(request, context) }
        router.get("/morning/data") { request, context in try await self.data(request, context) }
        router.post("/morning/data/:id/restart") { request, context in
            try await self.restart(request, context, id: try Self.routineID(context))
        }
        router.get("/morning/data/:id/delete") { request, context in
            try await self.confirmDelete(request, context, id: try Self.routineID(context))
        }
        router.post("/morning/data/:id/delete") { request, context in
            try await self.delete(request, context, id: try Self.routineID(context))
        }
        router.get("/morning/settings") { request, context in
            try await self.settings(request, context, form: nil, error: nil)
        }
        router.post("/morning/settings/day-start") { request, context in try await self.saveDayStart(request, context) }
        router.get("/morning/settings/reset") { request, context in try await self.confirmReset(request, context) }
        router.post("/morning/settings/reset") { _, context in
            _ = try await services.morning(context) { book throws(RoutinesError) in try book.apply(.resetAllData) }
            return Response.redirect(to: "/morning")
        }
        router.get("/morning/feed/:file") { request, context in try await self.feed(request, context) }
    }

    // MARK: Parameters

    static func slug(_ context: AppRequestContext) throws -> String {
        guard let slug = context.parameters.get("slug"), let found = try? CelebrityCatalog.profile(slug) else {
            throw WebError.notFound
        }
        return found.slug
    }

    static func routineID(_ context: AppRequestContext, _ name: String = "id") throws -> RoutineID {
        guard let text = context.parameters.get(name), RoutineID.isWellFormed(text) else { throw WebError.notFound }
        return RoutineID(rawValue: text)
    }

    static func taskID(_ context: AppRequestContext) throws -> TaskID {
        guard let text = context.parameters.get("task"), RoutineID.isWellFormed(text) else { throw WebError.notFound }
        return TaskID(rawValue: text)
    }

    // MARK: Shared

    func presenter(_ language: Language, _ context: AppRequestContext) -> MorningPresenter {
        MorningPresenter(
            localizer: services.localizer, language: language, timeZone: context.timeZone, now: services.now())
    }

    func render(
        _ template: String, _ page: [String: Any], tab: String?, title: String, path: String,
        snapshot: MorningSnapshot, language: Language, context: AppRequestContext, status: HTTPResponse.Status = .ok
    ) -> Response {
        // Optional values arrive boxed in `Any`; an absent one must be missing, not "nil".
        var page = page.filter { _, value in
            let mirror = Mirror(reflecting: value)
            return mirror.displayStyle != .optional || !mirror.children.isEmpty
        }
        let presenter = presenter(language, context)
        if let tab { page["tab_\(tab)"] = true }
        page["tabs"] = tab != nil
        page["reminder"] = presenter.reminder(snapshot.book)
        page["serverNow"] = ISO8601DateFormatter().string(from: services.now())
        // The routine day the page shows and when it ends, so morning.js can notice the new day.
        let today = snapshot.book.today
        page["routineDay"] = today.description
        page["dayEnds"] = ISO8601DateFormatter().string(
            from: DayBoundary(start: snapshot.dayStart).beginning(of: today.adding(days: 1), in: context.timeZone))
        return services.pages.render(
            template, page, chrome: Chrome(language: language, title: title, path: path, app: "morning"), status: status
        )
    }

    func notice(_ request: Request, _ context: AppRequestContext, _ presenter: MorningPresenter) -> String? {
        guard let key = request.uri.queryParameters.get("done"),
            ["chosen", "created", "restarted", "deleted", "saved", "reset"].contains(key)
        else { return nil }
        return presenter.t("notice.\(key)")
    }

    // MARK: Entry and onboarding

    func entry(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let snapshot = try await services.morning(context)
        if !snapshot.book.onboardingCompleted { return .redirect(to: "/morning/welcome", type: .found) }
        return .redirect(to: snapshot.book.activeRoutine == nil ? "/morning/explore" : "/morning/routine", type: .found)
    }

    func welcome(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        let p = presenter(language, context)
        let slides = (1...4).map { n in
            [
                "n": n, "title": p.t("welcome.s\(n).title"), "body": p.t("welcome.s\(n).body"), "last": n == 4,
                "next": n + 1, "art\(n)": true,
            ] as [String: Any]
        }
        return render(
            "morning/welcome", ["slides": slides], tab: nil, title: p.t("title"), path: "/morning/welcome",
            snapshot: snapshot, language: language, context: context)
    }

    /// Pages behind onboarding send a first visit to the carousel.
    func onboarded(_ snapshot: MorningSnapshot) -> Response? {
        snapshot.book.onboardingCompleted ? nil : .redirect(to: "/morning/welcome", type: .found)
    }

    // MARK: Explore

    func explore(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        let people = CelebrityCatalog.all.enumerated().map { index, profile in
            var item = p.celebrity(profile, book: snapshot.book)
            item["depth"] = index % 3 + 1
            return item
        }
        return render(
            "morning/explore", ["people": people, "notice": notice(request, context, p) as Any], tab: "explore",
            title: p.t("tab.explore"), path: "/morning/explore", snapshot: snapshot, language: language,
            context: context)
    }

    func person(_ request: Request, _ context: AppRequestContext, slug: String) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        let profile = try CelebrityCatalog.profile(slug)
        var page = p.celebrity(profile, book: snapshot.book)
        page["hasActive"] = snapshot.book.activeRoutine != nil
        page["activeName"] = snapshot.book.activeRoutine?.name ?? ""
        return render(
            "morning/person", page, tab: "explore", title: p.name(of: profile), path: "/morning/explore/\(slug)",
            snapshot: snapshot, language: language, context: context)
    }

    func choose(_ request: Request, _ context: AppRequestContext, slug: String) async throws -> Response {
        let language = services.language(for: request, context)
        let p = presenter(language, context)
        let profile = try CelebrityCatalog.profile(slug)
        let name = p.name(of: profile)
        let titles = p.taskTitles(of: profile)
        let id = RoutineID(rawValue: UUID().uuidString.lowercased())
        _ = try await services.morning(context) { book throws(RoutinesError) in
            try book.apply(.completeOnboarding)
            try book.apply(
                .activateCelebrityRoutine(
                    try profile.routine(id: id, name: name, taskTitles: titles, today: book.today)))
        }
        return .redirect(to: "/morning/routine?done=chosen")
    }

    // MARK: Routine

    func routine(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        let book = snapshot.book
        var page: [String: Any] = [
            "notice": notice(request, context, p) as Any, "submission": SubmissionInput.token(),
        ]
        // After a tap refused because the day had turned (see `toggle`): say so, and no success notice.
        if let text = request.uri.queryParameters.get("stale"),
            let shown = try? CivilDate(iso: String(text.prefix(20))),
            shown != book.today
        {
            page["notice"] = nil
            page["error"] = services.message(for: .dayClosed(shown: shown, today: book.today), in: language)
        }
        switch book.state {
        case .noActiveRoutine:
            page["none"] = true
        case .waitingToStart(let id, let start):
            page["waiting"] = true
            page["routineName"] = book.routine(id)?.name ?? ""
            page["startsText"] = p.t(
                start == book.today.adding(days: 1) ? "startsTomorrow" : "startsOn", ["date": p.dayLabel(start)])
            page["tasks"] = book.routine(id).map { r in
                r.tasks.map { ["time": $0.time.description, "title": $0.title] }
            }
        case .runningToday(let id):
            guard let routine = book.routine(id) else { break }
            var selected = book.today
            if let text = request.uri.queryParameters.get("day") {
                guard let day = try? CivilDate(iso: String(text.prefix(20))), book.scrollerDays.contains(day) else {
                    throw WebError.notFound
                }
                selected = day
            }
            let isToday = selected == book.today
            let done = book.completedTasks(of: id, on: selected).count
            page["running"] = true
            page["routineName"] = routine.name
            page["days"] = p.scroller(book, selected: selected)
            page["selectedLabel"] = isToday ? p.t("today") : p.dayLabel(selected)
            page["isToday"] = isToday
            page["tasks"] = p.tasks(of: routine, on: selected, book: book, editable: isToday)
            page["progress"] = p.t("progress", ["done": String(done), "total": String(routine.tasks.count)])
            // For morning.js, to count a tap that waits to sync ({done} and {total} left in).
            page["progressText"] = p.t("progress")
            page["allDone"] = done == routine.tasks.count
        }
        return render(
            "morning/routine", page, tab: "routine", title: p.t("tab.routine"), path: "/morning/routine",
            snapshot: snapshot, language: language, context: context)
    }

    /// Checks an untouched task or takes a ✓ back, today only. The form names the day it was
    /// rendered for (`day`); when that day has ended, nothing changes and the person lands on
    /// today's page with a message saying why.
    func toggle(_ request: Request, _ context: AppRequestContext, task: TaskID) async throws -> Response {
        let now = services.now()
        let form = try await RequestInput.form(request)
        let shown = try Self.shownDay(form["day"])
        let key = try SubmissionInput.key(request, form: form, action: "morning-toggle/\(task.rawValue)")
        do {
            _ = try await services.morning(context, key: key) { book throws(RoutinesError) in
                try book.tap(task, .toggle, shownDay: shown, at: now)
            }
        } catch RoutinesError.dayClosed(let shown, _) {
            return .redirect(to: "/morning/routine?stale=\(shown)")
        }
        return .redirect(to: "/morning/routine#task-\(task.rawValue)")
    }

    /// The day a tap says its page showed: absent (nil, meaning today) or `YYYY-MM-DD`.
    static func shownDay(_ text: String?) throws -> CivilDate? {
        guard let text, !text.isEmpty else { return nil }
        guard text.count <= 10, let day = try? CivilDate(iso: text) else {
            throw WebError.badRequest("day must be the date the page shows, YYYY-MM-DD")
        }
        return day
    }
}
