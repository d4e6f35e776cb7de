import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Journey
import Localization
import Observances
import Scripture
import Storage

/// The Sadhana Journey (seed §7): the Journey screen and a badge's detail at `/calendar/journey`,
/// the daily challenge's answer form, and the JSON API at `/api/v1/journey`.
struct JourneyController {
    let services: AppServices
    let calendar: CalendarEngine
    let texts: TextsServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar/journey") { request, context in
            try await guarded { try await self.page(request, context) }
        }
        router.get("/calendar/journey/badges/:id") { request, context in
            try await guarded { try await self.badge(request, context, id: context.parameters.get("id") ?? "") }
        }
        router.post("/calendar/journey/challenge") { request, context in
            try await guarded { try await self.answerForm(request, context) }
        }
        router.post("/calendar/journey/news") { request, context in
            try await guarded { try await self.news(request, context) }
        }
        let api = router.group("/api/v1/journey")
        api.get("") { request, context in try await guarded { try await self.summary(request, context) } }
        api.get("challenge") { request, context in try await guarded { try await self.challengeAPI(request, context) } }
        api.post("challenge/answer") { request, context in
            try await guarded { try await self.answerAPI(request, context) }
        }
        api.get("events") { request, context in try await guarded { try await self.events(request, context) } }
    }

    func presenter(_ visit: CalendarVisit) -> JourneyPresenter {
        JourneyPresenter(
            localizer: services.localizer, language: visit.language,
            textTitles: services.textTitles, zone: visit.zone)
    }

    // MARK: Pages

    func page(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard visit.settings.journeyEnabled, let journey = visit.journey else {
            return .redirect(to: "/calendar/settings#journey", type: .normal)
        }
        let p = presenter(visit)
        return CalendarChrome.render(
            services: services, "journey/journey", p.page(journey.journey), visit: visit, title: p.t("title"),
            path: "/calendar/journey", tab: "journey")
    }

    func badge(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard visit.settings.journeyEnabled, let journey = visit.journey else {
            return .redirect(to: "/calendar/settings#journey", type: .normal)
        }
        guard let status = journey.journey.badges.first(where: { $0.badge.id == id }) else {
            throw HTTPError(.notFound, message: JourneyError.unknownBadge(id).description)
        }
        let p = presenter(visit)
        var page = p.badge(status)
        page["status"] = p.status(journey.journey)
        return CalendarChrome.render(
            services: services, "journey/badge", page, visit: visit, title: p.badgeName(status.badge),
            path: "/calendar/journey/badges/\(id)", tab: "journey")
    }

    /// Today's challenge card: the question and its options, or the answer given with the right
    /// one and why. Nil while the Journey is off.
    func challengeCard(_ visit: CalendarVisit, _ context: AppRequestContext) async throws -> [String: Any]? {
        guard let journey = visit.journey, let challenge = challenge(visit, day: journey.day) else { return nil }
        let p = presenter(visit)
        var card: [String: Any] = [
            "kind": p.t("challenge.kind.\(challenge.kind.rawValue)"), "kindKey": challenge.kind.rawValue,
            "question": sentenceRuns(challenge.promptKey, challenge.promptValues, visit),
            // A verse's word meanings are the texts' English content, marked so.
            "options": challenge.options.enumerated().map {
                ["value": $0.offset + 1, "text": $0.element, "english": challenge.kind == .verseReflection]
            },
            "reward": p.t("challenge.reward"), "day": challenge.day.description,
        ]
        if let answer = try await services.database.challengeAnswer(on: journey.day, for: context.profile) {
            card["answered"] = true
            card["right"] = answer.isRight
            // The right answer of a verse question is a word's meaning, the texts' English content.
            card["verdict"] =
                answer.isRight
                ? [["text": p.t("challenge.right"), "foreign": false, "lang": ""]]
                : sentenceRuns(
                    "journey.challenge.wrong", ["answer": challenge.options[challenge.answer]], visit,
                    english: challenge.kind == .verseReflection ? ["answer"] : [])
            card["explanation"] = sentenceRuns(
                challenge.explanationKey, challenge.explanationValues, visit,
                english: challenge.kind == .verseReflection ? ["answer"] : [])
            card["options"] = challenge.options.enumerated().map { index, text in
                ["text": text, "isAnswer": index == challenge.answer, "english": challenge.kind == .verseReflection]
            }
            card["tomorrow"] = p.t("challenge.tomorrow")
        }
        return card
    }

    func challenge(_ visit: CalendarVisit, day: CivilDate) -> DailyChallenge? {
        let names = CalendarNames(localizer: services.localizer, language: visit.language)
        let panchang = (try? visit.year(day.year))?.span.frame(day)?.day
        let lang = visit.language.rawValue
        let tithi = panchang?.tithi.first?.index
        let nakshatra = panchang?.nakshatra.first?.index
        let key = ChallengeCache.Key(
            day: day, language: visit.language, place: visit.place.name, tithi: tithi, nakshatra: nakshatra)
        return texts.challenges.challenge(key) {
            let material = ChallengeMaterial.companion(
                tithi: tithi, nakshatra: nakshatra, place: visit.place.name,
                tithiName: names.tithi, nakshatraName: names.nakshatra, festivals: calendar.base.catalog,
                festivalText: { f in
                    (
                        CalendarPagesController.festivalName(f, visit.language), f.text(.description, language: lang),
                        f.text(.didYouKnow, language: lang)
                    )
                }, library: texts.library, textTitle: { $0.title(in: lang) })
            return DailyChallenge.of(day, from: material)
        }
    }

    func question(_ c: DailyChallenge, _ visit: CalendarVisit) -> String {
        services.localizer.text(c.promptKey, in: visit.language, c.promptValues)
    }

    func explanation(_ c: DailyChallenge, _ visit: CalendarVisit) -> String {
        services.localizer.text(c.explanationKey, in: visit.language, c.explanationValues)
    }

    /// A challenge sentence for the page as runs of text, the word or mantra from a text (the values
    /// `word` and `mantra`) as its own run with its `lang`, so a screen reader voices it in that language;
    /// the values named in `english` (a verse word's meaning, the texts' English content) as English runs.
    func sentenceRuns(
        _ key: String, _ values: [String: String], _ visit: CalendarVisit, english: Set<String> = []
    ) -> [[String: Any]] {
        let mark = "\u{E000}"
        var marked = values
        var foreign: [String] = []
        for name in ["word", "mantra"] + english.sorted() where values[name] != nil {
            marked[name] = mark + name + mark
            foreign.append(name)
        }
        let parts = services.localizer.text(key, in: visit.language, marked).components(separatedBy: mark)
        return parts.enumerated().compactMap { index, part in
            let isForeign = index % 2 == 1 && foreign.contains(part)
            let text = isForeign ? values[part] ?? part : part
            let lang = !isForeign ? "" : english.contains(part) ? "en" : LanguageRuns.tag(text)
            return text.isEmpty ? nil : ["text": text, "foreign": isForeign, "lang": lang]
        }
    }

    /// Records an answer to today's challenge from the Today page's form.
    func answerForm(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard visit.settings.journeyEnabled else { return .redirect(to: "/calendar", type: .normal) }
        let choice = try Self.choice(form["choice"])
        do {
            try await answer(choice, visit, context, submittedFor: form["day"])
        } catch StorageError.challengeAlreadyAnswered {
            // A second tap on Answer: the first answer stands and the page shows it.
        }
        return .redirect(to: "/calendar#challenge", type: .normal)
    }

    /// A 1-based choice from a form or JSON body; anything else is refused.
    static func choice(_ raw: String?) throws -> Int {
        guard let raw, raw.count <= 2, let n = Int(raw), (1...4).contains(n) else {
            throw WebError.badRequest(JourneyError.noSuchOption(Int(raw?.prefix(3) ?? "") ?? 0).description)
        }
        return n - 1
    }

    /// Stores the answer for the person's day; an answer sent from yesterday's page after the day
    /// changed is refused rather than counted against today's question. Returns the challenge and
    /// the answer stored.
    @discardableResult
    func answer(_ choice: Int, _ visit: CalendarVisit, _ context: AppRequestContext, submittedFor day: String?)
        async throws -> (challenge: DailyChallenge, fact: JourneyFact)
    {
        let reckoning = visit.settings.dayReckoning(zone: visit.zone)
        let today = reckoning.day(of: visit.now)
        if let day, day != today.description {
            throw HTTPError(.conflict, message: "That question was for \(day.prefix(10)); today's is a new one.")
        }
        guard let challenge = challenge(visit, day: today) else {
            throw HTTPError(.notFound, message: "No challenge today.")
        }
        let fact = try challenge.answerFact(
            choice: choice, at: visit.now, zone: visit.place.location.timeZoneIdentifier)
        try await services.database.recordAnswer(fact, for: context.profile)
        return (challenge, fact)
    }

    /// What a script-only action (deep study, an explanation revealed) earned, for the page to
    /// show as the points toast without a reload; announced once, like a page's news.
    func news(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard let journey = try await services.announceJourneyNews(visit, context) else {
            return APIResponse.encoded(JourneyAPI.News(toast: nil))
        }
        let news = presenter(visit).news(journey.news)
        let toast = (news["toast"] as? [String: String]).map {
            JourneyAPI.Toast(text: $0["text"] ?? "", label: $0["label"] ?? "")
        }
        return APIResponse.encoded(JourneyAPI.News(toast: toast))
    }

    // MARK: API

    func summary(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let j = try await services.database.journey(
            of: context.profile, settings: visit.settings, texts: services.journeyTexts, zone: visit.zone,
            now: visit.now)
        let p = presenter(visit)
        return APIResponse.encoded(
            JourneyAPI.Summary(
                enabled: visit.settings.journeyEnabled, points: j.points,
                level: .init(
                    number: j.level.number, title: p.levelTitle(j.level),
                    pointsToNext: j.level.pointsToNext(from: j.points),
                    threshold: j.level.threshold, nextThreshold: j.level.next?.threshold),
                streak: .init(
                    current: j.streak.current, best: j.streak.best, tier: j.streak.tier.rawValue,
                    awaitingToday: j.streak.isAwaitingToday),
                daysActive: j.daysActive,
                badges: j.badges.map {
                    .init(
                        id: $0.badge.id, category: $0.badge.category.rawValue, name: p.badgeName($0.badge),
                        earnedAt: $0.earnedAt.map { ISO8601DateFormatter().string(from: $0) }, progress: $0.progress,
                        target: $0.target)
                }))
    }

    func challengeAPI(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let day = visit.settings.dayReckoning(zone: visit.zone).day(of: visit.now)
        guard let c = challenge(visit, day: day) else { throw HTTPError(.notFound, message: "No challenge today.") }
        return APIResponse.encoded(try await apiChallenge(c, visit, context))
    }

    func apiChallenge(_ c: DailyChallenge, _ visit: CalendarVisit, _ context: AppRequestContext) async throws
        -> JourneyAPI.Challenge
    {
        let stored = try await services.database.challengeAnswer(on: c.day, for: context.profile)
        return JourneyAPI.Challenge(
            day: c.day.description, kind: c.kind.rawValue, question: question(c, visit), options: c.options,
            reward: Award.points(for: .challengeRight),
            answered: stored.map {
                JourneyAPI.Answered(
                    choice: nil, right: $0.isRight, answer: c.answer + 1, explanation: explanation(c, visit))
            })
    }

    func answerAPI(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let body = try await RequestInput.jsonObject(request)
        let raw: String? =
            switch body["choice"] {
            case .number(let n)?: n.isFinite && n == n.rounded() && abs(n) < 100 ? String(Int(n)) : "x"
            case .string(let s)?: s
            default: nil
            }
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        guard visit.settings.journeyEnabled else {
            throw HTTPError(.conflict, message: JourneyError.journeyOff.description)
        }
        let choice = try Self.choice(raw)
        let day: String? = if case .string(let d)? = body["day"] { d } else { nil }
        let (c, fact) = try await answer(choice, visit, context, submittedFor: day)
        let answered = JourneyAPI.Challenge(
            day: c.day.description, kind: c.kind.rawValue, question: question(c, visit), options: c.options,
            reward: Award.points(for: .challengeRight),
            answered: .init(
                choice: choice + 1, right: fact.isRight, answer: c.answer + 1, explanation: explanation(c, visit)))
        return APIResponse.encoded(answered, status: .created)
    }

    func events(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        var since = visit.now.addingTimeInterval(-7 * 86_400)
        if let raw = request.uri.queryParameters.get("since") {
            guard raw.count <= 40, let date = ISO8601DateFormatter().date(from: raw) else {
                throw WebError.badRequest("since must be an ISO 8601 instant, like 2026-11-24T06:00:00Z.")
            }
            since = date
        }
        let journey = try await services.database.journey(
            of: context.profile, settings: visit.settings, texts: services.journeyTexts, zone: visit.zone,
            now: visit.now)
        let format = ISO8601DateFormatter()
        let events = journey.events(after: since).suffix(200).map { event -> JourneyAPI.Event in
            switch event {
            case .points(let a):
                JourneyAPI.Event(
                    at: format.string(from: a.at), kind: "points", points: a.points, reason: a.reason.rawValue,
                    subject: a.subject.isEmpty ? nil : a.subject, level: nil, badge: nil)
            case .levelUp(let up):
                JourneyAPI.Event(
                    at: format.string(from: up.at), kind: "levelUp", points: nil, reason: nil, subject: nil,
                    level: up.to,
                    badge: nil)
            case .badge(let b, let at):
                JourneyAPI.Event(
                    at: format.string(from: at), kind: "badge", points: nil, reason: nil, subject: nil, level: nil,
                    badge: b.id)
            }
        }
        return APIResponse.encoded(
            JourneyAPI.Events(events: Array(events), points: events.reduce(0) { $0 + ($1.points ?? 0) }))
    }
}
