import CivilTime
import Foundation
import Panchang

/// Calendars and observances for a place: the entry point of this module. Pure: place, dates and
/// conventions are parameters.
public struct ObservanceCalculator: Sendable {
    /// The panchang engine underneath.
    public let panchang: PanchangCalculator
    /// The conventions (defaults in `ObservanceConventions`).
    public let conventions: ObservanceConventions
    /// The festivals.
    public let catalog: FestivalCatalog

    /// A calculator over an engine and a catalog.
    public init(panchang: PanchangCalculator, conventions: ObservanceConventions, catalog: FestivalCatalog) {
        self.panchang = panchang
        self.conventions = conventions
        self.catalog = catalog
    }

    /// A calculator over the bundled ephemeris and festival catalog.
    public static func bundled(conventions: ObservanceConventions = ObservanceConventions()) throws(ObservancesError)
        -> ObservanceCalculator
    {
        let engine: PanchangCalculator
        do {
            engine = try PanchangCalculator.bundled(conventions: conventions.panchang)
        } catch {
            throw .panchang(error)
        }
        return ObservanceCalculator(panchang: engine, conventions: conventions, catalog: try FestivalCatalog.bundled())
    }

    /// The calendar data for the days `first` through `last` at `location`.
    public func span(from first: CivilDate, through last: CivilDate, at location: Location) throws(ObservancesError)
        -> CalendarSpan
    {
        for d in [first, last] where !CalendarRange.computableYears.contains(d.year) { throw .outsideYears(d.year) }
        guard first <= last else { throw .panchang(.emptyRange(from: first, to: last)) }
        return try CalendarSpan(
            first: first, last: last, location: location, conventions: conventions, calculator: panchang)
    }

    /// Every observance (festivals and monthly observances) from `first` through `last`, by date.
    public func observances(from first: CivilDate, through last: CivilDate, at location: Location)
        throws(ObservancesError) -> [Observance]
    {
        let s = try span(from: first, through: last, at: location)
        return observances(in: s)
    }

    /// Every observance of a Gregorian year.
    public func observances(year: Int, at location: Location) throws(ObservancesError) -> [Observance] {
        guard CalendarRange.computableYears.contains(year) else { throw .outsideYears(year) }
        let first = try! CivilDate(year: year, month: 1, day: 1)
        let last = try! CivilDate(year: year, month: 12, day: 31)
        return try observances(from: first, through: last, at: location)
    }

    /// The observances within a computed span's requested days.
    public func observances(in span: CalendarSpan) -> [Observance] {
        let all = festivals(in: span) + monthly(in: span)
        let order = Dictionary(uniqueKeysWithValues: ObservanceCategory.allCases.enumerated().map { ($1, $0) })
        return all.filter { $0.date >= span.first && $0.date <= span.last }.sorted {
            ($0.date, order[$0.category]!, $0.id) < ($1.date, order[$1.category]!, $1.id)
        }
    }

    /// The rule a festival is computed with under the conventions, and the variant key.
    func chosenRule(_ f: Festival) -> (rule: FestivalRule, text: String, variant: String?) {
        let key: String? =
            switch f.variantSetting {
            case "janmashtami": conventions.janmashtami.rawValue
            case "hanumanJayanti": conventions.hanumanJayanti.rawValue
            default: nil
            }
        if let key, let v = f.variants?.first(where: { $0.key == key }) {
            return (v.rule, v.ruleText, key)
        }
        return (f.rule, f.ruleText, key)
    }

    /// Festival days over the span, before filtering to the requested days.
    func festivals(in span: CalendarSpan) -> [Observance] {
        var resolved: [String: [RuleHit]] = [:]
        let festivalNames = Dictionary(uniqueKeysWithValues: catalog.festivals.map { ($0.id, $0.names.en) })
        var pending = catalog.festivals
        // Relative rules need their base first; two passes settle chains (Bhogi → Thai Pongal).
        for _ in 0..<3 where !pending.isEmpty {
            var next: [Festival] = []
            for f in pending {
                let (rule, text, _) = chosenRule(f)
                if case .relative(let to, _) = rule, resolved[to] == nil {
                    next.append(f)
                    continue
                }
                resolved[f.id] = span.hits(rule, ruleText: text, resolved: resolved, names: festivalNames)
            }
            pending = next
        }
        var result: [Observance] = []
        for f in catalog.festivals {
            let (_, _, variant) = chosenRule(f)
            var otherNotes: [String] = []
            var otherClauses: [ReasonPhrase] = []
            for v in f.variants ?? [] where v.key != variant {
                let days = span.hits(v.rule, ruleText: v.ruleText, resolved: resolved, names: festivalNames)
                    .map(\.date).filter { $0 >= span.first && $0 <= span.last }
                if !days.isEmpty {
                    otherNotes.append(
                        "\(v.observedBy) (\(v.key)): \(days.map(\.description).joined(separator: ", "))")
                    otherClauses.append(ReasonPhrase(.variantDays, festival: f.id, dates: days, variant: v.key))
                }
            }
            var seen: Set<CivilDate> = []
            for h in resolved[f.id] ?? [] where seen.insert(h.date).inserted {
                result.append(
                    Observance(
                        id: f.id, date: h.date, name: f.names.en, category: f.category, windows: h.windows,
                        explanation: h.explanation.adding(
                            notes: (f.notes ?? []) + (f.yearNotes?[String(h.date.year)] ?? []) + otherNotes,
                            clauses: (f.notes ?? []).indices.map {
                                ReasonPhrase(.catalogNote, festival: f.id, index: $0)
                            }
                                + (f.yearNotes?[String(h.date.year)] ?? []).indices.map {
                                    ReasonPhrase(.yearNote, festival: f.id, index: $0, year: h.date.year)
                                } + otherClauses),
                        food: f.food,
                        variant: variant))
            }
        }
        return result
    }
}
