import CivilTime
import Foundation
import Panchang

extension ObservanceCalculator {
    /// Monthly and weekly observance days over the span (calendar-rules.md §6.3).
    func monthly(in span: CalendarSpan) -> [Observance] {
        var result: [Observance] = []
        for m in MonthlyObservance.all {
            switch m.selector {
            case .ekadashi:
                for e in span.ekadashis() {
                    let h = span.ekadashiHit(e, rule: conventions.ekadashi, ruleText: m.ruleText)
                    var notes: [String] = []
                    var clauses: [ReasonPhrase] = []
                    if let alternate = e.alternate, conventions.ekadashi == .smarta {
                        notes.append("Fasting is listed on two days; \(alternate) is for sannyasis and Vaishnavas")
                        clauses.append(ReasonPhrase(.twoFastDays, date: alternate))
                    }
                    result.append(
                        Observance(
                            id: m.id, date: h.date, name: e.name, category: m.category, windows: h.windows,
                            explanation: h.explanation.adding(notes: notes, clauses: clauses), food: m.food,
                            variant: conventions.ekadashi.rawValue))
                }
            case .tithis(let indices, let rule):
                for t in span.tithis where indices.contains(t.index) {
                    if m.id == "masik-shivaratri", let lm = span.lunarMonth(of: t), lm.month.number == 11,
                        !lm.month.isAdhika
                    {
                        continue  // Magha's is Maha Shivaratri, a festival of the catalog.
                    }
                    guard let h = span.hit(t, rule, m.ruleText) else { continue }
                    let other = otherDay(m, t, h, span)
                    result.append(
                        Observance(
                            id: m.id, date: h.date, name: name(m, index: t.index, date: h.date), category: m.category,
                            windows: h.windows,
                            explanation: h.explanation.adding(notes: other.map(\.text), clauses: other.map(\.clause)),
                            food: m.food))
                }
            case .nakshatra(let n, let rule):
                for t in span.nakshatras where t.index == n {
                    guard let h = span.hit(t, rule, m.ruleText) else { continue }
                    result.append(
                        Observance(
                            id: m.id, date: h.date, name: m.name, category: m.category, windows: h.windows,
                            explanation: h.explanation, food: m.food))
                }
            case .weekday(let w):
                var d = span.first
                while d <= span.last {
                    if d.weekday.rawValue == w {
                        let (name, why, clause) = mondayName(d, span)
                        result.append(
                            Observance(
                                id: m.id, date: d, name: name ?? m.name, category: m.category,
                                explanation: DateExplanation(
                                    rule: m.ruleText, reason: "\(d) is a \(WeekdayText.english[w])" + why,
                                    because: [ReasonPhrase(.isWeekday, date: d, weekday: w)]
                                        + (clause.map { [$0] } ?? [])),
                                food: m.food))
                    }
                    d = d.adding(days: 1)
                }
            }
        }
        return result
    }

    /// calendar-rules.md §6.3: Purnima and Amavasya days differ by purpose; name the other day when
    /// it differs (the sunrise Purnima that calendars label; the aparahna Amavasya for tarpanam).
    func otherDay(_ m: MonthlyObservance, _ t: AngaSpan, _ h: RuleHit, _ span: CalendarSpan)
        -> [(text: String, clause: ReasonPhrase)]
    {
        let (kaala, words, key): (Kaala, String, ReasonPhrase.Key)
        switch m.id {
        case "pournami": (kaala, words, key) = (.sunrise, "Purnima holds the sunrise of", .purnimaSunriseOf)
        case "amavasai":
            (kaala, words, key) = (
                .aparahna, "Amavasya covers the afternoon (aparahna, for tarpanam) of", .amavasyaAparahnaOf
            )
        default: return []
        }
        guard let other = span.decide(t, AngaRule(kaala: kaala), ruleText: m.ruleText) else { return [] }
        let date = span.frames[other.index].day.date
        return date == h.date
            ? [] : [("\(words) \(date), which some calendars list instead", ReasonPhrase(key, date: date))]
    }

    /// Special Mondays (calendar-rules.md §6.3): Karthigai Somavaram in the Tamil month Karthigai;
    /// Shravan Somvar in Shravana under the conventions' month system (purnimanta months start after
    /// Purnima, amanta after Amavasya, so the two lists differ by a fortnight).
    func mondayName(_ d: CivilDate, _ span: CalendarSpan) -> (String?, String, ReasonPhrase?) {
        if let t = span.tamilDate(d), t.solar.month == 8 {
            return (
                "Karthigai Somavaram", " in the Tamil month Karthigai (day \(t.solar.day))",
                ReasonPhrase(.inKarthigai, days: t.solar.day)
            )
        }
        if let l = span.lunarDate(d), l.monthName(conventions.monthSystem) == "Shravana" {
            return (
                "Shravan Somvar", " in Shravana (\(conventions.monthSystem.rawValue))",
                ReasonPhrase(.inShravana, system: conventions.monthSystem)
            )
        }
        return (nil, "", nil)
    }

    /// The instance name: Soma/Shani/Bhauma Pradosham, Angaraki Sankashti, Durgashtami/Kalashtami.
    func name(_ m: MonthlyObservance, index: Int, date: CivilDate) -> String {
        let w = date.weekday
        switch m.id {
        case "pradosham":
            switch w {
            case .monday: return "Soma Pradosham"
            case .tuesday: return "Bhauma Pradosham"
            case .saturday: return "Shani Pradosham"
            default: return m.name
            }
        case "sankashti-chaturthi": return w == .tuesday ? "Angaraki Sankashti Chaturthi" : m.name
        case "ashtami": return index == 8 ? "Masik Durgashtami" : "Kalashtami"
        case "navami": return index == 9 ? "Shukla Navami" : "Krishna Navami"
        default: return m.name
        }
    }
}
