import CivilTime
import Foundation
import Panchang

/// Why an observance falls on its day, in terms a person can check against a printed panchang:
/// the rule, the anga with its times, the window that decided, and each day considered and
/// rejected with the reason.
public struct DateExplanation: Sendable, Hashable {
    /// The rule in plain words.
    public let rule: String
    /// The anga the rule looks at, with its start and end.
    public let anga: AngaSpan?
    /// The part of the day that decided, and its bounds on the chosen day.
    public let kaala: Kaala?
    public let window: TimeWindow?
    /// Why the chosen day was chosen.
    public let reason: String
    /// The other days considered, and why each lost.
    public let rejected: [RejectedDay]
    /// Caveats: traditions that differ, almanacs (Vakya, government lists) that may give another day.
    public let notes: [String]
    /// `reason` as data, clause by clause, for apps to say in the reader's language; empty where
    /// the rule has not been put into clauses (then `reason` is the only wording).
    public let because: [ReasonPhrase]
    /// `notes` as clauses, in the same order: each note starts with a clause whose key does not
    /// `continuesNote`; empty where the notes have not been put into clauses.
    public let noteClauses: [ReasonPhrase]

    /// An explanation from its parts.
    public init(
        rule: String, anga: AngaSpan? = nil, kaala: Kaala? = nil, window: TimeWindow? = nil, reason: String,
        rejected: [RejectedDay] = [], notes: [String] = [], because: [ReasonPhrase] = [],
        noteClauses: [ReasonPhrase] = []
    ) {
        self.rule = rule
        self.anga = anga
        self.kaala = kaala
        self.window = window
        self.reason = reason
        self.rejected = rejected
        self.notes = notes
        self.because = because
        self.noteClauses = noteClauses
    }

    /// The same explanation with more notes, each with its clauses.
    public func adding(notes more: [String], clauses: [ReasonPhrase] = []) -> DateExplanation {
        DateExplanation(
            rule: rule, anga: anga, kaala: kaala, window: window, reason: reason, rejected: rejected,
            notes: notes + more, because: because, noteClauses: noteClauses + clauses)
    }

    /// The same explanation under another rule text.
    public func with(rule text: String) -> DateExplanation {
        DateExplanation(
            rule: text, anga: anga, kaala: kaala, window: window, reason: reason, rejected: rejected, notes: notes,
            because: because, noteClauses: noteClauses)
    }

    /// The explanation as lines of text, times on the wall clock of `zone`.
    public func lines(in zone: TimeZone) -> [String] {
        var out = ["Rule: \(rule)"]
        if let anga {
            out.append(
                "\(anga.kind.rawValue.capitalized): \(anga.name) from \(TimeText.clock(anga.start, zone)) "
                    + "to \(TimeText.clock(anga.end, zone))")
        }
        if let kaala, let window {
            let span =
                window.start == window.end
                ? TimeText.clock(window.start, zone)
                : "\(TimeText.clock(window.start, zone))–\(TimeText.clock(window.end, zone))"
            out.append("Deciding window: \(kaala.label), \(span)")
        }
        out.append("Chosen: \(reason)")
        out += rejected.map { "Rejected \($0.date): \($0.reason)" }
        out += notes.map { "Note: \($0)" }
        return out
    }
}

/// A candidate day that a rule did not choose.
public struct RejectedDay: Sendable, Hashable {
    /// The day.
    public let date: CivilDate
    /// Why not.
    public let reason: String
    /// `reason` as clauses (see `DateExplanation.because`).
    public let because: [ReasonPhrase]

    /// A rejected day with its reason.
    public init(date: CivilDate, reason: String, because: [ReasonPhrase] = []) {
        self.date = date
        self.reason = reason
        self.because = because
    }
}

/// Formats instants for explanations.
public enum TimeText {
    /// "15:07 14 Jan" on the wall clock of `zone`, by the suite's one minute rule (`WallClockMinute`).
    public static func clock(_ t: Date, _ zone: TimeZone) -> String {
        let shown = WallClockMinute(t, in: zone)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return shown.hhmm + " \(shown.date.day) \(months[shown.date.month - 1])"
    }

    /// "1 h 05 min".
    public static func duration(_ seconds: TimeInterval) -> String {
        let m = Int((seconds / 60).rounded())
        return m >= 60 ? "\(m / 60) h \(String(format: "%02d", m % 60)) min" : "\(m) min"
    }
}
