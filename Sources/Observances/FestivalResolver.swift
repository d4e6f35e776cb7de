import CivilTime
import Foundation
import Panchang

/// A day a festival rule gives, with the reasons.
struct RuleHit {
    let date: CivilDate
    let explanation: DateExplanation
    let windows: [NamedWindow]
}

extension CalendarSpan {
    /// Every day `rule` gives over the computed frames; `resolved` holds the hits of festivals
    /// already computed (for relative rules), `names` their names for the explanation's words.
    func hits(
        _ rule: FestivalRule, ruleText: String, resolved: [String: [RuleHit]], names: [String: String] = [:]
    ) -> [RuleHit] {
        switch rule {
        case .tithi(let month, let tithi, let angaRule, let inAdhika):
            return tithis.filter { $0.index == tithi }.compactMap { span in
                guard let m = lunarMonth(of: span), inAdhika || !m.month.isAdhika else { return nil }
                if m.month.number == month { return hit(span, angaRule, ruleText) }
                // A month holding two sankrantis also carries the name skipped after it (kshaya
                // masa, calendar-rules.md §3.1), so that month's festivals are kept in it.
                guard m.precedesKshaya, m.month.number % 12 + 1 == month, let h = hit(span, angaRule, ruleText)
                else { return nil }
                let e = h.explanation
                let note =
                    "\(LunarMonth.names[month - 1]) is a kshaya (skipped) month this year: the Sun enters two signs "
                    + "during \(m.month.name), which carries both names, so \(LunarMonth.names[month - 1])'s "
                    + "festivals are kept in it"
                return RuleHit(
                    date: h.date,
                    explanation: DateExplanation(
                        rule: e.rule, anga: e.anga, kaala: e.kaala, window: e.window, reason: e.reason,
                        rejected: e.rejected, notes: e.notes + [note], because: e.because,
                        noteClauses: e.noteClauses + [ReasonPhrase(.kshayaMonth, months: [month, m.month.number])]),
                    windows: h.windows)
            }
        case .solarDay(let calendar, let month, let day):
            return (solarStarts[calendar] ?? []).filter { $0.month == month }.map { start in
                solarDayHit(start, day: day, ruleText: ruleText)
            }
        case .tithiInSolarMonth(let calendar, let month, let tithi, let angaRule):
            return tithis.filter { $0.index == tithi }.compactMap { span in
                guard let h = hit(span, angaRule, ruleText), solarDate(h.date, calendar: calendar)?.month == month
                else { return nil }
                return h
            }
        case .nakshatraInSolarMonth(let calendar, let month, let nakshatra, let angaRule, let second):
            let all = nakshatras.filter { $0.index == nakshatra }.compactMap { span -> (RuleHit, SolarDate)? in
                guard let h = hit(span, angaRule, ruleText), let s = solarDate(h.date, calendar: calendar),
                    s.month == month
                else { return nil }
                return (h, s)
            }
            let byYear = Dictionary(grouping: all, by: { $0.1.yearStartedIn })
            return byYear.keys.sorted().map { year in
                let options = byYear[year]!.map(\.0)
                guard options.count > 1 else { return options[0] }
                let pick = second ? options[options.count - 1] : options[0]
                let others = options.filter { $0.date != pick.date }.map {
                    RejectedDay(
                        date: $0.date,
                        reason: second
                            ? "the nakshatra recurs in the same solar month; the second occurrence is kept"
                            : "the nakshatra recurs in the same solar month; the first occurrence is kept",
                        because: [ReasonPhrase(second ? .recursSecondKept : .recursFirstKept)])
                }
                let e = pick.explanation
                return RuleHit(
                    date: pick.date,
                    explanation: DateExplanation(
                        rule: e.rule, anga: e.anga, kaala: e.kaala, window: e.window, reason: e.reason,
                        rejected: e.rejected + others, notes: e.notes, because: e.because, noteClauses: e.noteClauses),
                    windows: pick.windows)
            }
        case .relative(let to, let days):
            return (resolved[to] ?? []).map { base in
                let e = base.explanation
                let words = days == 1 ? "the day after" : days == -1 ? "the day before" : "\(days) days from"
                return RuleHit(
                    date: base.date.adding(days: days),
                    explanation: DateExplanation(
                        rule: ruleText, anga: e.anga, kaala: e.kaala, window: e.window,
                        reason: "\(words) \(names[to] ?? to) (\(EnglishDate.words(base.date))), which is kept because "
                            + e.reason, notes: e.notes,
                        because: [
                            ReasonPhrase(
                                days == 1 ? .dayAfter : days == -1 ? .dayBefore : .daysFrom, festival: to,
                                date: base.date, days: days)
                        ] + e.because, noteClauses: e.noteClauses),
                    windows: [])
            }
        case .weekdayBefore(let weekday, let anchor):
            return hits(anchor, ruleText: ruleText, resolved: resolved, names: names).map { base in
                var d = base.date.adding(days: -1)
                while d.weekday.rawValue != weekday { d = d.adding(days: -1) }
                let e = base.explanation
                return RuleHit(
                    date: d,
                    explanation: DateExplanation(
                        rule: ruleText, anga: e.anga, kaala: e.kaala, window: e.window,
                        reason:
                            "the last \(WeekdayText.english[weekday]) before \(EnglishDate.words(base.date)), the day of "
                            + "\(e.anga?.name ?? "the anchor") (\(e.reason))",
                        notes: [
                            "When the anchor day itself is a \(WeekdayText.english[weekday]), the one before is kept (2022: Aug 5, "
                                + "not Purnima's Aug 12); practice varies"
                        ],
                        because: [ReasonPhrase(.lastWeekdayBefore, anga: e.anga, date: base.date, weekday: weekday)]
                            + e.because,
                        noteClauses: [ReasonPhrase(.weekdayBeforeNote, weekday: weekday)]),
                    windows: [])
            }
        case .ekadashiInSolarMonth(let calendar, let month, let shukla, let rule):
            return ekadashis().compactMap { e in
                guard (e.tithi.index == 11) == shukla, solarDate(e.day(rule), calendar: calendar)?.month == month
                else { return nil }
                return ekadashiHit(e, rule: rule, ruleText: ruleText)
            }
        }
    }

