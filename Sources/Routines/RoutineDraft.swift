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

    /// The most rows a draft keeps (blank rows included): a routine's most tasks, so the form, the
    /// draft and the routine share one limit.
    public static let maximumRows = Routine.maximumTasks

    public var title: String
    public var rows: [Row]

    public init(title: String = "", rows: [Row] = []) {
        self.title = title
        self.rows = rows
    }

    /// A draft cut to its fields' limits and `maximumRows` rows: what storage keeps whatever it is
    /// given. Callers refuse an over-long draft with `checkLengths()` first, so nothing is cut
    /// silently.
    public var bounded: RoutineDraft {
        RoutineDraft(
            title: String(title.prefix(RoutinesError.Field.title.maximumLength)),
            rows: rows.prefix(Self.maximumRows).map {
                Row(
                    title: String($0.title.prefix(RoutinesError.Field.taskTitle.maximumLength)),
                    time: String($0.time.prefix(RoutinesError.Field.taskTime.maximumLength)))
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
            guard trimmed.count <= RoutinesError.Field.taskTime.maximumLength else {
                throw .tooLong(field: .taskTime, maximum: RoutinesError.Field.taskTime.maximumLength)
            }
            let time = try TimeOfDay(parsing: trimmed)
            tasks.append(RoutineTask(id: TaskID(rawValue: "\(id.rawValue)-\(index + 1)"), title: title, time: time))
        }
        return try Routine(id: id, name: name, kind: .custom, tasks: tasks, createdOn: today)
    }

    /// A title trimmed and checked: not empty, at most the field's `maximumLength`, no control
    /// characters.
    public static func cleanTitle(_ text: String, field: RoutinesError.Field) throws(RoutinesError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(field: field) }
        guard trimmed.count <= field.maximumLength else { throw .tooLong(field: field, maximum: field.maximumLength) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacters(field: field)
        }
        return trimmed
    }
}
