import CivilTime
import Foundation
import Panchang

/// When both candidate days satisfy a vyapti rule (calendar-rules.md §6.1).
public enum TieBreak: String, Sendable, Hashable, Codable {
    /// The day whose window the anga covers more.
    case greater
    /// The earlier day (purva-viddha).
    case purva
    /// The later day (para-viddha).
    case para
    /// The later day if the anga covers at least a ghatika (1/30 of that night, ≈ 25 minutes) of its
    /// window there, else the earlier (the Diwali rule: Drik's 2024 Lakshmi Puja is Nov 1 in Delhi with
    /// 40 minutes of pradosha but Oct 31 in Bengaluru with 24; 2025 Oct 20 when Oct 21 has 8).
    case paraGhatika
}

/// A rule that picks the civil day of one occurrence of an anga: the anga must be in force during
/// `kaala`; with both candidate days qualifying, `tie` decides; with neither, `fallback`
/// (`greater` there means the sunrise rule).
public struct AngaRule: Sendable, Hashable, Codable {
    /// The part of the day the anga must be in force in.
    public var kaala: Kaala
    /// When both candidate days qualify.
    public var tie: TieBreak
    /// When neither qualifies (`greater` means the sunrise rule).
    public var fallback: TieBreak
    /// Exclude Vishti (Bhadra) karana from the window (Holika Dahan, Raksha Bandhan).
    public var avoidVishti: Bool
    /// Holika Dahan's second-evening rule (Dharmasindhu, Phalguna; Nirnaya Sindhu): when neither
    /// evening's window has the anga free of Bhadra, and on the later day the anga still holds three
    /// and a half praharas (7/8 of the daylight) after sunrise while the tithi that follows it is
    /// longer (vriddhi), the later day's window is taken, in that following tithi. Otherwise the
    /// fallback applies (the earlier night: after Bhadra, or in Bhadra-puccha).
    public var paraVriddhi: Bool
    /// Sunrise rules only: the day kept when no sunrise holds the anga (default: the day it occurs).
    public var kshaya: KshayaDay
    /// Sunrise rules only: how to choose when the anga holds two sunrises (default: the first).
    public var vriddhi: VriddhiPreference?
    /// A nakshatra the tradition hopes to find with the anga (Moola with the Tamil Hanuman Jayanti's
    /// Amavasai): the explanation reports it, but it never moves the day.
    public var companion: Int?

    /// A rule from its parts.
    public init(
        kaala: Kaala, tie: TieBreak = .greater, fallback: TieBreak = .greater, avoidVishti: Bool = false,
        kshaya: KshayaDay = .occurs, vriddhi: VriddhiPreference? = nil, companion: Int? = nil,
        paraVriddhi: Bool = false
    ) {
        self.kaala = kaala
        self.tie = tie
        self.fallback = fallback
        self.avoidVishti = avoidVishti
        self.paraVriddhi = paraVriddhi
        self.kshaya = kshaya
        self.vriddhi = vriddhi
        self.companion = companion
    }

    enum CodingKeys: String, CodingKey {
        case kaala, tie, fallback, avoidVishti, kshaya, vriddhi, companion, paraVriddhi
    }

    /// Decodes a rule; `tie` and `fallback` default to `greater`, `avoidVishti` to false, `kshaya` to
    /// `occurs`, `vriddhi` and `companion` to none, `paraVriddhi` to false.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kaala = try c.decode(Kaala.self, forKey: .kaala)
        tie = try c.decodeIfPresent(TieBreak.self, forKey: .tie) ?? .greater
        fallback = try c.decodeIfPresent(TieBreak.self, forKey: .fallback) ?? .greater
        avoidVishti = try c.decodeIfPresent(Bool.self, forKey: .avoidVishti) ?? false
        kshaya = try c.decodeIfPresent(KshayaDay.self, forKey: .kshaya) ?? .occurs
        vriddhi = try c.decodeIfPresent(VriddhiPreference.self, forKey: .vriddhi)
        companion = try c.decodeIfPresent(Int.self, forKey: .companion)
        paraVriddhi = try c.decodeIfPresent(Bool.self, forKey: .paraVriddhi) ?? false
    }
}

