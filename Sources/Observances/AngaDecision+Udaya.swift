import CivilTime
import Foundation
import Panchang

/// Which day a sunrise rule keeps when no sunrise holds the anga (kshaya).
public enum KshayaDay: String, Sendable, Hashable, Codable {
    /// The day the anga occurs in, whose sunrise the previous tithi holds (the generic udaya rule, §6.1).
    case occurs
    /// The next day, whose sunrise the following tithi holds: for rules that never keep a day joined with
    /// the previous tithi at sunrise (the Vaishnava Janmashtami is never kept on Saptami).
    case next
}

/// How a sunrise rule chooses between the two days of an anga that holds two sunrises (vriddhi): the day
/// whose sunrise has `nakshatra`; if both or neither, the one whose nishita has it; if still undecided, the
/// later day when it falls on one of `weekdays`, else the earlier. This is GCAL's Janmashtami decision
/// (gopa810/gcal-cpp, TResultCalendar.cpp, CompleteCalc): Rohini, then Monday or Wednesday, the days the
/// Jayanti texts name beside Rohini.
public struct VriddhiPreference: Sendable, Hashable, Codable {
    /// The nakshatra (1 Ashwini … 27 Revati) that picks the day.
    public var nakshatra: Int
    /// Weekdays (0 = Sunday) on which the later day is kept when the nakshatra does not decide.
    public var weekdays: [Int]

    /// A preference from its parts.
    public init(nakshatra: Int, weekdays: [Int]) {
        self.nakshatra = nakshatra
        self.weekdays = weekdays
    }
}

extension CalendarSpan {
    /// The sunrise rule with its Vaishnava refinements (`AngaRule.kshaya`, `AngaRule.vriddhi`). The day in
    /// which the anga begins never qualifies: the previous tithi holds its sunrise (it is "viddha").
    func decideUdaya(_ span: AngaSpan, _ rule: AngaRule, ruleText: String) -> AngaDecision? {
        guard let d0 = frameIndex(containing: span.start), d0 + 2 < frames.count else { return nil }
        let zone = location.timeZone
        let what = span.name
        func holds(_ i: Int) -> Bool { span.start <= frames[i].sunrise && frames[i].sunrise < span.end }
        func clock(_ t: Date) -> String { TimeText.clock(t, zone) }
        let previousSpan = tithi(at: frames[d0].sunrise)
        let previous = previousSpan?.name ?? "the previous tithi"
        let bare = previous.split(separator: " ").last.map(String.init) ?? previous
        let viddha =
            "\(previous) holds its sunrise (\(clock(frames[d0].sunrise))) and \(what) begins only at "
            + "\(clock(span.start)): the day is joined with \(bare) (\(bare)-viddha)"
        let viddhaClause = ReasonPhrase(
            .viddha, anga: span, other: previousSpan, times: [frames[d0].sunrise, span.start])
        var chosen = d0 + 1
        var reason: String
        var because: [ReasonPhrase]
        var rejected: [RejectedDay] = []
        if !holds(d0 + 1) {
            let nextSpan = tithi(at: frames[d0 + 1].sunrise)
            let next = nextSpan?.name ?? "the next tithi"
            let kshaya = "\(what) holds no sunrise (kshaya: \(clock(span.start))–\(clock(span.end)))"
            switch rule.kshaya {
            case .occurs:
                chosen = d0
                reason = "\(kshaya), so it is kept on the day it occurs"
                because = [ReasonPhrase(.kshaya, anga: span)]
                rejected.append(
                    RejectedDay(
                        date: frames[d0 + 1].day.date,
                        reason: "\(what) ends before its sunrise (\(clock(frames[d0 + 1].sunrise)))",
                        because: [ReasonPhrase(.endsBeforeSunrise, anga: span, instant: frames[d0 + 1].sunrise)]))
            case .next:
                reason =
                    "\(kshaya); the rule never keeps a day \(previous) holds at sunrise, so the next day, whose "
                    + "sunrise (\(clock(frames[d0 + 1].sunrise))) \(next) holds, is kept (\(what) joined with \(next))"
                because = [
                    ReasonPhrase(
                        .kshayaNext, anga: span, next: nextSpan, instant: frames[d0 + 1].sunrise, other: previousSpan)
                ]
                rejected.append(RejectedDay(date: frames[d0].day.date, reason: viddha, because: [viddhaClause]))
            }
        } else if holds(d0 + 2), let preference = rule.vriddhi {
            let pick = vriddhiChoice(first: d0 + 1, preference)
            chosen = pick.index
            reason =
                "\(what) holds two sunrises (\(clock(frames[d0 + 1].sunrise)) and \(clock(frames[d0 + 2].sunrise))); "
                + pick.why
            because =
                [ReasonPhrase(.twoSunrises, anga: span, times: [frames[d0 + 1].sunrise, frames[d0 + 2].sunrise])]
                + pick.whyClauses
            let other = chosen == d0 + 1 ? d0 + 2 : d0 + 1
            rejected.append(
                RejectedDay(date: frames[other].day.date, reason: pick.against, because: pick.againstClauses))
            rejected.append(RejectedDay(date: frames[d0].day.date, reason: viddha, because: [viddhaClause]))
        } else {
            reason = "\(what) is in force at sunrise (\(clock(frames[d0 + 1].sunrise)))"
            because = [ReasonPhrase(.atSunrise, anga: span, instant: frames[d0 + 1].sunrise)]
            if holds(d0 + 2) {
                reason += "; it also holds the next sunrise, and the first is kept"
                because.append(ReasonPhrase(.alsoNextSunrise))
            }
            rejected.append(RejectedDay(date: frames[d0].day.date, reason: viddha, because: [viddhaClause]))
        }
        var notes: [String] = []
        var noteClauses: [ReasonPhrase] = []
        if let n = rule.vriddhi?.nakshatra, let star = nearestNakshatra(n, to: span) {
            let joined = star.start < span.end && span.start < star.end
            noteClauses.append(
                ReasonPhrase(.starRuns, window: TimeWindow(start: star.start, end: star.end), other: star))
            noteClauses.append(
                joined
                    ? ReasonPhrase(
                        .starJoined, anga: span,
                        window: TimeWindow(start: max(star.start, span.start), end: min(star.end, span.end)))
                    : ReasonPhrase(.starMisses, anga: span))
            notes.append(
                "\(star.name) nakshatra runs \(clock(star.start))–\(clock(star.end))"
                    + (joined
                        ? "; joined with \(what) from \(clock(max(star.start, span.start))) to "
                            + "\(clock(min(star.end, span.end))) (Jayanti)"
                        : "; it does not meet \(what) this year"))
        }
        return AngaDecision(
            index: chosen,
            explanation: DateExplanation(
                rule: ruleText, anga: span, kaala: .sunrise,
                window: frames[chosen].window(.sunrise, pradosha: conventions.pradosha), reason: reason,
                rejected: rejected, notes: notes, because: because, noteClauses: noteClauses))
    }

