import Foundation
import Hummingbird
import HummingbirdTesting
import Storage
import Testing
import WebApp

/// The Sadhana Journey through the whole router (issue 15): the JSON API, the Today page's toast,
/// status bar and challenge card, the Journey screen and badge detail, the Settings section, the
/// reading facts that earn points, each browser's own profile, and cross-site refusals.
@Suite("Sadhana Journey pages and API")
struct JourneyWebTests {
    // MARK: The summary

    @Test("A fresh profile's Journey has points, level, streak, days active and all 36 badges, locked ones null")
    func freshSummary() async throws {
        try await withApp { client, _ in
            // When
            let response = try await client.execute(uri: "/api/v1/journey", method: .get)

            // Then
            #expect(response.status == .ok)
            let raw = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
            let json = try #require(raw as? [String: Any])
            let points = try #require(json["points"] as? Int)
            #expect(points >= 0)
            let level = try #require(json["level"] as? [String: Any])
            #expect(level["number"] as? Int == 1)
            #expect(level["title"] as? String == "Curious Seeker")
            #expect(level["pointsToNext"] as? Int == 50 - points)
            let streak = try #require(json["streak"] as? [String: Any])
            #expect(streak["current"] is Int && streak["best"] is Int)
            #expect(json["daysActive"] is Int)

            let badges = try #require(json["badges"] as? [[String: Any]])
            #expect(badges.count == 36)
            #expect(Set(badges.compactMap { $0["id"] as? String }).count == 36, "ids are present and distinct")
            let categories: Set<String> = [
                "streak", "textCompletion", "explorer", "festival", "language", "panchang", "challenge", "engagement",
            ]
            for badge in badges {
                let id = badge["id"] as? String ?? "?"
                #expect(badge["id"] is String)
                #expect(categories.contains(badge["category"] as? String ?? ""), "\(id)")
                #expect(badge.keys.contains("earnedAt"), "\(id) has an earnedAt key")
                #expect(badge["earnedAt"] is NSNull, "\(id) is locked on a fresh profile: earnedAt is an explicit null")
            }
            #expect(badges.contains { $0["id"] as? String == "streak-7" })
            #expect(badges.contains { $0["id"] as? String == "reflections-5" })
        }
    }

    // MARK: The toast

    @Test("The first visit to Today shows the +7 PP toast (visit +5, streak bonus +2) once; the next visit does not")
    func toastOnce() async throws {
        try await withApp { client, _ in
            // Given
            let skip = try await client.calPost("/calendar/welcome", ["step": "skip"])
            #expect(skip.status == .seeOther || skip.status == .found)

            // When
            let first = try await client.calGet("/calendar")
            let second = try await client.calGet("/calendar")

            // Then
            #expect(first.status == .ok)
            #expect(first.text.components(separatedBy: "data-pp-toast").count == 2, "one toast")
            #expect(first.text.contains("+7 PP"))
            #expect(first.text.contains("daily visit +5") && first.text.contains("streak bonus +2"))
            #expect(first.text.contains("sadhana-bar"))
            #expect(second.status == .ok)
            #expect(!second.text.contains("data-pp-toast") && !second.text.contains("+7 PP"))
            #expect(second.text.contains("sadhana-bar"), "the status bar stays; only the toast is once")
        }
    }

    // MARK: The daily challenge through the API