/// The outcome of a rule: the frame chosen and the explanation.
struct AngaDecision {
    let index: Int
    let explanation: DateExplanation
}

extension CalendarSpan {
    /// Decides the day of one anga occurrence under `rule` (calendar-rules.md §6.1). The candidates
    /// are the Hindu day in which the anga begins and the next one: an anga (≤ 26.5 h) can touch
    /// no other.
    func decide(_ span: AngaSpan, _ rule: AngaRule, ruleText: String) -> AngaDecision? {
        if let n = rule.companion {
            var bare = rule
            bare.companion = nil
            return decide(span, bare, ruleText: ruleText).map { noting(n, with: span, in: $0) }
        }
        guard let d0 = frameIndex(containing: span.start), d0 + 1 < frames.count else { return nil }
        let zone = location.timeZone
        let candidates = [d0, d0 + 1]
        let what = span.name
        // The day whose sunrise the anga holds (udaya), or the day it occurs in when none does (kshaya).
        let udaya = span.end > frames[d0 + 1].sunrise ? d0 + 1 : d0
        if rule.kaala == .sunrise, rule.kshaya == .next || rule.vriddhi != nil {
            return decideUdaya(span, rule, ruleText: ruleText)
        }
        if rule.kaala == .sunrise {
            let other = udaya == d0 ? d0 + 1 : d0
            let reason =
                udaya == d0 + 1
                ? "\(what) is in force at sunrise (\(TimeText.clock(frames[udaya].sunrise, zone)))"
                : "\(what) holds no sunrise (kshaya), so it is kept on the day it occurs"
            let rejectReason =
                other == d0
                ? "\(what) begins after its sunrise (\(TimeText.clock(frames[d0].sunrise, zone)))"
                : "\(what) ends before its sunrise (\(TimeText.clock(frames[other].sunrise, zone)))"
            let w = frames[udaya].window(.sunrise, pradosha: conventions.pradosha)
            let because =
                udaya == d0 + 1
                ? ReasonPhrase(.atSunrise, anga: span, instant: frames[udaya].sunrise)
                : ReasonPhrase(.kshaya, anga: span)
            let rejectBecause =
                other == d0
                ? ReasonPhrase(.beginsAfterSunrise, anga: span, instant: frames[d0].sunrise)
                : ReasonPhrase(.endsBeforeSunrise, anga: span, instant: frames[other].sunrise)
            return AngaDecision(
                index: udaya,
                explanation: DateExplanation(
                    rule: ruleText, anga: span, kaala: .sunrise, window: w, reason: reason,
                    rejected: [
                        RejectedDay(date: frames[other].day.date, reason: rejectReason, because: [rejectBecause])
                    ], because: [because]))
        }
        var coverage: [(index: Int, window: TimeWindow?, seconds: Double, covers: Bool)] = []
        for i in candidates {
            guard let w = frames[i].window(rule.kaala, pradosha: conventions.pradosha) else {
                coverage.append((i, nil, 0, false))
                continue
            }
            let isInstant = w.start == w.end
            if isInstant {
                let inside = span.start <= w.start && w.start < span.end && !(rule.avoidVishti && inVishti(w.start))
                coverage.append((i, w, inside ? 1 : 0, inside))
            } else {
                let s = overlap(span, w, avoidVishti: rule.avoidVishti)
                coverage.append((i, w, s, s > 0))
            }
        }
        func describe(_ c: (index: Int, window: TimeWindow?, seconds: Double, covers: Bool)) -> String {
            guard let w = c.window else { return "it has no \(rule.kaala.label)" }
            let bounds =
                w.start == w.end
                ? TimeText.clock(w.start, zone) : "\(TimeText.clock(w.start, zone))–\(TimeText.clock(w.end, zone))"
            if !c.covers, rule.avoidVishti, overlap(span, w, avoidVishti: false) > 0 {
                return "\(what) holds its \(rule.kaala.label), \(bounds), only within Bhadra (Vishti)"
            }
            if !c.covers { return "\(what) is not in force at its \(rule.kaala.label), \(bounds)" }
            if w.start == w.end { return "\(what) is in force at its \(rule.kaala.label), \(bounds)" }
            return "\(what) covers \(TimeText.duration(c.seconds)) of its \(rule.kaala.label), \(bounds)"
        }
        func clause(_ c: (index: Int, window: TimeWindow?, seconds: Double, covers: Bool)) -> ReasonPhrase {
            guard let w = c.window else { return ReasonPhrase(.noKaala, kaala: rule.kaala) }
            if !c.covers, rule.avoidVishti, overlap(span, w, avoidVishti: false) > 0 {
                return ReasonPhrase(.onlyInBhadra, anga: span, kaala: rule.kaala, window: w)
            }
            if !c.covers {
                return w.start == w.end
                    ? ReasonPhrase(.notInForce, anga: span, kaala: rule.kaala, instant: w.start)
                    : ReasonPhrase(.notInForce, anga: span, kaala: rule.kaala, window: w)
            }
            if w.start == w.end { return ReasonPhrase(.inForceAt, anga: span, kaala: rule.kaala, instant: w.start) }
            return ReasonPhrase(.covers, anga: span, kaala: rule.kaala, window: w, seconds: [c.seconds])
        }
        let covering = coverage.filter(\.covers)
        var because: [ReasonPhrase] = []
        var chosen: Int
        var reason: String
        var rejected: [RejectedDay] = []
        if covering.count == 1 {
            chosen = covering[0].index
            reason = describe(covering[0])
            because = [clause(covering[0])]
        } else if covering.count == 2 {
            switch rule.tie {
            case .purva: chosen = d0
            case .para: chosen = d0 + 1
            case .paraGhatika:
                // A ghatika of the night: 1/30 of sunset to sunrise (calendar-rules.md §1.3).
                let later = frames[d0 + 1]
                let ghatika = later.nextSunrise.timeIntervalSince(later.sunset) / 30
                chosen = coverage[1].seconds >= ghatika ? d0 + 1 : d0
            case .greater: chosen = coverage[1].seconds > coverage[0].seconds ? d0 + 1 : d0
            }
            let c = coverage[chosen - d0]
            let tieWords =
                switch rule.tie {
                case .purva: "both days qualify; the rule takes the earlier (purva-viddha)"
                case .para: "both days qualify; the rule takes the later (para-viddha)"
                case .greater: "both days qualify; the rule takes the day with the greater coverage"
                case .paraGhatika:
                    "both days qualify; the rule takes the later if it has at least a ghatika (1/30 of the night), else the earlier"
                }
            reason = describe(c) + "; " + tieWords
            let tieKey: ReasonPhrase.Key =
                switch rule.tie {
                case .purva: .tiePurva
                case .para: .tiePara
                case .greater: .tieGreater
                case .paraGhatika: .tieParaGhatika
                }
            because = [clause(c), ReasonPhrase(tieKey)]
        } else if rule.paraVriddhi, let later = paraVriddhiReason(span, laterDay: d0 + 1, kaala: rule.kaala) {
            chosen = d0 + 1
            reason = later.text
            because = [later.clause]
        } else {
            switch rule.fallback {
            case .purva: chosen = d0
            case .para, .paraGhatika: chosen = d0 + 1
            case .greater: chosen = udaya
            }
            let fallbackWords =
                switch rule.fallback {
                case .purva: "the earlier day is taken"
                case .para, .paraGhatika: "the later day is taken"
                case .greater: "the day whose sunrise it holds (or, if none, the day it occurs) is taken"
                }
            let outside = rule.avoidVishti ? " outside Bhadra" : ""
            reason = "neither day's \(rule.kaala.label) has \(what)\(outside); by the fallback \(fallbackWords)"
            let fallbackKey: ReasonPhrase.Key =
                switch rule.fallback {
                case .purva: .fallbackPurva
                case .para, .paraGhatika: .fallbackPara
                case .greater: .fallbackSunrise
                }
            because = [
                ReasonPhrase(rule.avoidVishti ? .neitherOutsideBhadra : .neither, anga: span, kaala: rule.kaala),
                ReasonPhrase(fallbackKey),
            ]
        }
        for c in coverage where c.index != chosen {
            rejected.append(RejectedDay(date: frames[c.index].day.date, reason: describe(c), because: [clause(c)]))
        }
        var notes: [String] = []
        var noteClauses: [ReasonPhrase] = []
        if rule.avoidVishti {
            let windows = coverage.compactMap(\.window)
            let spans = windows.flatMap { vishtiSpans(from: $0.start, to: $0.end) }
                .reduce(into: [AngaSpan]()) { if !$0.contains($1) { $0.append($1) } }
            let bhadra = spans.map { "\(TimeText.clock($0.start, zone))–\(TimeText.clock($0.end, zone))" }
            notes.append(
                "Vishti (Bhadra) karana is excluded from the window, as the rule requires"
                    + (bhadra.isEmpty ? "" : "; Bhadra runs " + bhadra.joined(separator: " and ")))
            noteClauses.append(ReasonPhrase(.bhadraExcluded))
            if !spans.isEmpty {
                noteClauses.append(
                    ReasonPhrase(.bhadraRuns, windows: spans.map { TimeWindow(start: $0.start, end: $0.end) }))
            }
        }
        return AngaDecision(
            index: chosen,
            explanation: DateExplanation(
                rule: ruleText, anga: span, kaala: rule.kaala, window: coverage[chosen - d0].window, reason: reason,
                rejected: rejected, notes: notes, because: because, noteClauses: noteClauses))
    }

