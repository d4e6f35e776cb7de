import CivilTime
import Foundation
import Routines
import Testing

@Suite("Custom routine drafts, weekly charts and the catalogue")
struct DraftAndChartTests {
    @Test("A draft becomes a custom routine sorted by time, blank rows skipped, starting tomorrow")
    func draftValid() throws {
        let draft = RoutineDraft(
            title: "  My morning ",
            rows: [
                .init(title: "Stretch", time: "06:30"), .init(title: "", time: ""),
                .init(title: "Water", time: "06:00"),
            ])
        let r = try draft.validated(id: rid("m"), today: monday)
        #expect(r.name == "My morning")
        #expect(r.tasks.map(\.title) == ["Water", "Stretch"])
        #expect(r.kind == .custom)
        #expect(r.startDate == monday.adding(days: 1))
    }

    @Test("Draft validation: title, 1–20 tasks, each task titled and timed")
    func draftInvalid() {
        let ok = RoutineDraft.Row(title: "Walk", time: "06:00")
        func check(_ draft: RoutineDraft, _ error: RoutinesError) {
            #expect(throws: error) { try draft.validated(id: rid("m"), today: monday) }
        }
        check(RoutineDraft(title: " ", rows: [ok]), .empty(field: .title))
        check(RoutineDraft(title: String(repeating: "x", count: 81), rows: [ok]), .tooLong(field: .title, maximum: 80))
        check(RoutineDraft(title: "a\u{7}b", rows: [ok]), .controlCharacters(field: .title))
        check(RoutineDraft(title: "T", rows: []), .noTasks)
        check(RoutineDraft(title: "T", rows: Array(repeating: ok, count: 21)), .tooManyTasks(maximum: 20))
        check(RoutineDraft(title: "T", rows: [.init(title: "", time: "06:00")]), .empty(field: .taskTitle))
        check(RoutineDraft(title: "T", rows: [.init(title: "Walk", time: "")]), .empty(field: .taskTime))
        check(RoutineDraft(title: "T", rows: [.init(title: "Walk", time: "25:00")]), .malformedTime("25:00"))
        #expect(throws: Never.self) {
            try RoutineDraft(title: "T", rows: Array(repeating: ok, count: 20)).validated(id: rid("m"), today: monday)
        }
    }

    @Test("A bounded draft keeps at most 20 rows and fields within their limits")
    func bounded() {
        let d = RoutineDraft(
            title: String(repeating: "y", count: 5000),
            rows: Array(repeating: .init(title: String(repeating: "t", count: 300), time: "06:00:00:00"), count: 100)
        ).bounded
        #expect(d.title.count == 80 && d.rows.count == 20)
        #expect(d.rows[0].title.count == 80 && d.rows[0].time == "06:00:00")
    }

    @Test("One limit per kind of field: 80 for names and task titles, 8 for times, 20 rows")
    func lengthLimits() throws {
        #expect(RoutinesError.Field.title.maximumLength == 80)
        #expect(RoutinesError.Field.taskTitle.maximumLength == 80)
        #expect(RoutinesError.Field.taskTime.maximumLength == 8)
        let ok = RoutineDraft.Row(title: String(repeating: "t", count: 80), time: "06:00:00")
        try RoutineDraft(title: " " + String(repeating: "x", count: 80) + " ", rows: [ok]).checkLengths()
        #expect(throws: RoutinesError.tooLong(field: .title, maximum: 80)) {
            try RoutineDraft(title: String(repeating: "x", count: 5000)).checkLengths()
        }
        #expect(throws: RoutinesError.tooLong(field: .taskTitle, maximum: 80)) {
            try RoutineDraft(title: "T", rows: [ok, .init(title: String(repeating: "t", count: 81), time: "")])
                .checkLengths()
        }
        #expect(throws: RoutinesError.tooLong(field: .taskTime, maximum: 8)) {
            try RoutineDraft(title: "T", rows: [.init(title: "", time: "06:00:00.000")]).checkLengths()
        }
        #expect(throws: RoutinesError.tooManyTasks(maximum: 20)) {
            try RoutineDraft(title: "T", rows: Array(repeating: .init(title: "", time: ""), count: 21)).checkLengths()
        }
        #expect(throws: RoutinesError.tooLong(field: .taskTime, maximum: 8)) {
            try RoutineDraft(title: "T", rows: [.init(title: "Walk", time: "06:00:00:00")])
                .validated(id: rid("m"), today: monday)
        }
    }

    @Test("Weekly chart: a bar per finalised day, none for days without data")
    func weekChart() throws {
        var b = runningBook()  // runs from Tuesday 2026-11-17
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.dayRollsOver(to: day("2026-11-18")))
        try b.apply(.completeTask(task("a", 1), at: instant))
        try b.apply(.completeTask(task("a", 2), at: instant))
        try b.apply(.dayRollsOver(to: day("2026-11-19")))
        let chart = b.chart(of: rid("a"), weekStarting: monday)
        #expect(chart.bars.map(\.completed) == [nil, 1, 2, nil, nil, nil, nil])
        #expect(chart.scale == 2)
        #expect(WeekChart.weekStart(of: day("2026-11-19"), firstWeekday: .monday) == monday)
        #expect(WeekChart.weekStart(of: day("2026-11-19"), firstWeekday: .sunday) == day("2026-11-15"))
    }

    @Test("A card's weeks run from its first record's week to today's")
    func chartWeeks() throws {
        var b = runningBook()
        try b.apply(.dayRollsOver(to: day("2026-12-02")))
        #expect(b.chartWeeks(of: rid("a"), firstWeekday: .monday) == [monday, day("2026-11-23"), day("2026-11-30")])
    }

    @Test("The catalogue holds at least twelve people, each with a source and valid times")
    func catalogue() throws {
        #expect(CelebrityCatalog.all.count >= 12)
        #expect(Set(CelebrityCatalog.all.map(\.slug)).count == CelebrityCatalog.all.count)
        for p in CelebrityCatalog.all {
            #expect(!p.source.isEmpty && !p.taskTimes.isEmpty && p.taskTimes.count <= 20)
        }
        let franklin = try CelebrityCatalog.profile("franklin")
        let r = try franklin.routine(
            id: rid("f"), name: "Benjamin Franklin", taskTitles: ["a", "b", "c", "d", "e"], today: monday)
        #expect(r.celebritySlug == "franklin" && r.tasks.first?.time.description == "05:00")
        #expect(throws: RoutinesError.unknownCelebrity("nobody")) { try CelebrityCatalog.profile("nobody") }
    }
}
