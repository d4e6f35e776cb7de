import CivilTime
import Foundation
import MorningModel
import UserNotifications

/// Turns the model's reminders (data) into local notifications, one calendar trigger per day.
@MainActor
final class NotificationScheduler: ReminderScheduler {
    /// Asks once for permission to show alerts and play sounds.
    static func requestPermission() async {
        _ = try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound])
    }

    func replaceReminders(with firings: [ReminderFiring]) {
        let center = UNUserNotificationCenter.current()
        center.removeAllPendingNotificationRequests()
        for firing in firings {
            let content = UNMutableNotificationContent()
            content.title = firing.title
            content.body = firing.body
            content.sound = .default
            var when = DateComponents()
            when.year = firing.day.year
            when.month = firing.day.month
            when.day = firing.day.day
            when.hour = firing.time.hour
            when.minute = firing.time.minute
            let trigger = UNCalendarNotificationTrigger(dateMatching: when, repeats: false)
            center.add(UNNotificationRequest(identifier: firing.id, content: content, trigger: trigger))
        }
    }
}
