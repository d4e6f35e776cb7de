import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Explanation times")
struct TimeTextTests {
    @Test("Explanations show an instant by the one minute rule: 23:59:59.7 is 23:59 of that day, not 00:00 of the next")
    func secondsDropped() throws {
        let zone = TimeZone(identifier: "Asia/Kolkata")!
        let day = try CivilDate(iso: "2026-01-13")
        let late = day.instant(hour: 23, minute: 59, second: 59, in: zone).addingTimeInterval(0.7)
        #expect(TimeText.clock(late, zone) == "23:59 13 Jan")
        let sunrise = day.instant(hour: 6, minute: 31, second: 46, in: zone)
        #expect(TimeText.clock(sunrise, zone) == "06:31 13 Jan")
    }
}
