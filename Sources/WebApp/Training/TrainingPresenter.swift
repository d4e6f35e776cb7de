import Foundation
import Localization
import Storage
import Training

/// Turns sessions into what pages and the API show, in the athlete's language: numbers with the
/// language's decimal separator, the live state at an instant, attempt rows and summaries.
struct TrainingPresenter {
    let localizer: Localizer
    let language: Language
    let timeZone: TimeZone

    func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("training.\(key)", in: language, arguments)
    }

    /// A settings value (`60`, `2.5`) with the language's decimal separator.
    func number(_ value: Double) -> String { localized(TrainingFormat.number(value)) }

    /// A live value in tenths (`12.3`).
    func decimal(_ value: Double) -> String { localized(TrainingFormat.decimal(value)) }

    /// A time-mode value as a stopwatch shows it: `12.3`, `3:25.4`, `3:25:47.3`.
    func seconds(_ value: Double) -> String { localized(TrainingFormat.seconds(value)) }

    /// The progress line ("8.0 / 30 s", "0:08.0 / 2:00") and the remainder ("Remaining: 22.0 s"),
    /// whose figures add up to the target.
    func progress(total: Double, target: Double, mode: TrainingMode) -> (line: String, remaining: String) {
        let p = TrainingFormat.progress(total: total, target: target, mode: mode)
        let key = p.isClock ? "progressClock" : mode == .time ? "progressTime" : "progressReps"
        let line = text(key, ["total": localized(p.done), "target": localized(p.target)])
        let amount =
            p.isClock
            ? localized(p.remaining)
            : text(mode == .time ? "amountSeconds" : "amountReps", ["value": localized(p.remaining)])
        return (line, text("remaining", ["value": amount]))
    }

    private func localized(_ text: String) -> String {
        language == .english ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    /// The unit word after a value: "s" or "reps".
    func unit(_ mode: TrainingMode) -> String { text(mode == .time ? "unitSeconds" : "unitReps") }

    /// A value with its unit, e.g. "12.3 s" or "12 reps".
    func amount(_ value: Double, _ mode: TrainingMode, live: Bool = false) -> String {
        if mode == .time, live, TrainingFormat.isClock(value) { return seconds(value) }
        let figure = mode == .time && live ? seconds(value) : number(value)
        return text(mode == .time ? "amountSeconds" : "amountReps", ["value": figure])
    }

    /// The exercise's name, or the mode's name when none was given.
    func exerciseName(_ configuration: TrainingConfiguration) -> String {
        configuration.exercise.isEmpty
            ? text(configuration.mode == .time ? "untitledTime" : "untitledReps") : configuration.exercise
    }

    /// One line describing a setup: "60 s · rest 30 s · −2 s per hold".
    func setupLine(_ c: TrainingConfiguration) -> String {
        var parts = [amount(c.target, c.mode), text("restLine", ["rest": number(Double(c.restSeconds))])]
        if c.adjustment > 0 {
            parts.append(
                text(c.mode == .time ? "penaltyLine" : "bonusLine", ["value": number(c.adjustment)]))
        }
        return parts.joined(separator: " · ")
    }

    /// An instant in ISO 8601 UTC with milliseconds, as the API and the script read it.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// Local date and time, `2026-11-21 10:00`.
    func when(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
    }

    /// Rows of the attempts table: set, value, adjustment (− for a penalty, + for a bonus), counted
    /// and running total.
    func attemptRows(_ session: TrainingSession) -> [[String: Any]] {
        let mode = session.configuration.mode
        return session.attempts.map { a in
            let sign = mode == .time ? "−" : "+"
            return [
                "number": a.number,
                "value": mode == .time ? seconds(a.value) : number(a.value),
                "adjustment": a.adjustment == 0 ? "0" : sign + number(a.adjustment),
                "counted": mode == .time ? seconds(a.counted) : number(a.counted),
                "total": mode == .time ? seconds(a.totalAfter) : number(a.totalAfter),
                "ending": text("endings.\(a.ending.rawValue)"),
                "stop": a.ending == .stop,
            ]
        }
    }

    /// The figures a summary or history row shows.
    func summary(_ stored: StoredTrainingSession) -> [String: Any] {
        let session = stored.session
        let s = SessionSummary(session)
        let c = session.configuration
        return [
            "id": stored.id.rawValue, "exercise": exerciseName(c), "when": when(s.startedAt),
            "datetime": Self.iso(s.startedAt), "total": amount(s.total, c.mode, live: c.mode == .time),
            "target": amount(c.target, c.mode), "sets": s.sets,
            "setsText": localizer.plural("training.setsCount", count: s.sets, in: language),
            "duration": TrainingFormat.clock(Int(s.duration.rounded())),
            "density": s.density.map { text(c.mode == .time ? "densityTime" : "densityReps", ["value": decimal($0)]) }
                ?? "—",
            "reached": s.reachedTarget, "setup": setupLine(c),
        ]
    }
}
