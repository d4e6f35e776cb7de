import Foundation
import Panchang

extension CalendarSpan {
    /// `decision` with the companion nakshatra `n` reported: its span, where it meets the anga, and
    /// the day its own sunrise would give, named as rejected when that is another day. The tithi
    /// decides: for the Tamil Hanuman Jayanti, "in years when Moolam does not coincide with Amavasya,
    /// Amavasya day is preferred" (Drik, quoted by India Today 2021), and 2025 was kept on Dec 19
    /// although Moola held Dec 20's sunrise with Amavasya.
    func noting(_ n: Int, with span: AngaSpan, in decision: AngaDecision) -> AngaDecision {
        let e = decision.explanation
        guard let star = nearestNakshatra(n, to: span), let first = frameIndex(containing: star.start) else {
            return decision
        }
        let zone = location.timeZone
        func clock(_ t: Date) -> String { TimeText.clock(t, zone) }
        let what = span.name
        let meet = (start: max(star.start, span.start), end: min(star.end, span.end))
        let meets = meet.start < meet.end
        var note = "\(star.name) nakshatra runs \(clock(star.start))–\(clock(star.end))"
        note +=
            meets
            ? "; it meets \(what) from \(clock(meet.start)) to \(clock(meet.end))"
            : "; it does not meet \(what) this year"
        note += ". The tithi decides the day, the nakshatra only adds to it"
        let noteClauses = [
            ReasonPhrase(.starRuns, window: TimeWindow(start: star.start, end: star.end), other: star),
            meets
                ? ReasonPhrase(.starMeets, anga: span, window: TimeWindow(start: meet.start, end: meet.end))
                : ReasonPhrase(.starMisses, anga: span),
            ReasonPhrase(.tithiDecides),
        ]
        var rejected = e.rejected
        // The star's own day: the one whose sunrise it holds (the day it occurs if it holds none).
        let starDay = first + 1 < frames.count && star.end > frames[first + 1].sunrise ? first + 1 : first
        if starDay != decision.index {
            let sunrise = frames[starDay].sunrise
            func holds(_ a: AngaSpan) -> Bool { a.start <= sunrise && sunrise < a.end }
            let reason =
                !holds(star)
                ? "\(star.name) falls within this day but holds no sunrise, and the \(what) day is kept"
                : holds(span)
                    ? "\(star.name) and \(what) both hold its sunrise (\(clock(sunrise))), but the rule keeps the "
                        + "\(what) day it gives; the star does not move it"
                    : "\(star.name) holds its sunrise (\(clock(sunrise))) without \(what), and the \(what) day is kept"
            let clause =
                !holds(star)
                ? ReasonPhrase(.starNoSunrise, anga: span, other: star)
                : ReasonPhrase(
                    holds(span) ? .starAndTithiAtSunrise : .starAloneAtSunrise, anga: span, instant: sunrise,
                    other: star)
            let date = frames[starDay].day.date
            if let i = rejected.firstIndex(where: { $0.date == date }) {
                rejected[i] = RejectedDay(
                    date: date, reason: rejected[i].reason + "; " + reason, because: rejected[i].because + [clause])
            } else {
                rejected.append(RejectedDay(date: date, reason: reason, because: [clause]))
            }
        }
        return AngaDecision(
            index: decision.index,
            explanation: DateExplanation(
                rule: e.rule, anga: e.anga, kaala: e.kaala, window: e.window, reason: e.reason, rejected: rejected,
                notes: e.notes + [note], because: e.because,
                noteClauses: e.noteClauses + noteClauses))
    }
}
