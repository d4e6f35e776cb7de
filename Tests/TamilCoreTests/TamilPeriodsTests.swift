import CivilTime
import Foundation
import Panchang
import TamilCore
import Testing

/// The day's good and bad periods as the timings cards, the "now" card and the daytime bar use
/// them, from real computed days.
@Suite("Tamil periods: groups, now, daytime bar")
struct TamilPeriodsTests {
    static let calendar = try! TamilCalendar.bundled()
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
    static let tromso = try! Location(latitude: 69.6496, longitude: 18.9560, timeZoneIdentifier: "Europe/Oslo")

    func day(_ iso: String, at location: Location = chennai) throws -> TamilDay {
        try Self.calendar.day(CivilDate(iso: iso), at: location)
    }

    @Test("Good and bad groups follow the kinds' order, hold every period once, and each group is in time order")
    func groups() throws {
        let day = try day("2026-01-14")
        let good = TamilPeriods.grouped(day, good: true)
        let bad = TamilPeriods.grouped(day, good: false)
        #expect(bad.map(\.id) == [.rahukaalam, .yamagandam, .kuligai])
        #expect(good.map(\.id).first == .nallaNeram)
        #expect(good.map(\.id).contains(.abhijit))
        let order = TamilPeriod.ID.allCases
        #expect(good.map { order.firstIndex(of: $0.id)! } == good.map { order.firstIndex(of: $0.id)! }.sorted())
        #expect((good + bad).flatMap(\.periods).count == TamilPeriods.all(day).count)
        for group in good + bad {
            #expect(
                group.periods.allSatisfy {
                    $0.id == group.id
                        && $0.isGood == (group.id != .rahukaalam && group.id != .yamagandam && group.id != .kuligai)
                })
            #expect(group.periods.map(\.window.start) == group.periods.map(\.window.start).sorted())
        }
    }

    @Test("A period is active from its start up to its end; Rahu Kalam's middle finds it among the active ones")
    func activeNow() throws {
        let day = try day("2026-01-14")
        let rahu = try #require(day.timings).rahuKalam
        let middle = rahu.start.addingTimeInterval(rahu.end.timeIntervalSince(rahu.start) / 2)
        #expect(TamilPeriods.active(day, at: middle).map(\.id).contains(.rahukaalam))
        #expect(TamilPeriods.active(day, at: rahu.start).map(\.id).contains(.rahukaalam))
        #expect(!TamilPeriods.active(day, at: rahu.end).map(\.id).contains(.rahukaalam))
        let midnight = try #require(day.panchang.sunrise).addingTimeInterval(-6 * 3600)
        #expect(TamilPeriods.active(day, at: midnight).allSatisfy { $0.id == .nallaNeram || $0.id == .gowriNallaNeram })
    }

    @Test("The daytime bar places Rahu Kalam at its share of the daytime and the instant by the same scale")
    func daytimeBar() throws {
        let day = try day("2026-01-14")  // a Wednesday: Rahu Kalam is the fifth eighth of the daytime
        let bar = try #require(TamilDaytimeBar(day))
        let rahu = try #require(bar.segments.first { $0.period == .rahukaalam })
        #expect(abs(rahu.start - 4.0 / 8) < 0.001)
        #expect(abs(rahu.end - 5.0 / 8) < 0.001)
        #expect(bar.segments.allSatisfy { 0 <= $0.start && $0.start < $0.end && $0.end <= 1 })
        #expect(bar.segments.map(\.period).suffix(3) == [.rahukaalam, .yamagandam, .kuligai])
        #expect(bar.position(of: bar.sunrise) == 0)
        #expect(bar.position(of: bar.sunset) == 1)
        #expect(bar.position(of: bar.sunset.addingTimeInterval(60)) == nil)
    }

    @Test("Where the Sun does not rise there is no daytime bar")
    func polarNight() throws {
        let day = try day("2026-12-21", at: Self.tromso)
        #expect(day.sun == .downAllDay)
        #expect(TamilDaytimeBar(day) == nil)
    }
}
