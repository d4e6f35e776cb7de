import CivilTime
import Foundation
import Routines

/// Shared givens: a routine day, routines with two or three tasks, an instant on a day.
func day(_ iso: String) -> CivilDate { try! CivilDate(iso: iso) }

let monday = day("2026-11-16")

func routine(
    _ id: String, tasks: [String] = ["06:00", "06:30"], createdOn: CivilDate = monday, celebrity: String? = nil
)
    -> Routine
{
    let kind: Routine.Kind = celebrity.map { .celebrity(slug: $0) } ?? .custom
    return try! Routine(
        id: RoutineID(rawValue: id), name: id.capitalized, kind: kind,
        tasks: tasks.enumerated().map {
            RoutineTask(
                id: TaskID(rawValue: "\(id)-\($0.offset + 1)"), title: "Task \($0.offset + 1)",
                time: try! TimeOfDay(parsing: $0.element))
        }, createdOn: createdOn)
}

func task(_ routine: String, _ n: Int) -> TaskID { TaskID(rawValue: "\(routine)-\(n)") }
func rid(_ text: String) -> RoutineID { RoutineID(rawValue: text) }
let instant = Date(timeIntervalSince1970: 1_795_255_200)

/// A book on `today` with onboarding done.
func book(on today: CivilDate = monday) -> RoutineBook {
    var book = RoutineBook(today: today)
    try! book.apply(.completeOnboarding)
    return book
}

/// A book whose routine "a" (two tasks) was created on Monday and runs from Tuesday, now on Tuesday.
func runningBook() -> RoutineBook {
    var b = book()
    try! b.apply(.createCustomRoutine(routine("a")))
    try! b.apply(.dayRollsOver(to: monday.adding(days: 1)))
    return b
}
