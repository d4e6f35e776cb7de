import CivilTime
import Foundation
import Hummingbird
import ICalendar
import Localization
import Routines
import Storage

extension MorningPagesController {
    /// Settings: when the day starts, the reminder feed, the paywall's state, reset all.
    func settings(
        _ request: Request, _ context: AppRequestContext, form: String?, error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        if let redirect = onboarded(snapshot) { return redirect }
        let p = presenter(language, context)
        let feedPath = "/morning/feed/\(snapshot.feedToken).ics"
        let host = request.head.authority.flatMap { $0.count < 200 && !$0.contains(where: \.isWhitespace) ? $0 : nil }
        var page: [String: Any] = [
            "dayStart": form ?? snapshot.dayStart.description, "error": error as Any, "feedPath": feedPath,
            "feedURL": host.map { "http://\($0)\(feedPath)" } ?? feedPath,
            "webcalURL": host.map { "webcal://\($0)\(feedPath)" } ?? feedPath,
            "notice": notice(request, context, p) as Any,
            "unlocked": await entitlement.customRoutinesUnlocked(for: context.profile), "gated": entitlement.isGated,
        ]
        if let reminder = snapshot.book.reminder {
            page["reminderSummary"] = p.t(
                "settings.reminderOn",
                [
                    "time": reminder.time.description, "routine": reminder.routineName,
                    "date": p.dayLabel(reminder.startDate),
                ])
        }
        return render(
            "morning/settings", page, tab: nil, title: p.t("settings.title"), path: "/morning/settings",
            snapshot: snapshot, language: language, context: context, status: status)
    }

    func saveDayStart(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let fields = try await RequestInput.form(request)
        let text = String((fields["dayStart"] ?? "").prefix(40))
        let start: TimeOfDay
        do {
            start = try TimeOfDay(parsing: text.trimmingCharacters(in: .whitespaces))
        } catch {
            return try await settings(
                request, context, form: text, error: services.message(for: error, in: language),
                status: .unprocessableContent)
        }
        try await services.database.setMorningDayStart(start, for: context.profile, now: services.now())
        return .redirect(to: "/morning/settings?done=saved")
    }

    func confirmReset(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let language = services.language(for: request, context)
        let snapshot = try await services.morning(context)
        let p = presenter(language, context)
        return render(
            "morning/confirm",
            [
                "heading": p.t("reset.title"), "body": p.t("reset.body"), "action": "/morning/settings/reset",
                "confirm": p.t("reset.action"), "cancelHref": "/morning/settings",
            ], tab: nil, title: p.t("reset.title"), path: "/morning/settings", snapshot: snapshot, language: language,
            context: context)
    }

    /// The profile's reminder as an iCalendar feed (the suite's shared `ICalendar` writer: TZID with
    /// VTIMEZONE, a daily RRULE, a VALARM at the time), addressed by its secret token.
    func feed(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        guard let file = context.parameters.get("file"), file.hasSuffix(".ics"), file.count <= 80 else {
            throw WebError.notFound
        }
        let token = String(file.dropLast(4))
        guard RoutineID.isWellFormed(token) || ProfileSecret.isTokenShaped(token),
            let profile = try await services.database.morningProfile(forFeedToken: token)
        else { throw WebError.notFound }
        let context = try await services.context(context, as: profile)
        let snapshot = try await services.database.morning(profile, now: services.now(), timeZone: context.timeZone)
        let language = services.language(for: request, context)
        let p = presenter(language, context)
        var events: [ICalendarEvent] = []
        if let reminder = snapshot.book.reminder {
            let text = p.t("reminderText", ["routine": reminder.routineName, "task": reminder.firstTask.title])
            let start = reminder.startDate.instant(
                hour: reminder.time.hour, minute: reminder.time.minute, second: 0, in: context.timeZone)
            events.append(
                ICalendarEvent(
                    uid: reminder.uid,
                    timing: .timed(start: start, end: start.addingTimeInterval(15 * 60), timeZone: context.timeZone),
                    summary: text, description: reminder.routineName + "\n" + p.t("feedDescription"),
                    recurrence: "FREQ=DAILY",
                    alarms: [ICalendarAlarm(trigger: .relative(seconds: 0), description: text)]))
        }
        let ics = ICalendarDocument(name: p.t("title"), productID: "-//Sadhana//Better Morning//EN", events: events)
            .text(stamp: services.now())
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/calendar; charset=utf-8", .cacheControl: "no-store",
                .contentDisposition: "inline; filename=\"better-morning.ics\"",
            ], body: .init(byteBuffer: ByteBuffer(string: ics)))
    }
}
