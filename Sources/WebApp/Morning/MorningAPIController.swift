import CivilTime
import Foundation
import Hummingbird
import Localization
import Routines
import Storage

/// Better Morning's JSON API under `/api/v1/morning`: everything the pages can do.
/// Bad input answers 4xx `{"error": …}`.
struct MorningAPIController {
    let services: AppServices
    let entitlement: MorningEntitlement

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("/state") { request, context in
            try await self.state(request, context, try await services.morning(context))
        }
        group.post("/onboarding") { request, context in
            try await self.state(
                request, context,
                try await services.morning(context) { b throws(RoutinesError) in try b.apply(.completeOnboarding) })
        }
        group.get("/celebrities") { request, context in
            let p = await presenter(request, context)
            let book = try await services.morning(context).book
            return APIResponse.encoded(
                MorningAPI.CelebrityList(celebrities: CelebrityCatalog.all.map { celebrity(p, $0, book) }))
        }
        group.get("/celebrities/:slug") { request, context in
            let p = await presenter(request, context)
            let profile = try CelebrityCatalog.profile(try MorningPagesController.slug(context))
            return APIResponse.encoded(celebrity(p, profile, try await services.morning(context).book))
        }
        group.post("/celebrities/:slug/choose") { request, context in
            let p = await presenter(request, context)
            let profile = try CelebrityCatalog.profile(try MorningPagesController.slug(context))
            let (name, titles) = (p.name(of: profile), p.taskTitles(of: profile))
            let id = RoutineID(rawValue: UUID().uuidString.lowercased())
            let snapshot = try await services.morning(context) { book throws(RoutinesError) in
                try book.apply(.completeOnboarding)
                try book.apply(
                    .activateCelebrityRoutine(
                        try profile.routine(id: id, name: name, taskTitles: titles, today: book.today)))
            }
            return try await self.state(request, context, snapshot, status: .created)
        }
        group.get("/routines") { request, context in
            let p = await presenter(request, context)
            let book = try await services.morning(context).book
            return APIResponse.encoded(MorningAPI.RoutineList(routines: book.routines.map { routine(p, $0, book) }))
        }
        group.post("/routines") { request, context in try await self.createCustom(request, context) }
        group.get("/routines/:id") { request, context in
            let p = await presenter(request, context)
            let id = try MorningPagesController.routineID(context)
            let book = try await services.morning(context).book
            guard let found = book.routine(id) else { throw RoutinesError.unknownRoutine(id.rawValue) }
            return APIResponse.encoded(routine(p, found, book))
        }
        group.delete("/routines/:id") { _, context in
            let id = try MorningPagesController.routineID(context)
            _ = try await services.morning(context) { book throws(RoutinesError) in try book.apply(.deleteRoutine(id)) }
            return Response(status: .noContent)
        }
        group.post("/routines/:id/activate") { request, context in
            let id = try MorningPagesController.routineID(context)
            let snapshot = try await services.morning(context) { book throws(RoutinesError) in
                try book.apply(.switchToAnotherRoutine(id))
            }
            return try await self.state(request, context, snapshot)
        }
        group.post("/routines/:id/restart") { request, context in
            let id = try MorningPagesController.routineID(context)
            let snapshot = try await services.morning(context) { book throws(RoutinesError) in
                try book.apply(.restartRoutine(id))
            }
            return try await self.state(request, context, snapshot)
        }
        group.get("/routines/:id/days/:day") { request, context in try await self.day(request, context) }
        group.get("/routines/:id/weeks/:start") { request, context in try await self.week(request, context) }
        group.post("/today/tasks/:task/complete") { request, context in
            try await self.tap(request, context, try MorningPagesController.taskID(context), complete: true)
        }
        group.post("/today/tasks/:task/revert") { request, context in
            try await self.tap(request, context, try MorningPagesController.taskID(context), complete: false)
        }
        group.post("/today/tasks/:task/toggle") { request, context in
            try await self.tap(request, context, try MorningPagesController.taskID(context), complete: nil)
        }
        group.get("/draft") { _, context in
            let draft = try await services.morning(context).draft ?? RoutineDraft()
            return APIResponse.encoded(Self.draftAnswer(draft))
        }
        group.put("/draft") { request, context in
            let draft = try Self.draft(from: try await RequestInput.jsonObject(request))
            try draft.checkLengths()
            try await services.database.saveMorningDraft(
                draft, for: context.profile, now: services.now(), timeZone: context.timeZone)
            return APIResponse.encoded(Self.draftAnswer(draft.bounded))
        }
        group.delete("/draft") { _, context in
            try await services.database.saveMorningDraft(
                nil, for: context.profile, now: services.now(), timeZone: context.timeZone)
            return Response(status: .noContent)
        }
        group.put("/settings") { request, context in
            let body = try await RequestInput.jsonObject(request)
            guard case .string(let text)? = body["dayStart"] else {
                throw WebError.unprocessable("send {\"dayStart\": \"HH:MM\"}")
            }
            let start = try TimeOfDay(parsing: String(text.prefix(40)))
            try await services.database.setMorningDayStart(start, for: context.profile, now: services.now())
            return try await self.state(request, context, try await services.morning(context))
        }
        group.post("/reset") { request, context in
            let body = try await RequestInput.jsonObject(request)
            guard body["confirm"] == .bool(true) else {
                throw WebError.unprocessable("send {\"confirm\": true} to reset all data")
            }
            let snapshot = try await services.morning(context) { book throws(RoutinesError) in
                try book.apply(.resetAllData)
            }
            try await services.database.saveMorningDraft(
                nil, for: context.profile, now: services.now(), timeZone: context.timeZone)
            return try await self.state(request, context, snapshot)
        }
        group.get("/reminder") { request, context in
            let snapshot = try await services.morning(context)
            let p = await presenter(request, context)
            let reminder = snapshot.book.reminder.map { reminder in
                MorningAPI.ReminderInfo(
                    routineId: reminder.routineID.rawValue, time: reminder.time.description,
                    startDate: reminder.startDate.description, uid: reminder.uid,
                    nextAt: (p.reminder(snapshot.book)?["at"] as? String) ?? "")
            }
            return APIResponse.encoded(
                MorningAPI.Reminder(feed: "/morning/feed/\(snapshot.feedToken).ics", reminder: reminder))
        }
        group.get("/**") { _, context -> Response in throw WebError.notFound }
    }

    // MARK: Handlers

    func presenter(_ request: Request, _ context: AppRequestContext) async -> MorningPresenter {
        MorningPresenter(
            localizer: services.localizer, language: services.language(for: request, context),
            timeZone: context.timeZone,
            now: services.now())
    }

    func state(
        _ request: Request, _ context: AppRequestContext, _ snapshot: MorningSnapshot, status: HTTPResponse.Status = .ok
    ) async throws
        -> Response
    {
        let book = snapshot.book
        let unlocked = await entitlement.customRoutinesUnlocked(for: context.profile)
        func answer(_ state: String) -> MorningAPI.State {
            MorningAPI.State(
                today: book.today.description, dayStart: snapshot.dayStart.description,
                onboardingCompleted: book.onboardingCompleted, now: services.now().iso8601UTC,
                customRoutinesUnlocked: unlocked, state: state)
        }
        var body: MorningAPI.State
        switch book.state {
        case .noActiveRoutine: body = answer("noActiveRoutine")
        case .waitingToStart(let id, let start):
            body = answer("waitingToStart")
            body.activeRoutineId = id.rawValue
            body.startDate = start.description
        case .runningToday(let id):
            body = answer("runningToday")
            body.activeRoutineId = id.rawValue
            body.marks = Dictionary(
                uniqueKeysWithValues: book.marks(of: id, on: book.today).map { ($0.key.rawValue, $0.value.rawValue) })
        }
        return APIResponse.encoded(body, status: status)
    }

    func routine(_ p: MorningPresenter, _ routine: Routine, _ book: RoutineBook) -> MorningAPI.Routine {
        MorningAPI.Routine(
            id: routine.id.rawValue, name: routine.name,
            kind: routine.celebritySlug == nil ? "custom" : "celebrity",
            celebrity: routine.celebritySlug, createdOn: routine.createdOn.description,
            startDate: routine.startDate.description, active: routine.isActive,
            status: (book.status(of: routine.id) ?? .inactiveWithoutHistory).rawValue,
            tasks: routine.tasks.map { .init(id: $0.id.rawValue, title: $0.title, time: $0.time.description) },
            stats: MorningAPI.Stats(book.stats(of: routine.id)),
            days: book.records.filter { $0.routineID == routine.id }.map {
                .init(day: $0.day.description, completed: $0.completedCount, tasks: $0.taskCount)
            })
    }

    func celebrity(_ p: MorningPresenter, _ profile: CelebrityProfile, _ book: RoutineBook) -> MorningAPI.Celebrity {
        MorningAPI.Celebrity(
            slug: profile.slug, initials: profile.initials, name: p.name(of: profile),
            known: p.t("people.\(profile.slug).known"), about: p.t("people.\(profile.slug).about"),
            source: profile.source,
            tasks: zip(profile.taskTimes, p.taskTitles(of: profile)).map { .init(time: $0.0.description, title: $0.1) },
            active: book.routines.first { $0.celebritySlug == profile.slug }?.isActive ?? false)
    }

    func createCustom(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard await entitlement.customRoutinesUnlocked(for: context.profile) else {
            throw RoutinesError.customRoutinesLocked
        }
        let draft = try Self.draft(from: try await RequestInput.jsonObject(request))
        try draft.checkLengths()
        let id = RoutineID(rawValue: UUID().uuidString.lowercased())
        let snapshot = try await services.morning(context) { book throws(RoutinesError) in
            try book.apply(.completeOnboarding)
            try book.apply(.createCustomRoutine(try draft.validated(id: id, today: book.today)))
        }
        try await services.database.saveMorningDraft(
            nil, for: context.profile, now: services.now(), timeZone: context.timeZone)
        guard let created = snapshot.book.routine(id) else { throw WebError.notFound }
        return APIResponse.encoded(
            routine(await presenter(request, context), created, snapshot.book), status: .created)
    }

    func day(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let id = try MorningPagesController.routineID(context)
        guard let text = context.parameters.get("day"), let day = try? CivilDate(iso: text) else {
            throw WebError.unprocessable("the day must be YYYY-MM-DD")
        }
        let book = try await services.morning(context).book
        guard let routine = book.routine(id) else { throw RoutinesError.unknownRoutine(id.rawValue) }
        let marks = book.marks(of: id, on: day)
        // The instant of the tap that made a ✓ (the latest tap on the task that day).
        func checkedAt(_ task: TaskID) -> String? {
            guard marks[task] == .completed,
                let fact = book.completions.last(where: { $0.routineID == id && $0.day == day && $0.taskID == task }),
                fact.kind == .completed
            else { return nil }
            return fact.recordedAt.iso8601(in: context.timeZone)
        }
        return APIResponse.encoded(
            MorningAPI.Day(
                day: day.description, finalized: book.record(of: id, on: day) != nil,
                tasks: routine.tasks.map {
                    .init(
                        id: $0.id.rawValue, title: $0.title, time: $0.time.description,
                        mark: (marks[$0.id] ?? .untouched).rawValue, checkedAt: checkedAt($0.id))
                }))
    }

    func week(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let id = try MorningPagesController.routineID(context)
        guard let text = context.parameters.get("start"), let start = try? CivilDate(iso: text) else {
            throw WebError.unprocessable("the week start must be YYYY-MM-DD")
        }
        let book = try await services.morning(context).book
        guard book.routine(id) != nil else { throw RoutinesError.unknownRoutine(id.rawValue) }
        let chart = book.chart(of: id, weekStarting: start)
        return APIResponse.encoded(
            MorningAPI.Week(
                start: chart.start.description, scale: chart.scale,
                bars: chart.bars.map { .init(day: $0.day.description, completed: $0.completed, tasks: $0.total) }))
    }

    /// `complete: nil` toggles. `?day=YYYY-MM-DD` names the day the caller's screen shows; a tap
    /// for a day that has ended answers 409 and changes nothing. `?at=` (ISO 8601) is when the tap
    /// was made, for one made offline and sent later (see `MadeAt`): it counts for that instant's
    /// routine day, so a tap at 23:50 delivered after midnight is yesterday's.
    func tap(_ request: Request, _ context: AppRequestContext, _ task: TaskID, complete: Bool?) async throws -> Response
    {
        let now = services.now()
        let action = complete.map { $0 ? "complete" : "revert" } ?? "toggle"
        let query = request.uri.queryParameters
        let shown = try MorningPagesController.shownDay(query.get("day").map { "\($0)" })
        let at = try MadeAtInput.instant(
            query.get("at").map { "\($0)" }, now: now, messages: services,
            language: services.language(for: request, context))
        let key = try SubmissionInput.key(request, action: "morning-\(action)/\(task.rawValue)")
        let intent: TapIntent = complete.map { $0 ? .complete : .revert } ?? .toggle
        let zone = context.timeZone
        let snapshot = try await services.database.updateMorning(context.profile, now: now, timeZone: zone, key: key) {
            (book: inout RoutineBook, boundary: DayBoundary) throws(RoutinesError) in
            try book.tap(task, intent, shownDay: shown, madeOn: boundary.day(of: at, in: zone), at: at)
        }.value
        let book = snapshot.book
        guard case .runningToday(let id) = book.state, let routine = book.routine(id) else { throw WebError.notFound }
        // The answer is about the day the tap counted for (yesterday, for one made before midnight).
        let day = min(DayBoundary(start: snapshot.dayStart).day(of: at, in: zone), book.today)
        let done = book.completedTasks(of: id, on: day).count
        let p = await presenter(request, context)
        let mark = book.marks(of: id, on: day)[task] ?? .untouched
        return APIResponse.encoded(
            MorningTapAnswer(
                task: task.rawValue, mark: mark.rawValue, markLabel: p.t("mark.\(mark.rawValue)"),
                day: day.description, completed: done, total: routine.tasks.count,
                progress: p.t("progress", ["done": String(done), "total": String(routine.tasks.count)])))
    }
}
