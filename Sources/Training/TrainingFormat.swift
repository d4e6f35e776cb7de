import Foundation

/// The seed's number formats: tenths for live values (`formatDecimal`), no trailing `.0` for
/// settings (`formatSimple`). Locale-free (a dot); the web layer swaps the separator.
public enum TrainingFormat {
    /// One decimal, always: `12.3`, `0.0`. Rounds toward zero, so a live display never shows a
    /// tenth that has not yet elapsed.
    public static func decimal(_ value: Double) -> String {
        guard value.isFinite else { return "0.0" }
        let tenths = (value * 10 + 1e-9).rounded(.towardZero)
        return String(format: "%.1f", tenths / 10)
    }

    /// The shortest form: `60`, `2.5`, `0.25`; at most three decimals.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A time-mode amount as a stopwatch shows it, in tenths rounded toward zero: `12.3` under a
    /// minute, `3:25.4` under an hour, `3:25:47.3` from an hour on. The clock forms carry no unit.
    public static func seconds(_ value: Double) -> String {
        let tenths = tenthsTowardZero(value)
        guard tenths >= 600 else { return String(format: "%d.%d", tenths / 10, tenths % 10) }
        let whole = tenths / 10
        return clock(whole) + ".\(tenths % 10)"
    }

    /// Whether `seconds(value)` is a clock (`1:00.0` and above), which is written without a unit.
    public static func isClock(_ value: Double) -> Bool { tenthsTowardZero(value) >= 600 }

    /// A time-mode setting (the target) in the style of the values beside it: `30` or `2.5`, and
    /// as a clock `2:00`, `1:30.5` or `4:00:00`.
    public static func setting(_ value: Double, asClock: Bool) -> String {
        guard asClock else { return number(value) }
        let tenths = tenthsTowardZero(value)
        return clock(tenths / 10) + (tenths % 10 == 0 ? "" : ".\(tenths % 10)")
    }

    /// The progress line's figures so that they add up: the total is shown as done (toward zero,
    /// at the display's precision) and the remainder is the target less that shown total, so
    /// "done + remaining = target" holds for every target the setup accepts. One clock style for
    /// the whole line as soon as the target or the total reaches a minute.
    public static func progress(total: Double, target: Double, mode: TrainingMode) -> Progress {
        switch mode {
        case .time:
            let done = Double(tenthsTowardZero(total)) / 10
            let remaining = max(0, ((target - done) * 1000).rounded() / 1000)
            let asClock = isClock(max(total, target))
            let text = { (value: Double) in asClock ? clockWithTenths(value) : decimal(value) }
            return Progress(
                done: text(done), target: setting(target, asClock: asClock), remaining: text(remaining),
                isClock: asClock)
        case .reps:
            let done = (total * 1000).rounded() / 1000
            return Progress(
                done: number(done), target: number(target), remaining: number(max(0, target - done)), isClock: false)
        }
    }

    /// The figures of one progress line (see `progress(total:target:mode:)`).
    public struct Progress: Sendable, Hashable {
        public let done: String
        public let target: String
        public let remaining: String
        /// The figures are clocks, written without a unit.
        public let isClock: Bool
    }

    /// `0:08.0` — a clock even under a minute, so one line does not mix styles.
    static func clockWithTenths(_ value: Double) -> String {
        let tenths = tenthsTowardZero(value)
        return clock(tenths / 10) + ".\(tenths % 10)"
    }

    static func tenthsTowardZero(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return Int(min(value, 1e12) * 10 + 1e-6)
    }

    /// A number of whole seconds as `m:ss` (or `h:mm:ss`).
    public static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        if s >= 3600 { return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) }
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
