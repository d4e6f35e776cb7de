import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Journey
import Localization
import Observances
import Places
import Scripture
import Storage
import Transliteration

/// Settings (seed §6), the location picker (§6.2) and onboarding (§9) at `/calendar`. Every form
/// posts and redirects; a refused value re-renders the form with the message and what was typed.
struct CalendarSettingsController {
    let services: AppServices
    /// The calendar engine the server built at start-up, with its computed-year cache.
    let calendar: CalendarEngine
    /// The Sacred Texts, for the daily text picker.
    let texts: TextsServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/settings") { request, context in
            try await guarded { try await self.settings(request, context, form: [:], error: nil) }
        }
        router.post("/calendar/settings") { request, context in
            try await guarded { try await self.save(request, context) }
        }
        router.get("/calendar/location") { request, context in
            try await guarded { try await self.location(request, context, error: nil) }
        }
        router.post("/calendar/location") { request, context in
            try await guarded { try await self.choosePlace(request, context) }
        }
        router.get("/calendar/welcome") { request, context in
            try await guarded { try await self.welcome(request, context, error: nil) }
        }
        router.post("/calendar/welcome") { request, context in
            try await guarded { try await self.welcomeStep(request, context) }
        }
    }

    // MARK: Settings

    func settings(
        _ request: Request, _ context: AppRequestContext, form: [String: String], error: String?,
        status: HTTPResponse.Status = .ok
    )
        async throws -> Response
    {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let n = CalendarNames(localizer: services.localizer, language: visit.language)
        let s = visit.settings
        let tradition = form["tradition"] ?? s.tradition
        let path = form["path"] ?? s.dharmaPath ?? ""
        let fasting = form["fasting"] ?? s.fastingRule
        let content = form["content"] ?? s.syncContent
        var page: [String: Any] = [
            "traditions": CalendarTradition.allCases.map {
                [
                    "key": $0.rawValue, "name": n.t("settings.tradition.\($0.rawValue).name"),
                    "description": n.t("settings.tradition.\($0.rawValue).description"),
                    "checked": $0.rawValue == tradition,
                ]
            },
            "paths": Self.paths(n, checked: path),
            "fastingRules": EkadashiRule.allCases.map {
                [
                    "key": $0.rawValue, "name": n.t("settings.fasting.\($0.rawValue).name"),
                    "description": n.t("settings.fasting.\($0.rawValue).description"),
                    "checked": $0.rawValue == fasting,
                ]
            },
            "showReckoning": tradition == CalendarTradition.tamil.rawValue,
            "reckonings": CalendarSettings.tamilReckonings.map {
                [
                    "key": $0, "name": n.t("settings.reckoning.\($0).name"),
                    "description": n.t("settings.reckoning.\($0).description"),
                    "checked": $0 == (form["reckoning"] ?? s.tamilReckoning),
                ]
            },
            "contents": SyncContent.allCases.map {
                [
                    "key": $0.rawValue, "name": n.t("sync.content.\($0.rawValue).name"),
                    "description": n.t("sync.content.\($0.rawValue).description"), "checked": $0.rawValue == content,
                ]
            },
            "reminders": ReminderRule.Kind.allCases.map { kind -> [String: Any] in
                let on: Bool =
                    switch kind {
                    case .morningOf: s.remindMorningOf
                    case .eveningBefore: s.remindEveningBefore
                    case .dayBefore: s.remindDayBefore
                    case .twoDaysBefore: s.remindTwoDaysBefore
                    }
                return ["key": kind.rawValue, "name": n.t("notifications.\(kind.rawValue)"), "checked": on]
            },
            "festivalReminders": s.festivalReminders, "dailyBriefing": s.dailyBriefing,
            "briefingTime": form["briefingTime"] ?? Clock.text(minute: s.briefingMinute),
            "eveningTime": form["eveningTime"] ?? Clock.text(minute: s.eveningMinute),
            "location": [
                "label": visit.place.label, "zone": visit.place.location.timeZoneIdentifier,
                "coordinates": String(
                    format: "%.4f°, %.4f°", visit.place.location.latitude, visit.place.location.longitude),
                "isDefault": visit.place.isDefault,
            ],
            "langChoices": Self.languages(services.localizer, current: visit.language),
            "digits": Self.digits(services.localizer, language: visit.language, choice: s.numerals),
            "version": WebAppConfiguration.version,
            "attribution": CalendarSettingsController.attribution(visit.language, services.localizer),
            "feed": Self.feedLinks(
                request, token: try await services.database.calendarFeedToken(for: context.profile), content: content),
            "errorSection": form["section"] ?? "",
        ]
        page.merge(textsSection(s, path: path, form: form, language: visit.language)) { _, new in new }
        page["journeyEnabled"] = form["section"] == "journey" ? form["journeyEnabled"] != nil : s.journeyEnabled
        page["dayStart"] = form["section"] == "journey" ? form["dayStart"] ?? "" : Clock.text(minute: s.dayStartMinute)
        page["countsJapa"] = form["section"] == "journey" ? form["countsJapa"] != nil : s.journeyCountsJapa
        page["countsMorning"] = form["section"] == "journey" ? form["countsMorning"] != nil : s.journeyCountsMorning
        if let journey = visit.journey?.journey {
            page["journeySummary"] = services.localizer.text(
                "journey.settings.summary", in: visit.language,
                [
                    "number": "\(journey.level.number)", "points": "\(journey.points)",
                    "title": services.localizer.text("journey.levelName.\(journey.level.number)", in: visit.language),
                ])
        }
        if let error { page["error"] = error }
        if let saved = request.uri.queryParameters.get("saved"),
            ["tradition", "reckoning", "fasting", "path", "sync", "notifications", "texts", "journey"].contains(saved)
        {
            page["saved"] = n.t("settings.saved")
            page["saved_\(saved)"] = true
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let reminders = try CalendarReminders(presenter: presenter).upcoming(from: visit.now, days: 14)
        page["upcomingReminders"] = reminders
        page["hasUpcomingReminders"] = !reminders.isEmpty
        return CalendarChrome.render(
            services: services, "calendar/settings", page, visit: visit, title: n.t("tab.settings"),
            path: "/calendar/settings", tab: "settings", status: status)
    }

    static func paths(_ n: CalendarNames, checked: String) -> [[String: Any]] {
        DharmaPath.allCases.map {
            [
                "key": $0.rawValue, "name": n.t("paths.\($0.rawValue).name"),
                "description": n.t("paths.\($0.rawValue).description"),
                "texts": n.localizer.plural("calendar.paths.texts", count: $0.textCount, in: n.language),
                "checked": $0.rawValue == checked, "accent": $0.accent,
            ]
        }
    }

    /// The digits choice for a language that has digits of its own (nil otherwise): as usual in
    /// the language, its own, or Latin. The samples are markup whose Latin digits are character
    /// references, so a page written in native digits still shows them as 0123.
    static func digits(_ l: Localizer, language: Language, choice: String?) -> [String: Any]? {
        guard let native = language.nativeNumerals else { return nil }
        func sample(_ n: Numerals) -> String {
            n == .latin ? "0123".unicodeScalars.map { "&#\($0.value);" }.joined() : n.sample
        }
        let name = l.tables[language]?.nativeName ?? language.rawValue
        let usual = l.text("calendar.settings.digitsUsual", in: language, ["language": name])
        let options: [(String, String)] = [
            ("", "\(Self.escape(usual)) (\(sample(language.defaultNumerals)))"),
            ("native", sample(native)), ("latin", sample(.latin)),
        ]
        return [
            "options": options.map { value, label in
                ["value": value, "label": label, "checked": (choice ?? "") == value] as [String: Any]
            }
        ]
    }

    /// Text made safe to place in markup.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// The languages the Companion is complete in, each in its own script (the seed names 13; a
    /// new one is a folder of JSON files, offered once it translates every string the app shows).
    static func languages(_ l: Localizer, current: Language) -> [[String: Any]] {
        l.languages(of: .calendar).map { code in
            ["code": code.rawValue, "name": l.tables[code]?.nativeName ?? code.rawValue, "current": code == current]
        }
    }

    /// The download address of the feed for a content choice, and the subscription addresses,
    /// which carry the profile's secret feed token (a calendar app sends no cookie).
    static func feedLinks(_ request: Request, token: String, content: String) -> [String: String] {
        let host = request.head.authority ?? "127.0.0.1:8080"
        let feed = "/calendar/feed/\(token).ics?content=\(content)"
        return [
            "download": "/calendar/hindu-calendar.ics?content=\(content)&download=1",
            "subscribe": "webcal://\(host)\(feed)", "https": "http://\(host)\(feed)",
        ]
    }

    func save(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        let section = form["section"] ?? ""
        do {
            // One section changes, on the settings as stored when the write runs.
            let now = services.now()
            _ = try await services.database.updateCalendarSettings(for: context.profile, now: now) { s in
                let wasOn = s.journeyEnabled
                try Self.apply(form, section: section, to: &s)
                // Turned back on: what happened while it was off is counted, not announced.
                if !wasOn && s.journeyEnabled { s.journeySeenThrough = now }
            }
            if section == "path", let key = form["path"] {
                try await services.database.record(
                    JourneyFact(kind: .pathExplored, subject: key, at: now), for: context.profile)
            }
        } catch let error as CalendarInputError {
            let message = CalendarMessages.text(error, localizer: services.localizer, language: language)
            return try await settings(request, context, form: form, error: message, status: .unprocessableContent)
        }
        return .redirect(to: "/calendar/settings?saved=\(section)#\(section)")
    }

    /// Applies one onboarding step's choice to the settings (step 1's language is the profile's).
    static func applyWelcomeStep(_ step: String, form: [String: String], to s: inout CalendarSettings) throws {
        switch step {
        case "1":
            break
        case "3":
            try apply(["path": form["path"] ?? ""], section: "path", to: &s)
            // The path suggests the fasting days (Vaishnav, ISKCON); Settings can change them after.
            if let path = s.dharmaPath.flatMap(DharmaPath.init(rawValue:)) {
                s.fastingRule = EkadashiRule(path: path).rawValue
            }
        case "4":
            try apply(["tradition": form["tradition"] ?? ""], section: "tradition", to: &s)
        case "5", "skip":
            s.onboarded = true
        default:
            throw CalendarInputError.outOfRange(name: "step", text: step)
        }
    }

    /// The minute of the day a time field holds; a refusal names the field.
    static func minute(_ form: [String: String], _ field: String) throws -> Int {
        let text = form[field] ?? ""
        guard let minute = try? CalendarInput.minute(text) else {
            throw CalendarInputError.outOfRange(name: field, text: text)
        }
        return minute
    }

    /// Applies one settings form to the settings.
    static func apply(_ form: [String: String], section: String, to s: inout CalendarSettings) throws {
        switch section {
        case "tradition":
            let key = form["tradition"] ?? ""
            guard CalendarTradition(key: key) != nil else { throw CalendarInputError.unknownTradition(key) }
            s.tradition = key
        case "reckoning":
            let key = form["reckoning"] ?? ""
            guard CalendarSettings.tamilReckonings.contains(key) else { throw CalendarInputError.unknownReckoning(key) }
            s.tamilReckoning = key
        case "fasting":
            let key = form["fasting"] ?? ""
            guard EkadashiRule(rawValue: key) != nil else { throw CalendarInputError.unknownFasting(key) }
            s.fastingRule = key
        case "path":
            let key = form["path"] ?? ""
            guard DharmaPath(rawValue: key) != nil else { throw CalendarInputError.unknownPath(key) }
            s.dharmaPath = key
        case "sync":
            let key = form["content"] ?? ""
            guard SyncContent(rawValue: key) != nil else { throw CalendarInputError.unknownContent(key) }
            s.syncContent = key
        case "notifications":
            // Checkboxes: present means on.
            s.festivalReminders = form["festivalReminders"] != nil
            s.remindMorningOf = form["morningOf"] != nil
            s.remindEveningBefore = form["eveningBefore"] != nil
            s.remindDayBefore = form["dayBefore"] != nil
            s.remindTwoDaysBefore = form["twoDaysBefore"] != nil
            s.dailyBriefing = form["dailyBriefing"] != nil
            s.briefingMinute = try minute(form, "briefingTime")
            s.eveningMinute = try minute(form, "eveningTime")
        case "texts":
            let daily = form["dailyText"] ?? ""
            guard daily.isEmpty || ScriptureLibrary.catalogue.contains(daily) else {
                throw CalendarInputError.outOfRange(name: "dailyText", text: daily)
            }
            s.dailyText = daily.isEmpty ? nil : daily
            let script = form["script"] ?? ""
            guard script.isEmpty || Script(rawValue: script) != nil else {
                throw CalendarInputError.outOfRange(name: "script", text: script)
            }
            s.readerScript = script.isEmpty ? nil : script
            s.briefingPanchang = form["briefingPanchang"] != nil
            s.briefingPrimaryText = form["briefingPrimaryText"] != nil
            s.briefingFestivalStories = form["briefingFestivalStories"] != nil
            s.briefingSecondaryText = form["briefingSecondaryText"] != nil
        case "numerals":
            let choice = form["numerals"] ?? ""
            guard ["", "native", "latin"].contains(choice) else {
                throw CalendarInputError.outOfRange(name: "numerals", text: choice)
            }
            s.numerals = choice.isEmpty ? nil : choice
        case "journey":
            let start = try minute(form, "dayStart")
            guard start <= DayReckoning.latestStart else {
                throw CalendarInputError.outOfRange(name: "dayStart", text: form["dayStart"] ?? "")
            }
            s.dayStartMinute = start
            s.journeyEnabled = form["journeyEnabled"] != nil
            s.journeyCountsJapa = form["countsJapa"] != nil
            s.journeyCountsMorning = form["countsMorning"] != nil
        default:
            throw CalendarInputError.missing("section")
        }
    }

    /// The settings' Sacred Texts section (seed §6 items 5, 6 and 8): the daily wisdom text grouped
    /// by the path's texts and the others, the morning briefing's content, the script originals
    /// are shown in, and the way to reset reading progress.
    func textsSection(_ s: CalendarSettings, path: String, form: [String: String], language: Language) -> [String: Any]
    {
        let dharma = DharmaPath(rawValue: path) ?? .general
        let chosen = form["dailyText"] ?? s.dailyText ?? ""
        func option(_ text: ScriptureText) -> [String: Any] {
            ["id": text.id, "title": text.title(in: language.rawValue), "selected": text.id == chosen]
        }
        let reader = ReaderView(settings: s, language: language)
        let presenter = TextsPresenter(texts: texts, localizer: services.localizer, reader: reader)
        let primary = (try? texts.library.text(dharma.primaryText).title(in: language.rawValue)) ?? dharma.primaryText
        return [
            "dailyPathTexts": dharma.texts.compactMap { try? texts.library.text($0) }.map(option),
            "dailyOtherTexts": texts.library.texts.filter { !dharma.texts.contains($0.id) }.map(option),
            "dailyDefaultLabel": services.localizer.text(
                "texts.settings.dailyDefault", in: language, ["text": primary]),
            "dailyDefaultSelected": chosen.isEmpty,
            "briefingToggles": [
                ("briefingPanchang", s.briefingPanchang), ("briefingPrimaryText", s.briefingPrimaryText),
                ("briefingFestivalStories", s.briefingFestivalStories),
                ("briefingSecondaryText", s.briefingSecondaryText),
            ].map { key, on in
                ["key": key, "name": services.localizer.text("texts.settings.\(key)", in: language), "checked": on]
            },
            "readerScripts": presenter.scriptChoices(),
        ]
    }
}
