import CivilTime
import Foundation

extension JapaArchive {
    /// The CSV header; the last two columns are derived and ignored on import.
    public static let csvHeader = "recorded_at,day,kind,amount,counted,running_total"

    /// The history as CSV, one entry a line, with what each counted and the running total.
    public func csvText() -> String {
        let state = CounterState(target: target, entries: entries)
        let formatter = ISO8601DateFormatter()
        var lines = [Self.csvHeader]
        // Undone entries are kept in the file (they are facts) with empty derived columns.
        var effective = state.lines.makeIterator()
        var next = effective.next()
        for entry in entries {
            var derived = ","
            if let line = next, line.entry == entry, entry.kind != .undo {
                derived = "\(line.counted),\(line.runningTotal)"
                next = effective.next()
            }
            let stamp = formatter.string(from: entry.recordedAt)
            lines.append("\(stamp),\(entry.day),\(entry.kind.rawValue),\(entry.amount),\(derived)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a CSV export; `name` and `target` come from the importing form. A wrong value is
    /// reported with its line (as an editor numbers it) and column; nothing of a refused file is kept.
    public init(csv text: String, name: String, target: Int) throws(JapaError) {
        let formatter = ISO8601DateFormatter()
        let rows = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard let header = rows.first, header.trimmingCharacters(in: .whitespaces) == Self.csvHeader else {
            throw .malformedImport("the first line must be \(Self.csvHeader)")
        }
        guard rows.count - 1 <= Self.maximumEntries else {
            throw .malformedImport("more than \(Self.maximumEntries) entries")
        }
        let columns = Self.csvHeader.split(separator: ",").map(String.init)
        var entries: [JapaEntry] = []
        var lineOfEntry: [Int] = []
        for (index, row) in rows.enumerated().dropFirst() where !row.trimmingCharacters(in: .whitespaces).isEmpty {
            let line = index + 1
            let cells = row.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == columns.count else {
                throw .invalidImport(place: .line(line), field: "columns", text: String(cells.count))
            }
            func bad(_ column: Int) -> JapaError {
                .invalidImport(place: .line(line), field: columns[column], text: String(cells[column].prefix(40)))
            }
            guard let recordedAt = formatter.date(from: cells[0]) else { throw bad(0) }
            guard let day = try? CivilDate(iso: cells[1]) else { throw bad(1) }
            guard let kind = JapaEntry.Kind(rawValue: cells[2]) else { throw bad(2) }
            guard let amount = Int(cells[3]) else { throw bad(3) }
            entries.append(JapaEntry(kind: kind, amount: amount, recordedAt: recordedAt, day: day))
            lineOfEntry.append(line)
        }
        self.init(name: try JapaInput.name(name), target: target, targetDate: nil, entries: entries)
        try validate { .line(lineOfEntry[$0 - 1]) }
    }
}
