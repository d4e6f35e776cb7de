import GRDB
import Japa

/// The running totals stored beside each japa entry, so a write and a summary read the current
/// figures from the latest effective row instead of replaying the whole history.
///
/// The entries stay the facts; `counted`, `runningTotal` and `effective` are derived from them by
/// the same rule as `CounterState` (an addition capped at the target, a correction clamped to
/// `0...target`, a reset to zero, an undo taking back the latest effective entry) and are kept in
/// the transaction that stores each entry. A change of target re-derives them for that counter.
enum JapaRunningTotals {
    /// What one entry does to the total before it: how much it counts and the total after it.
    static func step(_ kind: JapaEntry.Kind, amount: Int, before: Int, target: Int) -> (counted: Int, after: Int) {
        switch kind {
        case .addition:
            let after = min(target, before + max(0, amount))
            return (after - before, after)
        case .correction:
            let after = min(target, max(0, amount))
            return (after - before, after)
        case .reset, .undo:
            return (-before, 0)
        }
    }

    /// Re-derives every row of one counter from its entries, oldest first (after an import, a
    /// change of target, or the migration that introduced the columns).
    static func rederive(_ db: Database, counter: Int64, target: Int) throws {
        let rows = try Row.fetchAll(
            db, sql: "SELECT id, kind, amount FROM japaEntry WHERE japaCounterId = ? ORDER BY id", arguments: [counter])
        var stack: [(id: Int64, total: Int)] = []
        var derived: [Int64: (counted: Int, total: Int, effective: Bool)] = [:]
        for row in rows {
            let id: Int64 = row["id"]
            let amount: Int = row["amount"]
            let kind = JapaEntry.Kind(rawValue: row["kind"]) ?? .undo
            if kind == .undo {
                if let undone = stack.popLast() {
                    derived[undone.id] = derived[undone.id].map { ($0.counted, $0.total, false) }
                }
                derived[id] = (0, stack.last?.total ?? 0, false)
            } else {
                let (counted, after) = step(kind, amount: amount, before: stack.last?.total ?? 0, target: target)
                stack.append((id, after))
                derived[id] = (counted, after, true)
            }
        }
        let update = try db.makeStatement(
            sql: "UPDATE japaEntry SET counted = ?, runningTotal = ?, effective = ? WHERE id = ?")
        for (id, value) in derived {
            try update.execute(arguments: [value.counted, value.total, value.effective, id])
        }
    }
}
