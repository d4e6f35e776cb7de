import Foundation

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