    /// GCAL's choice between the two sunrise days `first` and `first + 1` of an anga in vriddhi.
    func vriddhiChoice(first t: Int, _ p: VriddhiPreference) -> VriddhiPick {
        let u = t + 1
        let name = AngaKind.nakshatra.name(p.nakshatra)
        func atSunrise(_ i: Int) -> Bool { nakshatra(at: frames[i].sunrise)?.index == p.nakshatra }
        func atNishita(_ i: Int) -> Bool {
            guard let w = frames[i].window(.nishita, pradosha: conventions.pradosha) else { return false }
            return nakshatra(at: w.start.addingTimeInterval(w.end.timeIntervalSince(w.start) / 2))?.index
                == p.nakshatra
        }
        let weekday = frames[u].day.date.weekday.rawValue
        let days = p.weekdays.map { WeekdayText.english[$0] }.joined(separator: " or ")
        let n = p.nakshatra
        func byWeekday(_ why: String, _ key: ReasonPhrase.Key) -> VriddhiPick {
            let star = ReasonPhrase(key, nakshatra: n)
            if p.weekdays.contains(weekday) {
                return VriddhiPick(
                    index: u, why: "\(why); the later day is a \(WeekdayText.english[weekday]), so it is kept",
                    against: "\(why); the later day, a \(days), is preferred",
                    whyClauses: [star, ReasonPhrase(.laterIsWeekday, weekday: weekday)],
                    againstClauses: [star, ReasonPhrase(.laterPreferred, weekdays: p.weekdays)])
            }
            return VriddhiPick(
                index: t, why: "\(why); the later day is not a \(days), so the first is kept",
                against: "\(why); the first is kept",
                whyClauses: [star, ReasonPhrase(.laterNotWeekday, weekdays: p.weekdays)],
                againstClauses: [star, ReasonPhrase(.firstKept)])
        }
        func pick(
            _ i: Int, _ why: String, _ against: String, _ whyKey: ReasonPhrase.Key, _ againstKey: ReasonPhrase.Key
        )
            -> VriddhiPick
        {
            VriddhiPick(
                index: i, why: why, against: against, whyClauses: [ReasonPhrase(whyKey, nakshatra: n)],
                againstClauses: [ReasonPhrase(againstKey, nakshatra: n)])
        }
        switch (atSunrise(t), atSunrise(u)) {
        case (true, true):
            switch (atNishita(t), atNishita(u)) {
            case (true, false):
                return pick(
                    t, "\(name) holds both sunrises but only the first midnight", "\(name) is gone by its midnight",
                    .starBothFirstMidnight, .starGoneByMidnight)
            case (false, true):
                return pick(
                    u, "\(name) holds both sunrises but only the second midnight",
                    "\(name) is not in force at its midnight", .starBothSecondMidnight, .starNotAtMidnight)
            default:
                return byWeekday("\(name) holds both sunrises and does not decide by midnight", .starBothNoMidnight)
            }
        case (true, false):
            return pick(
                t, "\(name) holds the first sunrise only", "\(name) does not hold its sunrise", .starFirstSunrise,
                .starNotAtSunrise)
        case (false, true):
            return pick(
                u, "\(name) holds the second sunrise only", "\(name) does not hold its sunrise", .starSecondSunrise,
                .starNotAtSunrise)
        case (false, false): return byWeekday("\(name) holds neither sunrise", .starNeither)
        }
    }

    /// The occurrence of nakshatra `n` nearest to `span` (they meet, or the closest start).
    func nearestNakshatra(_ n: Int, to span: AngaSpan) -> AngaSpan? {
        nakshatras.filter { $0.index == n }.min {
            abs($0.start.timeIntervalSince(span.start)) < abs($1.start.timeIntervalSince(span.start))
        }
    }
}

/// The day a vriddhi preference picks, with why (and why not the other) in words and as clauses.
struct VriddhiPick {
    let index: Int
    let why: String
    let against: String
    let whyClauses: [ReasonPhrase]
    let againstClauses: [ReasonPhrase]
}
