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

    /// A number of whole seconds as `m:ss` (or `h:mm:ss`).
    public static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        if s >= 3600 { return String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) }
        return String(format: "%d:%02d", s / 60, s % 60)
    }
}