    func hit(_ span: AngaSpan, _ rule: AngaRule, _ ruleText: String) -> RuleHit? {
        guard let d = decide(span, rule, ruleText: ruleText) else { return nil }
        var windows = [NamedWindow(name: span.name, window: TimeWindow(start: span.start, end: span.end), anga: span)]
        if let w = d.explanation.window, w.start < w.end {
            windows.append(NamedWindow(name: rule.kaala.label, window: w, kaala: rule.kaala))
        }
        return RuleHit(date: frames[d.index].day.date, explanation: d.explanation, windows: windows)
    }

    func solarDayHit(_ start: SolarMonthStart, day: Int, ruleText: String) -> RuleHit {
        let zone = location.timeZone
        let sankrantiDate = CivilDate(start.sankranti, in: zone)
        let signs = [
            "Mesha", "Vrishabha", "Mithuna", "Karka", "Simha", "Kanya", "Tula", "Vrishchika", "Dhanu", "Makara",
            "Kumbha", "Meena",
        ]
        let monthName = start.calendar.monthNames[start.month - 1]
        var reason = "the Sun enters \(signs[start.sign]) at \(TimeText.clock(start.sankranti, zone)); "
        var because = [ReasonPhrase(.sunEnters, instant: start.sankranti, sign: start.sign)]
        var rejected: [RejectedDay] = []
        var window: TimeWindow?
        if let f = frame(sankrantiDate) {
            window = TimeWindow(start: f.sunrise, end: f.sunset)
            let rule = SolarRuleText.words(start.calendar, sunrise: f.sunrise, sunset: f.sunset, zone: zone)
            reason += "by the \(start.calendar.rawValue) rule (\(rule)) \(monthName) 1 is \(start.firstDay)"
            let key: ReasonPhrase.Key
            var limit: Date?
            switch start.calendar {
            case .tamil: (key, limit) = (.solarRuleTamil, f.sunset)
            case .malayalam:
                (key, limit) = (
                    .solarRuleMalayalam, f.sunrise.addingTimeInterval(0.6 * f.sunset.timeIntervalSince(f.sunrise))
                )
            case .bengali: key = .solarRuleBengali
            case .odia: key = .solarRuleOdia
            }
            because.append(
                ReasonPhrase(key, instant: limit, date: start.firstDay, solar: start.calendar, solarMonth: start.month))
            if start.firstDay != sankrantiDate {
                rejected.append(
                    RejectedDay(
                        date: sankrantiDate, reason: "the sankranti's own day, which the rule does not take",
                        because: [ReasonPhrase(.sankrantiOwnDay)]))
            }
        }
        if day != 1 {
            reason += ", so \(monthName) \(day) is \(start.firstDay.adding(days: day - 1))"
            because.append(
                ReasonPhrase(
                    .solarDay, date: start.firstDay.adding(days: day - 1), days: day, solar: start.calendar,
                    solarMonth: start.month))
        }
        return RuleHit(
            date: start.firstDay.adding(days: day - 1),
            explanation: DateExplanation(
                rule: ruleText, window: window, reason: reason, rejected: rejected, because: because),
            windows: [
                NamedWindow(
                    name: "Sankranti", window: TimeWindow(start: start.sankranti, end: start.sankranti),
                    phrase: ReasonPhrase(.sankrantiWindow))
            ])
    }

    func ekadashiHit(_ e: EkadashiDay, rule: EkadashiRule, ruleText: String) -> RuleHit {
        let date = e.day(rule)
        let explanation = ekadashiExplanation(e, rule: rule, ruleText: ruleText)
        var windows = [
            NamedWindow(name: e.tithi.name, window: TimeWindow(start: e.tithi.start, end: e.tithi.end), anga: e.tithi)
        ]
        if let p = parana(after: date, dwadashi: e.dwadashi) {
            windows.append(
                NamedWindow(
                    name: "Parana (break the fast) on \(date.adding(days: 1))", window: p,
                    phrase: ReasonPhrase(.paranaWindow, date: date.adding(days: 1))))
        }
        return RuleHit(date: date, explanation: explanation, windows: windows)
    }
}

/// English weekday names, Sunday first.
enum WeekdayText {
    static let english = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
}

/// A day in English words for explanations people read: "Sunday 21 March 2027", never an ISO date.
enum EnglishDate {
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func words(_ date: CivilDate) -> String {
        "\(WeekdayText.english[date.weekday.rawValue]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }
}

/// The solar-month rules in words, with the day's times.
enum SolarRuleText {
    static func words(_ kind: SolarCalendarKind, sunrise: Date, sunset: Date, zone: TimeZone) -> String {
        switch kind {
        case .tamil:
            "a sankranti before sunset (\(TimeText.clock(sunset, zone))) starts the month that day, else the next day"
        case .malayalam:
            "a sankranti in the first three fifths of the daytime (to "
                + "\(TimeText.clock(sunrise.addingTimeInterval(0.6 * sunset.timeIntervalSince(sunrise)), zone))) "
                + "starts the month that day, else the next day"
        case .bengali: "a sankranti before midnight starts the month the next day, after midnight the day after"
        case .odia: "a sankranti before midnight starts the month that day, after midnight the next day"
        }
    }
}
