import CivilTime
import Routines

/// One local notification to schedule: the reminder as data, which the app hands to
/// UNUserNotificationCenter (a calendar trigger on `day` at `time`).
public struct ReminderFiring: Sendable, Hashable, Identifiable {
    /// The notification request's identifier: stable for a routine run and day.
    public let id: String
    public let day: CivilDate
    public let time: TimeOfDay
    public let title: String
    public let body: String
}

/// Replaces the scheduled reminders with a new list (the app's implementation talks to
/// UNUserNotificationCenter; tests record the lists).
@MainActor
public protocol ReminderScheduler: AnyObject {
    func replaceReminders(with firings: [ReminderFiring])
}
