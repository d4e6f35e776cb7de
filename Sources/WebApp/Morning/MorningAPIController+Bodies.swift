import Foundation
import Routines

extension MorningAPIController {
    /// A draft from `{"title": "…", "tasks": [{"title": "…", "time": "HH:MM"}]}`; every value must be
    /// a string, and at most 30 rows are read.
    static func draft(from body: [String: JSONValue]) throws -> RoutineDraft {
        var title = ""
        switch body["title"] {
        case .string(let text)?: title = text
        case nil, .null?: break
        default: throw WebError.unprocessable("title must be a string")
        }
        var rows: [RoutineDraft.Row] = []
        switch body["tasks"] {
        case .array(let items)?:
            guard items.count <= RoutineDraft.maximumRows else {
                throw RoutinesError.tooManyTasks(maximum: Routine.maximumTasks)
            }
            for item in items {
                guard case .object(let fields) = item else {
                    throw WebError.unprocessable("each task must be an object")
                }
                var row = RoutineDraft.Row(title: "", time: "")
                for (key, value) in fields where key == "title" || key == "time" {
                    guard case .string(let text) = value else {
                        throw WebError.unprocessable("task \(key) must be a string")
                    }
                    if key == "title" { row.title = text } else { row.time = text }
                }
                rows.append(row)
            }
        case nil, .null?: break
        default: throw WebError.unprocessable("tasks must be an array")
        }
        return RoutineDraft(title: title, rows: rows)
    }

    static func draftAnswer(_ draft: RoutineDraft) -> MorningAPI.Draft {
        MorningAPI.Draft(title: draft.title, tasks: draft.rows.map { .init(title: $0.title, time: $0.time) })
    }
}

/// The answer to a tap on a task: its mark now and the day's count, for the page to update in place.
struct MorningTapAnswer: Codable, Equatable {
    let task: String
    /// `untouched` or `completed`.
    let mark: String
    /// The mark as a screen reader says it.
    let markLabel: String
    /// The routine day the tap counted for.
    let day: String
    let completed: Int
    let total: Int
    /// "2 of 5 done", in the person's language.
    let progress: String
}
