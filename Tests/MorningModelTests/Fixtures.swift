import Foundation
import MorningModel
import Routines

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    var now: Date
    init(_ iso: String = "2025-12-09T06:00:00Z") { now = ISO8601DateFormatter().date(from: iso)! }
    func advance(_ seconds: TimeInterval) { now = now.addingTimeInterval(seconds) }
}

/// A fresh temporary directory for one test.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sadhana-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Records every list of reminders the model asks for.
@MainActor
final class RecordingScheduler: ReminderScheduler {
    var lists: [[ReminderFiring]] = []
    func replaceReminders(with firings: [ReminderFiring]) { lists.append(firings) }
}

/// Hands out "r1", "r2", … as routine identifiers.
final class Counter: @unchecked Sendable {
    var n = 0
    func next() -> String {
        n += 1
        return "r\(n)"
    }
}
