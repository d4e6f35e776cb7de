import CivilTime
import Foundation
import Japa
import Storage

/// A counter as the API answers it (`GET /counters/:id` and every write), from its figures alone.
struct JapaCounterAnswer: Encodable {
    struct Stage: Encodable {
        let rite: String
        let target: Int
    }
    struct Pace: Encodable {
        let daysLeft: Int
        let perDay: Int?
        let overdue: Bool

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(daysLeft, forKey: .daysLeft)
            try c.encode(perDay, forKey: .perDay)
            try c.encode(overdue, forKey: .overdue)
        }
        enum CodingKeys: String, CodingKey { case daysLeft, perDay, overdue }
    }
    /// What an addition asked for and how much counted.
    struct Added: Encodable {
        let requested: Int
        let counted: Int
        let capped: Bool
    }

    let id: Int64
    let name: String
    let target: Int
    let targetDate: String?
    let copyFormat: String
    let total: Int
    let todayIncrement: Int
    let remaining: Int
    let progress: Double
    let percent: String
    let complete: Bool
    let canUndo: Bool
    let statusLine: String
    let entries: Int
    let followOn: Bool
    let followOnStages: [Stage]?
    let pace: Pace?
    let paceText: String?
    // Only in answers to writes.
    var added: Added?
    var repeated: Bool?
    var completed: Bool?
    var celebration: String?
    var notice: String?

    init(_ tally: CounterTally, _ presenter: JapaPresenter) {
        let counter = tally.counter
        let figures = tally.state
        id = tally.id.rawValue
        name = counter.name
        target = counter.target
        targetDate = counter.targetDate?.description
        copyFormat = counter.copyFormat.rawValue
        total = figures.total
        todayIncrement = figures.todayIncrement
        remaining = figures.remaining
        progress = (figures.progress * 10_000).rounded() / 10_000
        percent = presenter.percent(figures)
        complete = figures.isComplete
        canUndo = figures.canUndo
        statusLine = presenter.statusLine(counter, figures)
        entries = tally.entryCount
        followOn = counter.followOn
        followOnStages =
            counter.followOn
            ? FollowOnRite.stages(japa: counter.target).map { Stage(rite: $0.rite.rawValue, target: $0.target) } : nil
        let pacing = presenter.pace(counter, figures)
        pace = pacing.map { Pace(daysLeft: $0.daysLeft, perDay: $0.perDay, overdue: $0.isOverdue) }
        paceText = pacing == nil ? nil : presenter.paceText(counter, figures)
    }

    enum CodingKeys: String, CodingKey {
        case id, name, target, targetDate, copyFormat, total, todayIncrement, remaining, progress, percent, complete
        case canUndo, statusLine, entries, followOn, followOnStages, pace, paceText, added, repeated, completed
        case celebration, notice
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(target, forKey: .target)
        try c.encode(targetDate, forKey: .targetDate)  // null when unset
        try c.encode(copyFormat, forKey: .copyFormat)
        try c.encode(total, forKey: .total)
        try c.encode(todayIncrement, forKey: .todayIncrement)
        try c.encode(remaining, forKey: .remaining)
        try c.encode(progress, forKey: .progress)
        try c.encode(percent, forKey: .percent)
        try c.encode(complete, forKey: .complete)
        try c.encode(canUndo, forKey: .canUndo)
        try c.encode(statusLine, forKey: .statusLine)
        try c.encode(entries, forKey: .entries)
        try c.encode(followOn, forKey: .followOn)
        try c.encodeIfPresent(followOnStages, forKey: .followOnStages)
        if let pace {
            try c.encode(pace, forKey: .pace)
            try c.encode(paceText, forKey: .paceText)  // null when there is nothing to say
        }
        try c.encodeIfPresent(added, forKey: .added)
        try c.encodeIfPresent(repeated, forKey: .repeated)
        try c.encodeIfPresent(completed, forKey: .completed)
        try c.encodeIfPresent(celebration, forKey: .celebration)
        try c.encodeIfPresent(notice, forKey: .notice)
    }
}

/// `GET /counters`.
struct JapaCounterListAnswer: Encodable {
    let counters: [JapaCounterAnswer]
}

/// `GET /counters/:id/history`: a page of effective entries, newest first, and the cursor of the
/// next older page (`?before=`), null on the last.
struct JapaHistoryAnswer: Encodable {
    struct Line: Encodable {
        let position: Int64
        let recordedAt: String
        let day: String
        let kind: String
        let amount: Int
        let counted: Int
        let runningTotal: Int
    }
    let counterId: Int64
    let entries: [Line]
    let next: Int64?

    init(counter: CounterID, page: JapaHistoryPage, timeZone: TimeZone) {
        counterId = counter.rawValue
        entries = page.lines.map {
            Line(
                position: $0.position, recordedAt: $0.entry.recordedAt.iso8601(in: timeZone),
                day: $0.entry.day.description, kind: $0.entry.kind.rawValue, amount: $0.entry.amount,
                counted: $0.counted, runningTotal: $0.runningTotal)
        }
        next = page.next
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(counterId, forKey: .counterId)
        try c.encode(entries, forKey: .entries)
        try c.encode(next, forKey: .next)
    }
    enum CodingKeys: String, CodingKey { case counterId, entries, next }
}
