import CivilTime
import Foundation
import Japa
import Testing

@Suite("The circles chart's series: every day of the period on a round scale")
struct CirclesPerDayTests {
    let today = try! CivilDate(iso: "2026-11-21")
    func addition(_ amount: Int, daysAgo: Int) -> JapaEntry {
        JapaEntry(
            kind: .addition, amount: amount,
            recordedAt: Date(timeIntervalSince1970: 1_795_000_000 - Double(daysAgo) * 86_400),
            day: today.adding(days: -daysAgo))
    }

    @Test("Fourteen days through today, oldest first, zero days kept; peak, total and busiest day")
    func series() {
        let state = CounterState(
            target: 5556, entries: [addition(16, daysAgo: 0), addition(23, daysAgo: 3), addition(7, daysAgo: 20)])
        let series = CirclesPerDay(state, days: 14, through: today)
        #expect(series.days.count == 14)
        #expect(series.days.first?.day == today.adding(days: -13))
        #expect(series.days.last?.day == today && series.days.last?.circles == 16)
        #expect(series.days.filter { $0.circles == 0 }.count == 12, "the addition 20 days ago is outside")
        #expect(series.total == 39 && series.peak == 23)
        #expect(series.busiest?.day == today.adding(days: -3))
        #expect(series.scaleMax == 50)
        #expect(series.ticks == [0, 25, 50])
    }

    @Test("An empty period still has a scale of 1, so no bar divides by zero")
    func empty() {
        let series = CirclesPerDay(CounterState(target: 108, entries: []), days: 14, through: today)
        #expect(series.peak == 0 && series.total == 0)
        #expect(series.scaleMax == 1)
    }
}
