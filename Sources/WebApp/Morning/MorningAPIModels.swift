import Foundation
import Routines
import TamilCore

/// The answers of `/api/v1/morning`, one type per shape. Dates are `YYYY-MM-DD`, times `HH:MM`.
enum MorningAPI {
    /// `GET /state` and every action that changes it.
    struct State: Codable, Equatable, Sendable {
        let today: String
        let dayStart: String
        let onboardingCompleted: Bool
        /// The server's clock, ISO 8601 in UTC.
        let now: String
        let customRoutinesUnlocked: Bool
        /// `noActiveRoutine`, `waitingToStart` or `runningToday`.
        let state: String
        /// Absent when no routine is active.
        var activeRoutineId: String? = nil
        /// `waitingToStart` only: the day the routine begins.
        var startDate: String? = nil
        /// `runningToday` only: each task id's mark today.
        var marks: [String: String]? = nil
    }

    /// A task of a routine as the API lists it.
    struct RoutineTask: Codable, Equatable, Sendable {
        let id: String
        let title: String
        let time: String
    }

    /// A routine's figures; `completionPercent` is `null` before any day is finalised.
    struct Stats: Codable, Equatable, Sendable {
        let currentStreak: Int
        let bestStreak: Int
        let finalisedDays: Int
        let fullDays: Int
        let completedTasks: Int
        let possibleTasks: Int
        @NullEncoded var completionPercent: Int?

        init(_ stats: RoutineStats) {
            currentStreak = stats.currentStreak
            bestStreak = stats.bestStreak
            finalisedDays = stats.finalisedDays
            fullDays = stats.fullDays
            completedTasks = stats.completedTasks
            possibleTasks = stats.possibleTasks
            completionPercent = stats.completionPercent
        }
    }

    /// A finalised day of a routine.
    struct DayRecord: Codable, Equatable, Sendable {
        let day: String
        let completed: Int
        let tasks: Int
    }

    /// `GET /routines/{id}`, and the answer to creating one.
    struct Routine: Codable, Equatable, Sendable {
        let id: String
        let name: String
        /// `custom` or `celebrity`.
        let kind: String
        /// The celebrity's slug, `null` for a custom routine.
        @NullEncoded var celebrity: String?
        let createdOn: String
        let startDate: String
        let active: Bool
        let status: String
        let tasks: [RoutineTask]
        let stats: Stats
        let days: [DayRecord]
    }

    /// `GET /routines`
    struct RoutineList: Codable, Equatable, Sendable {
        let routines: [Routine]
    }

    /// A task of a celebrity's routine, before it is adopted.
    struct CelebrityTask: Codable, Equatable, Sendable {
        let time: String
        let title: String
    }

    /// `GET /celebrities/{slug}`
    struct Celebrity: Codable, Equatable, Sendable {
        let slug: String
        let initials: String
        let name: String
        let known: String
        let about: String
        let source: String
        let tasks: [CelebrityTask]
        /// Whether the person's adopted copy of this routine is the active one.
        let active: Bool
    }

    /// `GET /celebrities`
    struct CelebrityList: Codable, Equatable, Sendable {
        let celebrities: [Celebrity]
    }

    /// A task on one day, with its mark (`untouched`, `completed`, `incomplete`).
    struct DayTask: Codable, Equatable, Sendable {
        let id: String
        let title: String
        let time: String
        let mark: String
        /// When the ✓ was made (the tap's own instant); null when not checked.
        @NullEncoded var checkedAt: String?
    }

    /// `GET /routines/{id}/days/{day}`
    struct Day: Codable, Equatable, Sendable {
        let day: String
        let finalized: Bool
        let tasks: [DayTask]
    }

    /// A bar of the week chart; `null` figures for days outside the routine.
    struct Bar: Codable, Equatable, Sendable {
        let day: String
        @NullEncoded var completed: Int?
        @NullEncoded var tasks: Int?
    }

    /// `GET /routines/{id}/weeks/{start}`
    struct Week: Codable, Equatable, Sendable {
        let start: String
        let scale: Int
        let bars: [Bar]
    }

    /// A draft row, kept as typed (the time may not parse yet).
    struct DraftRow: Codable, Equatable, Sendable {
        let title: String
        let time: String
    }

    /// `GET`/`PUT /draft`
    struct Draft: Codable, Equatable, Sendable {
        let title: String
        let tasks: [DraftRow]
    }

    /// The reminder as set up.
    struct ReminderInfo: Codable, Equatable, Sendable {
        let routineId: String
        let time: String
        let startDate: String
        let uid: String
        /// The next reminder, ISO 8601 with offset; empty when none is due.
        let nextAt: String
    }

    /// `GET /reminder`: the calendar feed, and the reminder (`null` when none is set).
    struct Reminder: Codable, Equatable, Sendable {
        let feed: String
        @NullEncoded var reminder: ReminderInfo?
    }
}
