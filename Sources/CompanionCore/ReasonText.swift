import CivilTime
import Foundation
import Observances
import Panchang

/// Why-this-date in the reader's language: the engine's clauses (`ReasonPhrase`) said through the
/// `calendar.why.*` strings, with the anga, the part of the day, times and lengths in the
/// language's own words. Where a rule has no clauses yet, its English `reason` is kept.
extension CalendarNames {
    /// Why the day was chosen.
    public func reason(_ e: DateExplanation, catalog: FestivalCatalog, zone: TimeZone, day: CivilDate) -> String {
        sentence(e.because, catalog: catalog, zone: zone, day: day) ?? e.reason
    }

    /// Why a day was not chosen.
    public func reason(_ r: RejectedDay, catalog: FestivalCatalog, zone: TimeZone) -> String {
        sentence(r.because, catalog: catalog, zone: zone, day: r.date) ?? r.reason
    }

    /// The explanation's notes, each said from its clauses (a clause that `continuesNote` joins the
    /// one before); the English notes where the explanation has no clauses for them.
    public func notes(_ e: DateExplanation, catalog: FestivalCatalog, zone: TimeZone, day: CivilDate) -> [String] {
        guard !e.noteClauses.isEmpty else { return e.notes }
        var said: [String] = []
        for c in e.noteClauses {
            let text = clause(c, catalog: catalog, zone: zone, day: day)
            if c.key.continuesNote, let last = said.popLast() {
                let joiner = c.key == .sunriseTithi && last.hasSuffix(":") ? " " : t("why.join")
                said.append(last + joiner + text)
            } else {
                said.append(text)
            }
        }
        return said
    }

    /// The clauses as one sentence, or nil when there are none.
    public func sentence(_ clauses: [ReasonPhrase], catalog: FestivalCatalog, zone: TimeZone, day: CivilDate)
        -> String?
    {
        guard let first = clauses.first else { return nil }
        var text = clause(first, catalog: catalog, zone: zone, day: day)
        let lead: Set<ReasonPhrase.Key> = [.dayAfter, .dayBefore, .daysFrom]
        for (i, c) in clauses.enumerated().dropFirst() {
            let joiner = lead.contains(clauses[i - 1].key) ? " " : t("why.join")
            text += joiner + clause(c, catalog: catalog, zone: zone, day: day)
        }
        return text
    }

    /// One clause in words.
    public func clause(_ c: ReasonPhrase, catalog: FestivalCatalog, zone: TimeZone, day: CivilDate) -> String {
        var args: [String: String] = [:]
        if let a = c.anga { args["anga"] = anga(a) }
        if let n = c.next { args["next"] = anga(n) }
        if let k = c.kaala { args["kaala"] = t("why.kaala.\(k.rawValue)") }
        if let i = c.instant { args["time"] = clock(i, zone, day: day) }
        if let w = c.window { args["range"] = range(w.start, w.end, zone, day: day) }
        args["when"] = args["range"] ?? args["time"]
        if !c.windows.isEmpty {
            args["ranges"] = c.windows.map { range($0.start, $0.end, zone, day: day) }.joined(separator: t("why.and"))
        }
        for (i, s) in c.seconds.enumerated() { args["duration\(i)"] = duration(s) }
        if let id = c.festival { args["festival"] = catalog.festival(id)?.name(language: language.rawValue) ?? id }
        if let d = c.date { args["date"] = longDate(d) }
        if let n = c.days { args["days"] = String(abs(n)) }
        if let o = c.other { args["other"] = anga(o) }
        for (i, time) in c.times.enumerated() { args["time\(i)"] = clock(time, zone, day: day) }
        for (i, d) in c.dates.enumerated() { args["date\(i)"] = longDate(d) }
        if !c.dates.isEmpty { args["dates"] = c.dates.map(longDate).joined(separator: t("why.and")) }
        if let w = c.weekday { args["weekday"] = weekday(Weekday(rawValue: w) ?? .sunday) }
        if !c.weekdays.isEmpty {
            args["weekdays"] = c.weekdays.map { weekday(Weekday(rawValue: $0) ?? .sunday) }.joined(
                separator: t("why.or"))
        }
        if let n = c.nakshatra { args["star"] = nakshatra(n) }
        for (i, m) in c.months.enumerated() { args["month\(i)"] = t("names.lunarMonth.\(m)") }
        if let s = c.solar, let m = c.solarMonth { args["month"] = solarMonth(s, m) }
        if let s = c.sign { args["sign"] = t("why.sign.\(s)") }
        if !c.rules.isEmpty { args["rules"] = c.rules.map { t("why.rule.\($0)") }.joined(separator: t("why.and")) }
        if let m = c.mahadvadashi { args["mahadvadashi"] = t("why.mahadvadashiName.\(m.rawValue)") }
        if let s = c.system { args["system"] = t("why.monthSystem.\(s.rawValue)") }
        let festival = c.festival.flatMap { catalog.festival($0) }
        switch c.key {
        case .catalogNote:
            return festival.flatMap { $0.note(c.index ?? 0, language: language.rawValue) } ?? ""
        case .yearNote:
            return festival.flatMap { $0.yearNote(c.year ?? 0, c.index ?? 0, language: language.rawValue) } ?? ""
        case .variantDays:
            args["variant"] = festival?.ruleText(variant: c.variant, language: language.rawValue) ?? c.variant
        default: break
        }
        return t("why.\(c.key.rawValue)", args)
    }

    /// A window's name in the reader's words: its anga or part of the day, else the engine's name.
    public func windowName(_ w: NamedWindow) -> String {
        // The parana's and the sankranti's names: a key with at most a day in it.
        if let p = w.phrase { return t("why.\(p.key.rawValue)", p.date.map { ["date": longDate($0)] } ?? [:]) }
        if let a = w.anga { return anga(a) }
        if let k = w.kaala { return t("why.kaala.\(k.rawValue)") }
        return w.name
    }

    /// "1 h 05 min" in the reader's words.
    public func duration(_ seconds: Double) -> String {
        let m = Int((seconds / 60).rounded())
        if m >= 60 {
            return t("why.hoursMinutes", ["hours": String(m / 60), "minutes": String(format: "%02d", m % 60)])
        }
        return t("why.minutes", ["minutes": String(m)])
    }
}
