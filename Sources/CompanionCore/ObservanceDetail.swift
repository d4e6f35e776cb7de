import CivilTime
import Foundation
import Observances
import Vakya

/// Why an observance is on its date, in the person's language, times on the place's clock: the
/// rule, the reason, the days considered and rejected, the engine's notes, the day's windows, the
/// deciding anga and kaala, and, with the Tamil tradition, both reckonings' dates where they differ.
public struct ObservanceDetail: Equatable, Sendable {
    public struct Rejected: Equatable, Sendable {
        public let date: CivilDate
        /// "21 November 2026".
        public let dateText: String
        public let reason: String
    }

    /// A named window of the day ("Parana", "Nishita Kaal") and its times, "06:42 – 09:10".
    public struct Window: Equatable, Sendable {
        public let name: String
        public let range: String
    }

    /// The anga whose span decided the date: its kind ("Tithi"), name and times.
    public struct Anga: Equatable, Sendable {
        public let kind: String
        public let name: String
        public let range: String
    }

    /// The part of the day the rule looks at ("Pradosha Kaal") and its times (one clock time
    /// when it is an instant).
    public struct Kaala: Equatable, Sendable {
        public let name: String
        public let range: String
    }

    public let date: CivilDate
    /// "Saturday, 21 November 2026".
    public let dateText: String
    public let rule: String
    public let reason: String
    public let rejected: [Rejected]
    public let notes: [String]
    public let windows: [Window]
    /// The place's IANA zone, the clock every time is on.
    public let zone: String
    public var anga: Anga?
    public var kaala: Kaala?
    /// With the Tamil tradition, where the Vakya almanac and Thirukanitham put this observance on
    /// different days: both dates, then which reckoning this calendar follows (nil elsewhere).
    public var reckoningBoth: String?
    public var reckoningNote: String?

    /// The detail of `o` for the person of `context`.
    public init(_ o: Observance, in context: CalendarContext) {
        let names = context.names
        let zone = context.zone
        let catalog = context.catalog
        let e = o.explanation
        date = o.date
        dateText = names.fullDate(o.date)
        rule = names.observanceRule(o, catalog: catalog)
        reason = names.reason(e, catalog: catalog, zone: zone, day: o.date)
        rejected = e.rejected.map {
            Rejected(
                date: $0.date, dateText: names.longDate($0.date), reason: names.reason($0, catalog: catalog, zone: zone)
            )
        }
        notes = names.notes(e, catalog: catalog, zone: zone, day: o.date)
        windows = o.windows.map {
            Window(name: names.windowName($0), range: names.range($0.window.start, $0.window.end, zone, day: o.date))
        }
        self.zone = context.location.timeZoneIdentifier
        if let anga = e.anga {
            self.anga = Anga(
                kind: names.t("today.\(anga.kind.rawValue)"), name: names.anga(anga),
                range: names.range(anga.start, anga.end, zone, day: o.date))
        }
        if let kaala = e.kaala, let w = e.window {
            self.kaala = Kaala(
                name: names.t("why.kaala.\(kaala.rawValue)"),
                range: w.start == w.end
                    ? names.clock(w.start, zone, day: o.date) : names.range(w.start, w.end, zone, day: o.date))
        }
        if let (both, note) = Self.reckoningDifference(o, in: context) {
            reckoningBoth = both
            reckoningNote = note
        }
    }

    /// Both dates, where the Tamil tradition's two reckonings put `o` on different days within three
    /// days of each other (a Tamil month start moved: Pongal, Puthandu, Aadi Perukku…; or the Vakya
    /// tithi or nakshatra decided another day: Ekadashi, Pradosham…); nil where they agree or for
    /// other traditions.
    public static func reckoningBoth(_ o: Observance, in context: CalendarContext) -> String? {
        reckoningDifference(o, in: context)?.both
    }

    /// Both dates (`reckoningBoth`) and the note on what this calendar follows, worded for what
    /// differs. Where the observance keeps its Tamil date in both (Thai 1 by each reckoning's own
    /// months: Pongal, Puthandu, Aadi Perukku) or is not decided by a tithi or nakshatra, a Tamil
    /// month began on another day, and the note names the Tamil dates; otherwise (Ekadashi,
    /// Pradosham, a lunar festival: another Tamil date, decided by a tithi or nakshatra that ended on
    /// the other side of a sunrise or a kaala) it names the tithi and nakshatra.
    static func reckoningDifference(_ o: Observance, in context: CalendarContext) -> (both: String, note: String)? {
        guard context.reckoning.tradition == .tamil else { return nil }
        let chosen = context.reckoning.tamil
        let other: Reckoning = chosen == .vakya ? .drik : .vakya
        guard
            let mine = try? context.engine.year(o.date.year, at: context.location, reckoning: context.reckoning),
            let theirYear = try? context.engine.year(
                o.date.year, at: context.location, reckoning: context.reckoning.withTamil(other)),
            let theirs = theirYear.observances.first(where: { $0.id == o.id && abs(o.date.days(until: $0.date)) <= 3 }),
            theirs.date != o.date
        else { return nil }
        let (vakya, drik) = chosen == .vakya ? (o.date, theirs.date) : (theirs.date, o.date)
        let both = context.names.t(
            "festival.reckoningBoth", ["vakya": context.names.longDate(vakya), "drik": context.names.longDate(drik)])
        let sameTamilDate = mine.span.tamilDate(o.date)?.solar == theirYear.span.tamilDate(theirs.date)?.solar
        let lunar = o.explanation.anga != nil && !sameTamilDate
        let note = context.names.t(
            lunar ? "festival.reckoningLunar.\(chosen.rawValue)" : "feed.reckoning.\(chosen.rawValue)")
        return (both, note)
    }
}