    @Test("Today's challenge has four options; the answer is taken once (201), a second is a 409 that changes nothing")
    func answerOnce() async throws {
        try await withApp { client, database in
            // Given
            let question = try await client.execute(uri: "/api/v1/journey/challenge", method: .get)
            #expect(question.status == .ok)
            let raw = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: question.body)) as? [String: Any])
            #expect((raw["options"] as? [String])?.count == 4)
            #expect(raw["answered"] == nil || raw["answered"] is NSNull, "not answered yet")
            #expect((raw["question"] as? String)?.isEmpty == false)

            // When
            let answered = try await answer(client, #"{"choice": 1}"#)

            // Then
            #expect(answered.status == .created)
            let result = try #require(answered.json["answered"] as? [String: Any])
            #expect(result["right"] is Bool)
            #expect((1...4).contains(result["answer"] as? Int ?? 0))
            #expect((result["explanation"] as? String)?.isEmpty == false)
            #expect(result["right"] as? Bool == (result["answer"] as? Int == 1))

            let points = try await journeyPoints(client)
            let facts = try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count
            let again = try await answer(client, #"{"choice": 2}"#)
            #expect(again.status == .conflict)
            #expect(again.json["error"] is String)
            #expect(try await journeyPoints(client) == points)
            #expect(
                try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count == facts
            )
            let shown = try await client.execute(uri: "/api/v1/journey/challenge", method: .get)
            let stillAnswered = try #require(shown.json["answered"] as? [String: Any])
            #expect(stillAnswered["right"] as? Bool == result["right"] as? Bool, "the first answer stands")
        }
    }

    @Test("A right answer adds exactly 15 points and a wrong one none (the same question for everyone on a day)")
    func rightAnswerPoints() async throws {
        try await withApp { client, _ in
            // Given: a first browser learns the answer.
            let scout = try #require(client as? BrowserClient)
            let first = try await answer(scout, #"{"choice": 1}"#)
            let right = try #require((first.json["answered"] as? [String: Any])?["answer"] as? Int)
            let wrong = right == 1 ? 2 : 1

            // When: one browser answers right, another wrong.
            let sage = scout.otherBrowser()
            let sageBefore = try await journeyPoints(sage)
            let sageAnswer = try await answer(sage, #"{"choice": \#(right)}"#)
            let guesser = scout.otherBrowser()
            let guesserBefore = try await journeyPoints(guesser)
            let guesserAnswer = try await answer(guesser, #"{"choice": \#(wrong)}"#)

            // Then
            #expect(sageAnswer.status == .created && guesserAnswer.status == .created)
            #expect((sageAnswer.json["answered"] as? [String: Any])?["right"] as? Bool == true)
            #expect((guesserAnswer.json["answered"] as? [String: Any])?["right"] as? Bool == false)
            #expect(try await journeyPoints(sage) == sageBefore + 15)
            #expect(try await journeyPoints(guesser) == guesserBefore)
        }
    }

    static let refusedChoices = [
        #"{"choice": 0}"#, #"{"choice": 5}"#, #"{"choice": "x"}"#, #"{"choice": 1.5}"#, #"{}"#, #"{"day": null}"#,
        #"{"choice": 1e300}"#, #"{"choice": 99999999999999999999999}"#, #"{"choice": -1}"#, #"{"choice": true}"#,
        #"{"choice": null}"#, #"{"choice": [1]}"#, #"{"choice": "\#(String(repeating: "9", count: 10_000))"}"#,
        #"{"choice": "\#(String(repeating: "x", count: 10_000))"}"#, "{", "[1]",
    ]

    @Test("A choice that is not 1 to 4 — out of range, not whole, missing, huge, 10,000 characters — is a 400")
    func refusedChoice() async throws {
        try await withApp { client, database in
            // Given
            let before = try await journeyPoints(client)
            let facts = try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count

            for body in Self.refusedChoices {
                // When
                let refused = try await answer(client, body)

                // Then
                #expect(refused.status == .badRequest, "\(body.prefix(40)) → \(refused.status)")
                #expect(refused.json["error"] is String, "\(body.prefix(40))")
                #expect(refused.body.readableBytes < 2_000, "a refusal never echoes a huge input")
            }
            #expect(try await journeyPoints(client) == before)
            #expect(
                try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count == facts
            )
            let shown = try await client.execute(uri: "/api/v1/journey/challenge", method: .get)
            #expect(shown.json["answered"] == nil, "nothing was stored")
        }
    }

    @Test("An answer sent for another day is a 409 and stores nothing; today's day is accepted")
    func answerForAnotherDay() async throws {
        try await withApp { client, _ in
            // Given
            let question = try await client.execute(uri: "/api/v1/journey/challenge", method: .get)
            let today = try #require(question.json["day"] as? String)
            #expect(today == "2026-11-21")
            let before = try await journeyPoints(client)

            // When
            let yesterday = try await answer(client, #"{"choice": 1, "day": "2026-11-20"}"#)
            let tomorrow = try await answer(client, #"{"choice": 1, "day": "2026-11-22"}"#)

            // Then
            #expect(yesterday.status == .conflict && tomorrow.status == .conflict)
            #expect(yesterday.json["error"] is String)
            #expect(try await journeyPoints(client) == before)
            let unanswered = try await client.execute(uri: "/api/v1/journey/challenge", method: .get)
            #expect(unanswered.json["answered"] == nil)
            let taken = try await answer(client, #"{"choice": 1, "day": "\#(today)"}"#)
            #expect(taken.status == .created)
        }
    }

    // MARK: The challenge form on Today

    @Test(
        "The Today form answers and sends back to the card; a repeat redirects and changes nothing; a bad choice is a 4xx page"
    )
    func answerForm() async throws {
        try await withApp { client, _ in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            let today = try await client.calGet("/calendar")
            #expect(today.text.contains(#"id="challenge""#))
            let day = try #require(today.text.firstMatch(of: /name="day" value="([0-9-]+)"/)?.1)
            #expect(today.text.components(separatedBy: #"name="choice""#).count == 5, "four options")

            // When: bad choices first, then an answer.
            for bad in ["0", "5", "x", "1.5", "", String(repeating: "9", count: 10_000), "<script>alert(1)</script>"] {
                let refused = try await client.calPost(
                    "/calendar/journey/challenge", ["choice": bad, "day": String(day)])
                #expect((400..<500).contains(refused.status.code), "choice=\(bad.prefix(20)) → \(refused.status)")
                #expect(refused.headers[.contentType]?.hasPrefix("text/html") == true)
                #expect(!refused.text.contains("<script>alert(1)"))
                #expect(!refused.text.contains(String(repeating: "9", count: 50)))
            }
            let missing = try await client.execute(
                uri: "/calendar/journey/challenge", method: .post, headers: formHeaders,
                body: form(["day": String(day)]))
            #expect((400..<500).contains(missing.status.code))
            #expect(try await client.calGet("/api/v1/journey/challenge").json["answered"] == nil)

            let before = try await journeyPoints(client)
            let answered = try await client.calPost("/calendar/journey/challenge", ["choice": "1", "day": String(day)])

            // Then
            #expect(answered.status == .seeOther)
            #expect(answered.headers[.location] == "/calendar#challenge")
            let result = try #require(
                try await client.calGet("/api/v1/journey/challenge").json["answered"] as? [String: Any])
            let right = try #require(result["right"] as? Bool)
            let afterFirst = try await journeyPoints(client)
            #expect(afterFirst == before + (right ? 15 : 0))
            let card = try await client.calGet("/calendar")
            #expect(card.text.contains("choices-done") && !card.text.contains(#"action="/calendar/journey/challenge""#))

            let repeated = try await client.calPost("/calendar/journey/challenge", ["choice": "1", "day": String(day)])
            #expect(repeated.status == .seeOther)
            #expect(repeated.headers[.location] == "/calendar#challenge")
            let other = right ? "2" : String(result["answer"] as? Int ?? 2)
            let changed = try await client.calPost(
                "/calendar/journey/challenge", ["choice": other, "day": String(day)])
            #expect(changed.status == .seeOther)
            #expect(try await journeyPoints(client) == afterFirst)
            let still = try await client.calGet("/api/v1/journey/challenge").json["answered"] as? [String: Any]
            #expect(still?["right"] as? Bool == right, "the first answer stands")
        }
    }

    // MARK: Events

    @Test("Events: a since that is not an ISO 8601 instant is a 400; a valid instant lists the awards after it")
    func events() async throws {
        try await withApp { client, _ in
            for bad in ["garbage", "", "2026-11-21", "2026-13-01T00:00:00Z", String(repeating: "2", count: 5_000)] {
                let refused = try await client.calGet("/api/v1/journey/events?since=\(bad)")
                #expect(refused.status == .badRequest, "since=\(bad.prefix(20)) → \(refused.status)")
                #expect(refused.json["error"] is String)
            }

            let listed = try await client.calGet("/api/v1/journey/events?since=2026-11-21T00:00:00Z")
            #expect(listed.status == .ok)
            let events = try #require(listed.json["events"] as? [[String: Any]])
            #expect(events.contains { $0["kind"] as? String == "points" && $0["reason"] as? String == "appOpened" })
            #expect(listed.json["points"] as? Int == events.reduce(0) { $0 + ($1["points"] as? Int ?? 0) })

            let later = try await client.calGet("/api/v1/journey/events?since=2026-11-22T00:00:00Z")
            #expect(later.status == .ok)
            #expect((later.json["events"] as? [Any])?.isEmpty == true, "nothing happened after tomorrow began")
        }
    }

    // MARK: Badges and the Journey screen

    @Test("A badge's page shows it; an unknown, huge or markup badge id is a 404 that echoes nothing unescaped")
    func badgeDetail() async throws {
        try await withApp { client, _ in
            let screen = try await client.calGet("/calendar/journey")
            #expect(screen.status == .ok)
            #expect(screen.text.contains("/calendar/journey/badges/streak-7"))

            let badge = try await client.calGet("/calendar/journey/badges/streak-7")
            #expect(badge.status == .ok)
            #expect(badge.text.contains("Week of Devotion"))
            #expect(badge.text.contains("0 of 7") || badge.text.contains("1 of 7"))

            let huge = String(repeating: "a", count: 5_000)
            for id in [
                "no-such-badge", huge, "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "<script>alert(1)</script>",
                "streak-7%00", "..%2F..%2Fetc%2Fpasswd",
            ] {
                let missing = try await client.calGet("/calendar/journey/badges/\(id)")
                #expect(missing.status == .notFound, "\(id.prefix(30)) → \(missing.status)")
                #expect(!missing.text.contains("<script>alert(1)"), "\(id.prefix(30))")
                // The page's language switcher returns to the path asked for (escaped); the message names no id.
                #expect(missing.text.count < 20_000, "a 404 never echoes a huge id more than once")
                #expect(!missing.text.contains(">\(String(repeating: "a", count: 100))"), "the id is not in the text")
            }
        }
    }

    // MARK: Settings

    static let badDayStarts = ["13:00", "25:99", "", "abc", "12:01", "-1:00", "23:59", "<b>4</b>"]

    @Test(
        "A day start that is not a time from 00:00 to 12:00 is refused, the form keeps what was typed, nothing is saved",
        arguments: badDayStarts)
    func refusedDayStart(_ typed: String) async throws {
        try await withApp { client, database in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])

            // When: also unticking the Journey and ticking japa in the same refused form.
            let refused = try await client.calPost(
                "/calendar/settings", ["section": "journey", "dayStart": typed, "countsJapa": "on"])

            // Then
            #expect((400..<500).contains(refused.status.code), "\(typed) → \(refused.status)")
            #expect(refused.status == .unprocessableContent)
            let shown = try #require(refused.text.firstMatch(of: /name="dayStart" type="time" value="([^"]*)"/)?.1)
            #expect(String(shown) == escaped(typed), "the typed value is kept")
            #expect(!refused.text.contains("<b>4</b>"))
            let settings = try await database.calendarSettings(of: .local)
            #expect(settings.dayStartMinute == 4 * 60)
            #expect(settings.journeyEnabled)
            #expect(!settings.journeyCountsJapa)
            #expect(try await client.calGet("/api/v1/journey").json["enabled"] as? Bool == true)
        }
    }

    @Test("A day start from 00:00 to 12:00 is saved with the Journey's other choices")
    func savedDayStart() async throws {
        try await withApp { client, database in
            for (typed, minute) in [("12:00", 720), ("00:00", 0), ("05:30", 330)] {
                let saved = try await client.calPost(
                    "/calendar/settings",
                    ["section": "journey", "dayStart": typed, "journeyEnabled": "on", "countsMorning": "on"])
                #expect(saved.status == .seeOther, "\(typed)")
                #expect(saved.headers[.location] == "/calendar/settings?saved=journey#journey")
                let settings = try await database.calendarSettings(of: .local)
                #expect(settings.dayStartMinute == minute)
                #expect(settings.journeyEnabled && settings.journeyCountsMorning && !settings.journeyCountsJapa)
            }
        }
    }

    @Test(
        "With the Journey off, Today has no game element, the Journey screens send to Settings, and the API still answers"
    )
    func turnedOff() async throws {
        try await withApp { client, _ in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            let on = try await client.calGet("/calendar")
            #expect(on.text.contains("sadhana-bar") && on.text.contains(#"id="challenge""#))
            #expect(on.text.contains("pp-toast") && on.text.contains(#"href="/calendar/journey""#))

            // When
            let off = try await client.calPost("/calendar/settings", ["section": "journey", "dayStart": "04:00"])
            #expect(off.status == .seeOther)

            // Then
            let today = try await client.calGet("/calendar")
            #expect(today.status == .ok)
            #expect(!today.text.contains("sadhana-bar"))
            #expect(!today.text.contains(#"id="challenge""#))
            #expect(!today.text.contains("pp-toast"))
            #expect(!today.text.contains("data-celebration"))
            #expect(!today.text.contains(#"href="/calendar/journey""#), "the nav has no Journey tab")
            for uri in ["/calendar/journey", "/calendar/journey/badges/streak-7"] {
                let screen = try await client.calGet(uri)
                #expect(screen.status == .seeOther, "\(uri)")
                #expect(screen.headers[.location] == "/calendar/settings#journey", "\(uri)")
            }
            let settings = try await client.calGet("/calendar/settings")
            #expect(settings.text.contains(#"aria-describedby="journey-enabled-hint">"#), "the switch shows off")

            let api = try await client.calGet("/api/v1/journey")
            #expect(api.status == .ok)
            #expect(api.json["enabled"] as? Bool == false)
            #expect(api.json["points"] is Int)
            #expect((api.json["badges"] as? [Any])?.count == 36)

            let form = try await client.calPost("/calendar/journey/challenge", ["choice": "1"])
            #expect(form.status.code < 500)
            let refused = try await answer(client, #"{"choice": 1}"#)
            #expect(refused.status == .conflict, "no challenge is answered while the Journey is off")
            #expect(refused.text.contains("Journey is off"))
            #expect(try await client.calGet("/api/v1/journey/challenge").json["answered"] == nil)
            let news = try await client.calPost("/calendar/journey/news", [:])
            #expect(news.status == .ok)
            #expect(news.json.keys.contains("toast") && news.json["toast"] is NSNull, "no toast while off")
        }
    }

    @Test("Turning the Journey back on counts what was earned while off without announcing it")
    func turnedBackOn() async throws {
        try await withClockedApp { client, clock in
            // Given: a first visit announced, then the Journey off for a day of reading.
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            #expect(try await client.calGet("/calendar").text.contains("+7 PP"))
            _ = try await client.calPost("/calendar/settings", ["section": "journey", "dayStart": "04:00"])
            try await clock(86_400)
            _ = try await client.calGet("/calendar")
            for ref in ["2.47", "2.48", "2.49", "2.50"] {
                let read = try await client.calPost(
                    "/calendar/texts/bhagavad-gita/\(ref)/read", ["back": "/calendar/texts"])
                #expect(read.status == .seeOther)
            }
            let whileOff = try await journeyPoints(client)
            #expect(whileOff == 7 + 5 + 4 + 40, "visit +5, a two-day streak +4 and four verses +40 are counted")

            // When
            let on = try await client.calPost(
                "/calendar/settings", ["section": "journey", "dayStart": "04:00", "journeyEnabled": "on"])
            #expect(on.status == .seeOther)
            try await clock(60)
            let today = try await client.calGet("/calendar")

            // Then
            #expect(today.text.contains("sadhana-bar"))
            #expect(!today.text.contains("data-pp-toast"), "no toast of what was earned while off")
            #expect(!today.text.contains("data-celebration"), "no level-up celebration of what was earned while off")
            #expect(try await journeyPoints(client) == whileOff)
            #expect(today.text.contains("\(whileOff) PP"))
        }
    }

    @Test("A right answer from the Today form is announced on the page it returns to: +15 PP, once")
    func answerAnnounced() async throws {
        try await withClockedApp { client, clock in
            // Given: another browser learns today's answer; this one has seen its first toast.
            let scout = client.otherBrowser()
            let learned = try await answer(scout, #"{"choice": 1}"#)
            let right = try #require((learned.json["answered"] as? [String: Any])?["answer"] as? Int)
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            #expect(try await client.calGet("/calendar").text.contains("+7 PP"))
            try await clock(30)

            // When
            let answered = try await client.calPost("/calendar/journey/challenge", ["choice": "\(right)"])
            try await clock(1)
            let back = try await client.calGet("/calendar")
            try await clock(1)
            let again = try await client.calGet("/calendar")

            // Then
            #expect(answered.status == .seeOther)
            #expect(back.text.contains("+15 PP") && back.text.contains("right answer +15"))
            #expect(back.text.contains("is-right"))
            #expect(!again.text.contains("data-pp-toast"))
        }
    }

    @Test("A wrong answer to a verse question names the right meaning, English in every language, marked lang=en")
    func wrongVerseAnswerMarkedEnglish() async throws {
        try await withClockedApp { client, clock in
            // Given: a Hindi reader on a day whose question is about a verse.
            _ = try await client.calPost("/language", ["language": "hi", "back": "/"])
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            var question = try await client.calGet("/api/v1/journey/challenge")
            for _ in 0..<8 where question.json["kind"] as? String != "verseReflection" {
                try await clock(86_400)
                question = try await client.calGet("/api/v1/journey/challenge")
            }
            #expect(question.json["kind"] as? String == "verseReflection")
            let options = try #require(question.json["options"] as? [String])
            let scout = client.otherBrowser()
            let learned = try await answer(scout, #"{"choice": 1}"#)
            let right = try #require((learned.json["answered"] as? [String: Any])?["answer"] as? Int)

            // When
            _ = try await client.calPost("/calendar/journey/challenge", ["choice": right == 1 ? "2" : "1"])
            let page = try await client.calGet("/calendar")

            // Then
            let verdict = try #require(
                page.text.firstMatch(of: /<p class="verdict is-wrong" role="status">(.*?)<\/p>/)?.1)
            #expect(verdict.contains(#"<span lang="en">\#(escaped(options[right - 1]))</span>"#), "\(verdict)")
            #expect(!verdict.hasPrefix("<span"), "the sentence around it is Hindi: \(verdict)")
        }
    }

    @Test("Reaching level 2 is celebrated once, on the next page, without blocking it")
    func levelUpCelebrated() async throws {
        try await withClockedApp { client, clock in
            // Given: 7 points from the first visit.
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            _ = try await client.calGet("/calendar")
            try await clock(60)

            // When: five verses read, +50, past the 50 of level 2.
            for ref in ["2.47", "2.48", "2.49", "2.50", "2.51"] {
                _ = try await client.calPost("/calendar/texts/bhagavad-gita/\(ref)/read", ["back": "/calendar/texts"])
            }
            try await clock(1)
            let next = try await client.calGet("/calendar")
            try await clock(1)
            let after = try await client.calGet("/calendar")

            // Then
            #expect(
                try await client.calGet("/api/v1/journey").json["level"].flatMap { $0 as? [String: Any] }?["number"]
                    as? Int == 2)
            #expect(next.text.contains("data-celebration") && next.text.contains("is-level"))
            #expect(next.text.contains(#"aria-modal="false""#), "the celebration does not block the page")
            #expect(next.text.contains("From level 1 to level 2") && next.text.contains("Devoted Learner"))
            #expect(next.text.contains("+50 PP"))
            #expect(!after.text.contains("data-celebration") && !after.text.contains("data-pp-toast"))
        }
    }

    static let lateNight: [(dayStart: String, daysAfterLateVisit: Int)] = [("04:00", 1), ("00:00", 2)]

    @Test(
        "A visit after midnight but before the day start belongs to the day before; a missed day breaks the streak",
        arguments: lateNight.map(\.dayStart))
    func lateNightStreak(dayStart: String) async throws {
        let expected = Self.lateNight.first { $0.dayStart == dayStart }!.daysAfterLateVisit
        try await withClockedApp { client, clock in
            // Given: New Delhi (UTC+5:30), the first visit at 15:30 on 21 November.
            let saved = try await client.calPost(
                "/calendar/settings", ["section": "journey", "dayStart": dayStart, "journeyEnabled": "on"])
            #expect(saved.status == .seeOther)
            _ = try await client.calGet("/api/v1/journey")

            // When: 02:00 on the 22nd.
            try await clock(10.5 * 3600)
            let late = try await client.calGet("/api/v1/journey")
            // 05:00 on the 22nd.
            try await clock(3 * 3600)
            let morning = try await client.calGet("/api/v1/journey")
            // 05:00 on the 24th, the 23rd missed.
            try await clock(48 * 3600)
            let broken = try await client.calGet("/api/v1/journey")

            // Then
            #expect(late.json["daysActive"] as? Int == expected)
            #expect((late.json["streak"] as? [String: Any])?["current"] as? Int == expected)
            #expect(morning.json["daysActive"] as? Int == 2)
            #expect((morning.json["streak"] as? [String: Any])?["current"] as? Int == 2)
            let streak = broken.json["streak"] as? [String: Any]
            #expect(streak?["current"] as? Int == 1 && streak?["best"] as? Int == 2)
        }
    }

    @Test("A day of japa circles keeps the streak only when Settings count japa", arguments: [true, false])
    func japaCounts(counted: Bool) async throws {
        try await withClockedApp { client, clock in
            // Given
            var fields = ["section": "journey", "dayStart": "04:00", "journeyEnabled": "on"]
            if counted { fields["countsJapa"] = "on" }
            _ = try await client.calPost("/calendar/settings", fields)
            _ = try await client.calGet("/api/v1/journey")

            // When: the next day only japa, the day after the Journey again.
            try await clock(86_400)
            let added = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"amount": 108}"#))
            #expect(added.status.code < 300)
            try await clock(86_400)
            let third = try await client.calGet("/api/v1/journey")

            // Then
            let streak = third.json["streak"] as? [String: Any]
            #expect(streak?["current"] as? Int == (counted ? 3 : 1))
            #expect(third.json["daysActive"] as? Int == (counted ? 3 : 2))
        }
    }

    @Test("Japa after midnight but before the day start counts for the person's day before, as a visit then does")
    func lateNightJapa() async throws {
        try await withClockedApp { client, clock in
            // Given: New Delhi, the browser's zone Asia/Kolkata, japa counted, the day starting at 04:00;
            // a visit at 15:30 on 21 November.
            let zone = try await client.execute(
                uri: "/profile/timezone", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"timeZone": "Asia/Kolkata"}"#))
            #expect(zone.status == .noContent)
            _ = try await client.calPost(
                "/calendar/settings",
                ["section": "journey", "dayStart": "04:00", "journeyEnabled": "on", "countsJapa": "on"])
            _ = try await client.calGet("/api/v1/journey")

            // When: the person's 22nd holds only japa, at 01:00 on the 23rd; then a visit at 10:00 on the 23rd.
            try await clock(33.5 * 3600)
            let added = try await client.execute(
                uri: "/api/v1/japa/counters/1/additions", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"amount": 108}"#))
            #expect(added.status.code < 300)
            try await clock(9 * 3600)
            let third = try await client.calGet("/api/v1/journey")

            // Then: three days in a row, as if the 01:00 session had been a visit.
            #expect(third.json["daysActive"] as? Int == 3)
            #expect((third.json["streak"] as? [String: Any])?["current"] as? Int == 3)
        }
    }

    // MARK: Reading earns points

    @Test("Viewing a Gita verse earns view points and marking it read earns read points, each once")
    func verseRead() async throws {
        try await withApp { client, _ in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            _ = try await client.calGet("/calendar")
            let start = try await journeyPoints(client)

            // When
            let viewed = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            let afterView = try await journeyPoints(client)
            let read = try await client.calPost(
                "/calendar/texts/bhagavad-gita/2.47/read", ["back": "/calendar/texts", "advance": "1"])
            let afterRead = try await journeyPoints(client)
            _ = try await client.calGet("/calendar/texts/bhagavad-gita/2.47")
            _ = try await client.calPost("/calendar/texts/bhagavad-gita/2.47/read", ["back": "/calendar/texts"])

            // Then
            #expect(viewed.status == .ok)
            #expect(afterView == start + 5)
            #expect(read.status == .seeOther)
            #expect(read.headers[.location] == "/calendar/texts/bhagavad-gita/2.48")
            #expect(afterRead == afterView + 10)
            #expect(
                try await journeyPoints(client) == afterRead, "a verse viewed again or read again earns nothing more")
            let events = try await client.calGet("/api/v1/journey/events?since=2026-11-21T00:00:00Z")
            let list = try #require(events.json["events"] as? [[String: Any]])
            #expect(
                list.contains {
                    $0["reason"] as? String == "unitRead" && $0["subject"] as? String == "bhagavad-gita/2.47"
                        && $0["points"] as? Int == 10
                })
        }
    }

    @Test("Points earned by a script-only action (deep study) are the news a study page asks for: once, with the sum")
    func newsAfterDeepStudy() async throws {
        try await withClockedApp { client, advance in
            // Given: the visit's news already announced on Today.
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            _ = try await client.calGet("/calendar")
            _ = try await client.calGet("/calendar/texts/bhagavad-gita/2.47?mode=study")
            _ = try await client.calPost("/calendar/journey/news", [:])

            // When: 15 seconds later, the page's script records the deep-study session.
            try await advance(15)
            let study = try await client.calPost("/calendar/texts/bhagavad-gita/2.47/study", ["fact": "deepStudy"])
            let first = try await client.calPost("/calendar/journey/news", [:])
            let second = try await client.calPost("/calendar/journey/news", [:])

            // Then
            #expect(study.status == .noContent)
            #expect(first.status == .ok)
            let toast = try #require(first.json["toast"] as? [String: Any])
            let points = try #require(
                (try await client.calGet("/api/v1/journey/events?since=2026-11-21T00:00:00Z").json["events"]
                    as? [[String: Any]])?.first { $0["reason"] as? String == "deepStudy" }?["points"] as? Int)
            #expect((toast["text"] as? String)?.contains("+\(points)") == true)
            #expect((toast["label"] as? String)?.isEmpty == false)
            #expect(second.json["toast"] is NSNull, "announced once")
            let today = try await client.calGet("/calendar")
            #expect(!today.text.contains("pp-toast"), "nor again on the next page")
        }
    }

    @Test("A reflection counts once toward the reflection badges, however often it is edited")
    func reflectionOnce() async throws {
        try await withApp { client, _ in
            // Given
            _ = try await client.calGet("/api/v1/journey")
            let start = try await journeyPoints(client)

            // When
            let saved = try await client.calPost(
                "/calendar/texts/bookmarks",
                ["text": "bhagavad-gita", "ref": "2.47", "note": "Work without clinging", "back": "/calendar/texts"])
            #expect(saved.status == .seeOther)
            let afterFirst = try await badgeProgress(client, "reflections-5")
            let list = try await client.calGet("/api/v1/texts/bookmarks")
            let id = try #require((list.json["bookmarks"] as? [[String: Any]])?.first?["id"] as? Int)
            for note in ["Edited once", "Edited twice"] {
                let edited = try await client.calPost(
                    "/calendar/texts/bookmarks/\(id)", ["note": note, "action": "save", "back": "/calendar/texts"])
                #expect(edited.status == .seeOther)
            }
            _ = try await client.calPost(
                "/calendar/texts/bookmarks",
                ["text": "bhagavad-gita", "ref": "2.47", "note": "Again from the verse", "back": "/calendar/texts"])
            let afterEdits = try await badgeProgress(client, "reflections-5")
            let pointsAfterEdits = try await journeyPoints(client)
            _ = try await client.calPost(
                "/calendar/texts/bookmarks",
                ["text": "bhagavad-gita", "ref": "2.48", "note": "", "back": "/calendar/texts"])
            let afterEmpty = try await badgeProgress(client, "reflections-5")
            _ = try await client.calPost(
                "/calendar/texts/bookmarks",
                ["text": "bhagavad-gita", "ref": "2.49", "note": "Another verse", "back": "/calendar/texts"])
            let afterSecond = try await badgeProgress(client, "reflections-5")

            // Then
            #expect(afterFirst == 1)
            #expect(afterEdits == 1, "editing the same reflection does not count it again")
            #expect(pointsAfterEdits == start + 5)
            #expect(afterEmpty == 1, "a bookmark without a reflection is not one")
            #expect(afterSecond == 2)
        }
    }

    @Test("Deep study earns 3 points a 15-second session and at most 50 a day; each session counts toward its badges")
    func deepStudyCap() async throws {
        try await withClockedApp { client, clock in
            // Given
            _ = try await client.calGet("/api/v1/journey")
            let start = try await journeyPoints(client)

            // When: twenty sessions, 15 s apart, as the study page's script sends them.
            for _ in 0..<20 {
                try await clock(15)
                let studied = try await client.calPost(
                    "/calendar/texts/bhagavad-gita/2.47/study", ["fact": "deepStudy"])
                #expect(studied.status == .noContent)
            }

            // Then
            let after = try await journeyPoints(client)
            #expect(after == start + 50, "\(start) → \(after)")
            #expect(try await badgeProgress(client, "deep-study-7") == 7)
            #expect(try await badgeProgress(client, "deep-study-30") == 20)
        }
    }

    // MARK: Words in every language

    @Test(
        "The Journey's pages, badges, toast, challenge card and API leave no placeholder or string key unfilled",
        arguments: PlaceholderScanTests.languages)
    func wordsFilled(language: String) async throws {
        try await withApp { client, _ in
            // Given
            _ = try await client.calPost("/language", ["language": language, "back": "/"])
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            var seen: [(String, TestResponse)] = []

            // When
            seen.append(("Today with the toast", try await client.calGet("/calendar")))
            _ = try await client.calPost("/calendar/texts/bhagavad-gita/2.47/read", ["back": "/calendar/texts"])
            _ = try await client.calPost("/calendar/journey/challenge", ["choice": "1"])
            seen.append(("Today answered", try await client.calGet("/calendar")))
            seen.append(("Journey", try await client.calGet("/calendar/journey")))
            let summary = try await client.calGet("/api/v1/journey")
            seen.append(("API summary", summary))
            for id in (summary.json["badges"] as? [[String: Any]] ?? []).compactMap({ $0["id"] as? String }) {
                seen.append(("badge \(id)", try await client.calGet("/calendar/journey/badges/\(id)")))
            }
            seen.append(("API challenge", try await client.calGet("/api/v1/journey/challenge")))
            seen.append(("API repeat answer", try await answer(client, #"{"choice": 1}"#)))
            seen.append(("API bad choice", try await answer(client, #"{"choice": 9}"#)))
            seen.append(("Settings", try await client.calGet("/calendar/settings")))
            seen.append(
                (
                    "Settings refused",
                    try await client.calPost("/calendar/settings", ["section": "journey", "dayStart": "13:00"])
                ))
            seen.append(("Badge missing", try await client.calGet("/calendar/journey/badges/none")))

            // Then
            #expect(seen.count > 40)
            for (label, response) in seen {
                #expect(response.status.code < 500, "\(language) \(label)")
                let isJSON = response.headers[.contentType]?.hasPrefix("application/json") == true
                let shown =
                    isJSON
                    ? PlaceholderScanTests.Scan.jsonStrings(response.text).joined(separator: "\n")
                    : response.text.replacingOccurrences(
                        of: #"<script[\s\S]*?</script>"#, with: "", options: .regularExpression)
                let leftovers =
                    isJSON
                    ? PlaceholderScanTests.placeholders(in: shown)
                    : PlaceholderScanTests.unfilled(
                        in: response.text)
                #expect(leftovers.isEmpty, "\(language) \(label): \(leftovers)")
                let files = [".js", ".css", ".svg", ".ics", ".png", ".webmanifest"]
                let keys = shown.matches(of: /\b(?:journey|calendar|suite|texts)\.[a-z][A-Za-z0-9._-]*/)
                    .map { String($0.0) }.filter { key in !files.contains { key.hasSuffix($0) } }
                #expect(keys.isEmpty, "\(language) \(label): string keys shown \(keys)")
            }
        }
    }

    @Test(
        "Each day's challenge has four distinct options and the same answer in every language, all four kinds in a week"
    )
    func challengeEveryDay() async throws {
        try await withClockedApp { client, clock in
            // Given: one browser per language.
            var browsers: [(String, BrowserClient)] = []
            for language in PlaceholderScanTests.languages {
                let browser = client.otherBrowser()
                _ = try await browser.calPost("/language", ["language": language, "back": "/"])
                browsers.append((language, browser))
            }
            var kinds: Set<String> = []

            for _ in 0..<8 {
                // When
                var answers: [String: Int] = [:]
                var dayKinds: Set<String> = []
                for (language, browser) in browsers {
                    let question = try await browser.calGet("/api/v1/journey/challenge")
                    #expect(question.status == .ok, "\(language)")
                    let options = question.json["options"] as? [String] ?? []
                    let day = question.json["day"] as? String ?? "?"
                    #expect(options.count == 4 && Set(options).count == 4, "\(language) \(day): \(options)")
                    #expect(options.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
                    let text = question.json["question"] as? String ?? ""
                    #expect(
                        !text.isEmpty && PlaceholderScanTests.placeholders(in: text).isEmpty, "\(language): \(text)")
                    dayKinds.insert(question.json["kind"] as? String ?? "")

                    let answered = try await answer(browser, #"{"choice": 1}"#)
                    #expect(answered.status == .created, "\(language) \(day)")
                    let result = answered.json["answered"] as? [String: Any] ?? [:]
                    let why = result["explanation"] as? String ?? ""
                    #expect(!why.isEmpty && PlaceholderScanTests.placeholders(in: why).isEmpty, "\(language): \(why)")
                    answers[language] = result["answer"] as? Int
                }

                // Then
                #expect(dayKinds.count == 1, "one kind of question a day: \(dayKinds)")
                #expect(Set(answers.values).count == 1, "the same right answer in every language: \(answers)")
                kinds.formUnion(dayKinds)
                try await clock(86_400)
            }
            #expect(kinds == ["panchangExplorer", "festivalKnowledge", "verseReflection", "mantraMatch"])
        }
    }

    // MARK: Profiles and cross-site refusals

    @Test("Each browser's Journey is its own: one's answer, reading and points never appear in the other's")
    func profilesApart() async throws {
        try await withApp { client, _ in
            // Given
            let mine = try #require(client as? BrowserClient)
            let theirs = mine.otherBrowser()
            _ = try await journeyPoints(theirs)
            let theirStart = try await journeyPoints(theirs)

            // When
            let answered = try await answer(mine, #"{"choice": 1}"#)
            #expect(answered.status == .created)
            _ = try await mine.calPost("/calendar/texts/bhagavad-gita/2.47/read", ["back": "/calendar/texts"])
            _ = try await mine.calPost(
                "/calendar/texts/bookmarks",
                ["text": "bhagavad-gita", "ref": "2.47", "note": "Mine", "back": "/calendar/texts"])

            // Then
            #expect(try await journeyPoints(mine) >= theirStart + 10 + 5)
            #expect(try await journeyPoints(theirs) == theirStart)
            #expect(try await badgeProgress(theirs, "challenges-7") == 0)
            #expect(try await badgeProgress(theirs, "reflections-5") == 0)
            #expect(try await badgeProgress(mine, "challenges-7") == 1)
            let theirChallenge = try await theirs.calGet("/api/v1/journey/challenge")
            #expect(theirChallenge.json["answered"] == nil)
            let theirEvents = try await theirs.calGet("/api/v1/journey/events?since=2000-01-01T00:00:00Z")
            let reasons = (theirEvents.json["events"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
            #expect(!reasons.contains("unitRead") && !reasons.contains("reflectionWritten"))
            let theirAnswer = try await answer(theirs, #"{"choice": 2}"#)
            #expect(theirAnswer.status == .created, "my answer does not use up theirs")
        }
    }

    @Test("A cross-site post to the challenge form or the answer API is refused (403) and stores nothing")
    func crossSiteRefused() async throws {
        try await withApp { client, database in
            // Given
            _ = try await client.calPost("/calendar/welcome", ["step": "skip"])
            _ = try await client.calGet("/calendar")
            let before = try await journeyPoints(client)
            let facts = try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count

            // When
            var foreignForm = formHeaders
            foreignForm[.origin] = "http://evil.example"
            let formPost = try await client.execute(
                uri: "/calendar/journey/challenge", method: .post, headers: foreignForm,
                body: form(["choice": "1", "day": "2026-11-21"]))
            var foreignJSON = jsonHeaders
            foreignJSON[.origin] = "http://evil.example"
            foreignJSON[.init("Sec-Fetch-Site")!] = "cross-site"
            let apiPost = try await client.execute(
                uri: "/api/v1/journey/challenge/answer", method: .post, headers: foreignJSON,
                body: ByteBuffer(string: #"{"choice": 1}"#))
            var sameSite = jsonHeaders
            sameSite[.init("Sec-Fetch-Site")!] = "same-site"
            let sibling = try await client.execute(
                uri: "/api/v1/journey/challenge/answer", method: .post, headers: sameSite,
                body: ByteBuffer(string: #"{"choice": 1}"#))

            // Then
            #expect(formPost.status == .forbidden)
            #expect(apiPost.status == .forbidden)
            #expect(apiPost.json["error"] is String)
            #expect(sibling.status == .forbidden)
            #expect(try await journeyPoints(client) == before)
            #expect(
                try await database.journeyFacts(of: .local, practice: .init(japa: false, morning: false)).count == facts
            )
            #expect(try await client.calGet("/api/v1/journey/challenge").json["answered"] == nil)
        }
    }
}

// MARK: - Helpers

/// Posts a JSON body to the answer endpoint.
private func answer(_ client: any TestClientProtocol, _ body: String) async throws -> TestResponse {
    try await client.execute(
        uri: "/api/v1/journey/challenge/answer", method: .post, headers: jsonHeaders, body: ByteBuffer(string: body))
}

/// The profile's punya points as the API derives them.
private func journeyPoints(_ client: any TestClientProtocol) async throws -> Int {
    let response = try await client.execute(uri: "/api/v1/journey", method: .get)
    return try #require(response.json["points"] as? Int)
}

/// A badge's progress as the API reports it.
private func badgeProgress(_ client: any TestClientProtocol, _ id: String) async throws -> Int {
    let response = try await client.execute(uri: "/api/v1/journey", method: .get)
    let badges = try #require(response.json["badges"] as? [[String: Any]])
    return try #require(badges.first { $0["id"] as? String == id }?["progress"] as? Int)
}

/// How Mustache writes a typed value into an attribute.
private func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
}

/// Like `withApp`, with the settable test clock at 2026-11-21 10:00 UTC; `advance(seconds)` moves it.
private func withClockedApp(
    _ body: @Sendable (BrowserClient, _ advance: @Sendable (Double) async throws -> Void) async throws -> Void
) async throws {
    let clock = TestClock(base: { Date(timeIntervalSince1970: 1_795_255_200) })
    let configuration = WebAppConfiguration(
        dataFolder: FileManager.default.temporaryDirectory, timeZone: TimeZone(identifier: "UTC")!, testClock: clock)
    let router = try await buildRouter(database: try AppDatabase.inMemory(), configuration: configuration)
    try await Application(router: router).test(.router) { base in
        let client = BrowserClient(base)
        try await body(client) { seconds in
            let moved = try await client.execute(
                uri: "/_test/clock", method: .post, headers: jsonHeaders,
                body: ByteBuffer(string: #"{"advanceSeconds": \#(seconds)}"#))
            #expect(moved.status == .ok)
        }
    }
}
