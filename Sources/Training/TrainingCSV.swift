import Foundation

/// CSV export of finished sessions: one row per set, with the session's setup repeated, so a
/// spreadsheet can filter and pivot without joins.
public enum TrainingCSV {
    public static let header =
        "session,exercise,mode,target,rest_seconds,adjustment,session_started,set,ended_by,value,set_adjustment,counted,total_after,set_started,set_ended"

    /// The rows for `sessions` (id and session), instants in UTC ISO 8601 with milliseconds.
    public static func text(_ sessions: [(id: TrainingSessionID, session: TrainingSession)]) -> String {
        header + "\n" + rows(sessions)
    }

    /// The rows alone (each ending in a newline), for an export written a page of sessions at a time.
    public static func rows(_ sessions: [(id: TrainingSessionID, session: TrainingSession)]) -> String {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var lines: [String] = []
        for (id, session) in sessions {
            let c = session.configuration
            let started = session.startedAt.map(iso.string(from:)) ?? ""
            for a in session.attempts {
                lines.append(
                    [
                        id.description, field(c.exercise), c.mode.rawValue, TrainingFormat.number(c.target),
                        String(c.restSeconds), TrainingFormat.number(c.adjustment), started, String(a.number),
                        a.ending.rawValue, TrainingFormat.number(a.value), TrainingFormat.number(a.adjustment),
                        TrainingFormat.number(a.counted), TrainingFormat.number(a.totalAfter),
                        iso.string(from: a.startedAt), iso.string(from: a.endedAt),
                    ].joined(separator: ","))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Quotes a field when it needs it, and defuses spreadsheet formulas (`=`, `+`, `-`, `@`).
    static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { ",\"\n\r".contains($0) }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
