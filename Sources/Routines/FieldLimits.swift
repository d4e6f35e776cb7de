import Foundation

extension RoutinesError.Field {
    /// The most characters this kind of field takes — the one limit the HTML `maxlength`, the form
    /// parser, the JSON API and the routine itself all use. Titles are counted after trimming, in
    /// characters (a browser's `maxlength` counts UTF-16 units, so it never lets through more).
    public var maximumLength: Int {
        switch self {
        case .title, .taskTitle: 80
        // "HH:MM", or "HH:MM:SS" as some browsers send a time input's value.
        case .taskTime: 8
        }
    }
}

extension RoutineDraft {
    /// Throws `tooLong` for the first field (title, then each row's title and time) longer than its
    /// kind's `maximumLength`, and `tooManyTasks` past `maximumRows` rows; a draft within the
    /// limits is stored exactly as typed.
    public func checkLengths() throws(RoutinesError) {
        guard rows.count <= Self.maximumRows else { throw .tooManyTasks(maximum: Routine.maximumTasks) }
        try Self.check(title, .title)
        for row in rows {
            try Self.check(row.title, .taskTitle)
            try Self.check(row.time, .taskTime)
        }
    }

    private static func check(_ text: String, _ field: RoutinesError.Field) throws(RoutinesError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= field.maximumLength else {
            throw .tooLong(field: field, maximum: field.maximumLength)
        }
    }
}