    /// The reason for taking the later evening under `AngaRule.paraVriddhi`, or nil when its
    /// conditions fail: the anga holds at least 3½ praharas of the later day's daylight, and the
    /// tithi after it lasts longer than it.
    func paraVriddhiReason(_ span: AngaSpan, laterDay i: Int, kaala: Kaala) -> (text: String, clause: ReasonPhrase)? {
        let f = frames[i]
        let prahara = f.sunset.timeIntervalSince(f.sunrise) / 4
        let held = span.end.timeIntervalSince(f.sunrise)
        guard span.kind == .tithi, span.end < f.sunset, held >= 3.5 * prahara,
            let next = tithis.first(where: { $0.start == span.end })
        else { return nil }
        let length = span.end.timeIntervalSince(span.start)
        let nextLength = next.end.timeIntervalSince(next.start)
        guard nextLength > length else { return nil }
        let zone = location.timeZone
        let clause = ReasonPhrase(
            .secondEvening, anga: span, next: next, kaala: kaala, instant: span.end,
            seconds: [held, 3.5 * prahara, nextLength, length])
        let text =
            "Bhadra takes the first evening and \(span.name) ends before the second (\(TimeText.clock(span.end, zone))); "
            + "it holds \(TimeText.duration(held)) of that day after sunrise, at least three and a half praharas "
            + "(\(TimeText.duration(3.5 * prahara))), and the \(next.name) after it is longer "
            + "(\(TimeText.duration(nextLength)) against \(TimeText.duration(length))), so the rule takes the second "
            + "evening's \(kaala.label), in \(next.name) (Dharmasindhu)"
        return (text, clause)
    }

    /// Seconds of `window` inside `span`, less any Vishti karana when asked.
    func overlap(_ span: AngaSpan, _ window: TimeWindow, avoidVishti: Bool) -> Double {
        let a = max(span.start, window.start)
        let b = min(span.end, window.end)
        guard b > a else { return 0 }
        var seconds = b.timeIntervalSince(a)
        if avoidVishti {
            for v in vishtiSpans(from: a, to: b) {
                let va = max(v.start, a)
                let vb = min(v.end, b)
                if vb > va { seconds -= vb.timeIntervalSince(va) }
            }
        }
        return max(0, seconds)
    }

    /// Vishti (Bhadra) karanas overlapping [a, b).
    func vishtiSpans(from a: Date, to b: Date) -> [AngaSpan] {
        guard let i = frameIndex(containing: a) else { return [] }
        var result: [AngaSpan] = []
        for f in frames[i..<min(frames.count, i + 3)] {
            for k in f.day.karana where k.name == "Vishti" && k.end > a && k.start < b && !result.contains(k) {
                result.append(k)
            }
        }
        return result
    }

    func inVishti(_ t: Date) -> Bool { !vishtiSpans(from: t, to: t.addingTimeInterval(1)).isEmpty }
}
