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
            return DateExplanation(rule: ruleText, anga: e.tithi, reason: "computed fast day")
        }
        var sunrises: [String] = []
        for i in d0..<min(frames.count, d0 + 4) {
            let t = tithi(at: frames[i].sunrise)?.name ?? "?"
            sunrises.append("\(frames[i].day.date) sunrise \(TimeText.clock(frames[i].sunrise, zone)): \(t)")
        }
        let chosenFrame = frame(chosen)
        var reason: String
        switch rule {
        case .smarta:
            if let alternate = e.alternate {
                reason =
                    "Dwadashi does not reach a sunrise after the fast, so the householder (Smarta) fasts on "
                    + "\(chosen) and breaks the fast in Dwadashi; sannyasis and Vaishnavas fast on \(alternate)"
            } else if let f = chosenFrame, e.tithi.start <= f.sunrise, f.sunrise < e.tithi.end {
                reason = "Ekadashi is in force at sunrise (\(TimeText.clock(f.sunrise, zone))) on \(chosen)"
            } else {
                reason =
                    "Ekadashi holds no sunrise or is joined by a Dwadashi that spans two sunrises; the fast is "
                    + "kept on \(chosen)"
            }
        case .iskcon where e.mahadvadashi != nil:
            reason = mahadvadashiReason(e, e.mahadvadashi!) + "; the ISKCON fast is kept on \(chosen)"
        case .vaishnava, .iskcon:
            if let f = chosenFrame, let a = f.window(.arunodaya, pradosha: conventions.pradosha),
                e.tithi.start <= a.start, f.sunrise < e.tithi.end
            {
                reason =
                    "Dashami is over before arunodaya (\(TimeText.clock(a.start, zone))) and Ekadashi holds the "
                    + "sunrise of \(chosen)"
            } else {
                reason =
                    "Dashami touches arunodaya, Ekadashi holds no sunrise, or Dwadashi spans two sunrises, so "
                    + "the Vaishnava fast moves to the Dwadashi day, \(chosen)"
            }
        }
        // Each other rule's day, once, with every rule that keeps it.
        var keptBy: [(date: CivilDate, rules: [String])] = []
        for other in EkadashiRule.allCases where e.day(other) != chosen {
            let label = other == .iskcon ? "ISKCON" : other.rawValue.capitalized
            if let i = keptBy.firstIndex(where: { $0.date == e.day(other) }) {
                keptBy[i].rules.append(label)
            } else {
                keptBy.append((e.day(other), [label]))
            }
        }
        let rejected = keptBy.map { d in
            var words = "the \(d.rules.joined(separator: " and ")) day"
            if let kind = e.mahadvadashi, d.date != e.iskcon, rule == .iskcon {
                words += "; ISKCON keeps the \(kind.name) on \(chosen)"
            } else if let kind = e.mahadvadashi, d.date == e.iskcon {
                words += " (\(kind.name))"
            }
            return RejectedDay(date: d.date, reason: words)
        }
        var notes = ["Sunrise tithis: " + sunrises.joined(separator: "; ")]
        if e.isSarva {
            notes.append(
                e.iskcon == e.smarta
                    ? "All rules agree (Sarva Ekadashi)" : "Smarta and Vaishnava agree (Sarva Ekadashi)")
        }
        if rule != .iskcon, let kind = e.mahadvadashi {
            notes.append("ISKCON calendars keep the vow on \(e.iskcon), a \(kind.name)")
        }
        if let p = parana(after: chosen, dwadashi: e.dwadashi) {
            notes.append(
                "Parana on \(chosen.adding(days: 1)) \(TimeText.clock(p.start, zone))–\(TimeText.clock(p.end, zone)): "
                    + "after sunrise and Hari Vasara, within Dwadashi, in the morning where possible")
        }
        return DateExplanation(
            rule: ruleText, anga: e.tithi, kaala: .sunrise,
            window: chosenFrame.map { TimeWindow(start: $0.sunrise, end: $0.sunrise) },
            reason: reason, rejected: rejected, notes: notes)
    }
}
