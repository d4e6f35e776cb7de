import CivilTime
import Foundation
import Panchang

extension CalendarSpan {
    /// Why an Ekadashi fast falls on its day under `rule`: the sunrise tithis of the days around it
    /// and the case of the decision table (calendar-rules.md §6.2) that applies.
    func ekadashiExplanation(_ e: EkadashiDay, rule: EkadashiRule, ruleText: String) -> DateExplanation {
        let zone = location.timeZone
        let chosen = e.day(rule)
        guard let d0 = frameIndex(containing: e.tithi.start) else {
            return DateExplanation(
                rule: ruleText, anga: e.tithi, reason: "computed fast day",
                because: [ReasonPhrase(.computedFastDay, date: chosen)])
        }
        var sunrises: [String] = []
        var sunriseClauses = [ReasonPhrase(.sunriseTithis)]
        for i in d0..<min(frames.count, d0 + 4) {
            let span = tithi(at: frames[i].sunrise)
            sunrises.append(
                "\(frames[i].day.date) sunrise \(TimeText.clock(frames[i].sunrise, zone)): \(span?.name ?? "?")")
            if let span {
                sunriseClauses.append(
                    ReasonPhrase(.sunriseTithi, anga: span, instant: frames[i].sunrise, date: frames[i].day.date))
            }
        }
        let chosenFrame = frame(chosen)
        var reason: String
        var because: [ReasonPhrase]
        switch rule {
        case .smarta:
            if let alternate = e.alternate {
                reason =
                    "Dwadashi does not reach a sunrise after the fast, so the householder (Smarta) fasts on "
                    + "\(chosen) and breaks the fast in Dwadashi; sannyasis and Vaishnavas fast on \(alternate)"
                because = [ReasonPhrase(.smartaTwoDays, date: chosen, dates: [alternate])]
            } else if let f = chosenFrame, e.tithi.start <= f.sunrise, f.sunrise < e.tithi.end {
                reason = "Ekadashi is in force at sunrise (\(TimeText.clock(f.sunrise, zone))) on \(chosen)"
                because = [ReasonPhrase(.atSunrise, anga: e.tithi, instant: f.sunrise)]
            } else {
                reason =
                    "Ekadashi holds no sunrise or is joined by a Dwadashi that spans two sunrises; the fast is "
                    + "kept on \(chosen)"
                because = [ReasonPhrase(.smartaFallback, date: chosen)]
            }
        case .iskcon where e.mahadvadashi != nil:
            let why = mahadvadashiReason(e, e.mahadvadashi!)
            reason = why.text + "; the ISKCON fast is kept on \(chosen)"
            because = [why.clause, ReasonPhrase(.iskconKept, date: chosen)]
        case .vaishnava, .iskcon:
            if let f = chosenFrame, let a = f.window(.arunodaya, pradosha: conventions.pradosha),
                e.tithi.start <= a.start, f.sunrise < e.tithi.end
            {
                reason =
                    "Dashami is over before arunodaya (\(TimeText.clock(a.start, zone))) and Ekadashi holds the "
                    + "sunrise of \(chosen)"
                because = [ReasonPhrase(.vaishnavaArunodaya, instant: a.start, date: chosen)]
            } else {
                reason =
                    "Dashami touches arunodaya, Ekadashi holds no sunrise, or Dwadashi spans two sunrises, so "
                    + "the Vaishnava fast moves to the Dwadashi day, \(chosen)"
                because = [ReasonPhrase(.vaishnavaDwadashi, date: chosen)]
            }
        }
        // Each other rule's day, once, with every rule that keeps it.
        var keptBy: [(date: CivilDate, rules: [EkadashiRule])] = []
        for other in EkadashiRule.allCases where e.day(other) != chosen {
            if let i = keptBy.firstIndex(where: { $0.date == e.day(other) }) {
                keptBy[i].rules.append(other)
            } else {
                keptBy.append((e.day(other), [other]))
            }
        }
        let rejected = keptBy.map { d in
            let labels = d.rules.map { $0 == .iskcon ? "ISKCON" : $0.rawValue.capitalized }
            var words = "the \(labels.joined(separator: " and ")) day"
            var clauses = [ReasonPhrase(.ruleDay, rules: d.rules.map(\.rawValue))]
            if let kind = e.mahadvadashi, d.date != e.iskcon, rule == .iskcon {
                words += "; ISKCON keeps the \(kind.name) on \(chosen)"
                clauses.append(ReasonPhrase(.iskconKeepsOn, date: chosen, mahadvadashi: kind))
            } else if let kind = e.mahadvadashi, d.date == e.iskcon {
                words += " (\(kind.name))"
                clauses.append(ReasonPhrase(.mahadvadashiNamed, mahadvadashi: kind))
            }
            return RejectedDay(date: d.date, reason: words, because: clauses)
        }
        var notes = ["Sunrise tithis: " + sunrises.joined(separator: "; ")]
        var noteClauses = sunriseClauses
        if e.isSarva {
            notes.append(
                e.iskcon == e.smarta
                    ? "All rules agree (Sarva Ekadashi)" : "Smarta and Vaishnava agree (Sarva Ekadashi)")
            noteClauses.append(ReasonPhrase(e.iskcon == e.smarta ? .sarvaAll : .sarvaSmartaVaishnava))
        }
        if rule != .iskcon, let kind = e.mahadvadashi {
            notes.append("ISKCON calendars keep the vow on \(e.iskcon), a \(kind.name)")
            noteClauses.append(ReasonPhrase(.iskconCalendarsKeep, date: e.iskcon, mahadvadashi: kind))
        }
        if let p = parana(after: chosen, dwadashi: e.dwadashi) {
            notes.append(
                "Parana on \(chosen.adding(days: 1)) \(TimeText.clock(p.start, zone))–\(TimeText.clock(p.end, zone)): "
                    + "after sunrise and Hari Vasara, within Dwadashi, in the morning where possible")
            noteClauses.append(ReasonPhrase(.parana, window: p, date: chosen.adding(days: 1)))
        }
        return DateExplanation(
            rule: ruleText, anga: e.tithi, kaala: .sunrise,
            window: chosenFrame.map { TimeWindow(start: $0.sunrise, end: $0.sunrise) },
            reason: reason, rejected: rejected, notes: notes, because: because, noteClauses: noteClauses)
    }
}
