import CivilTime

/// A custom routine being written: whatever the person typed, kept as text so nothing is lost
/// (it is auto-saved as they type) and validated only when they save.
public struct RoutineDraft: Sendable, Hashable, Codable {
    /// One task row as typed.
    public struct Row: Sendable, Hashable, Codable {
        public var title: String
        public var time: String
        public init(title: String, time: String) {
            self.title = title
            self.time = time
        }
        /// Whether the row is blank (ignored on save).
        public var isBlank: Bool {
            title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                && time.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
    }

    /// The longest title of a routine or a task, in characters.
    public static let maximumTitle = 80
    /// The most rows a draft keeps (blank rows included), so a draft stays small.
    public static let maximumRows = 30

    public var title: String
    public var rows: [Row]

    public init(title: String = "", rows: [Row] = []) {
        self.title = title
        self.rows = rows
    }

    /// A draft cut to storable size: titles to 200 characters, times to 10, at most 30 rows.
    public var bounded: RoutineDraft {
        RoutineDraft(
            title: String(title.prefix(200)),
            rows: rows.prefix(Self.maximumRows).map {
                Row(title: String($0.title.prefix(200)), time: String($0.time.prefix(10)))
            })
    }

    /// The routine this draft describes, created on `today` (starting tomorrow); blank rows are
    /// skipped. Throws the first problem: a missing or bad title, a bad row, no tasks, over 20.
    public func validated(id: RoutineID, today: CivilDate) throws(RoutinesError) -> Routine {
        let name = try Self.cleanTitle(title, field: .title)
        let filled = rows.filter { !$0.isBlank }
        guard !filled.isEmpty else { throw .noTasks }
        guard filled.count <= Routine.maximumTasks else { throw .tooManyTasks(maximum: Routine.maximumTasks) }
        var tasks: [RoutineTask] = []
        for (index, row) in filled.enumerated() {
            let title = try Self.cleanTitle(row.title, field: .taskTitle)
            let trimmed = row.time.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw .empty(field: .taskTime) }
            let time = try TimeOfDay(parsing: trimmed)
            tasks.append(RoutineTask(id: TaskID(rawValue: "\(id.rawValue)-\(index + 1)"), title: title, time: time))
        }
        return try Routine(id: id, name: name, kind: .custom, tasks: tasks, createdOn: today)
    }

    /// A title trimmed and checked: not empty, at most 80 characters, no control characters.
    public static func cleanTitle(_ text: String, field: RoutinesError.Field) throws(RoutinesError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        guard trimmed.count <= maximumTitle else { throw .tooLong(field: field, maximum: maximumTitle) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters(field: field)
        }
        return trimmed
    }
}
