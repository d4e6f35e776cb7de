import Astronomy
import CivilTime
import Foundation
import Testing

@testable import Panchang

@Suite("Panchang calculator")
struct PanchangCalculatorTests {
    let calculator: PanchangCalculator
    let chennai: Location

    init() throws {
        calculator = try PanchangCalculator.bundled()
        chennai = try Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
    }

    @Test("Each day's spans run from its sunrise to the next sunrise without gaps, for every anga")
    func spansCoverTheDay() throws {
        let days = try calculator.days(
            from: CivilDate(year: 2026, month: 1, day: 1), through: CivilDate(year: 2026, month: 12, day: 31),
            at: chennai)
        #expect(days.count == 365)
        for day in days {
            let sunrise = try #require(day.sunrise)
            #expect(day.windowStart == sunrise && day.windowEnd == day.nextSunrise)
            for kind in AngaKind.allCases {
                let spans = day.spans(kind)
                #expect(!spans.isEmpty)
                #expect(spans.first!.start <= sunrise && spans.last!.end >= day.windowEnd)
                for (a, b) in zip(spans, spans.dropFirst()) {
                    #expect(a.end == b.start)
                    #expect(b.index == a.index % kind.count + 1)
                }
            }
        }
    }

    @Test("A skipped (kshaya) tithi appears with its start and end although no sunrise falls in it")
    func skippedTithi() throws {
        let days = try calculator.days(
            from: CivilDate(year: 2026, month: 1, day: 1), through: CivilDate(year: 2026, month: 12, day: 31),
            at: chennai)
        let skipped = days.filter { $0.tithi.count >= 3 }
        #expect(!skipped.isEmpty)
        for day in skipped {
            let middle = day.tithi[1]
            #expect(middle.start > day.windowStart && middle.end < day.windowEnd)
        }
        // And a repeated (vriddhi) tithi labels two consecutive days.
        #expect(zip(days, days.dropFirst()).contains { $0.tithi[0].index == $1.tithi[0].index })
    }

    @Test("New York's 23- and 25-hour DST days have one sunrise each, on the right day")
    func daylightSavingDays() throws {
        let newYork = try Location(latitude: 40.7128, longitude: -74.0060, timeZoneIdentifier: "America/New_York")
        let zone = newYork.timeZone
        for (m, d) in [(3, 8), (11, 1)] {
            let date = try CivilDate(year: 2026, month: m, day: d)
            let day = try calculator.day(date, at: newYork)
            let sunrise = try #require(day.sunrise)
            #expect(CivilDate(sunrise, in: zone) == date)
            #expect(day.timings != nil)
        }
    }

    @Test("Midsummer at Tromsø has no sunrise; the angas then cover midnight to midnight")
    func polarDay() throws {
        let tromso = try Location(latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo")
        let date = try CivilDate(year: 2026, month: 6, day: 21)
        let day = try calculator.day(date, at: tromso)
        #expect(day.sunrise == nil && day.sunset == nil && day.timings == nil)
        // Exactly local midnight and the next: a clock that drops seconds must read 00:00 of this
        // day, not 23:59 of the day before (issue 20).
        #expect(day.windowStart == date.start(in: tromso.timeZone))
        #expect(day.windowEnd == date.adding(days: 1).start(in: tromso.timeZone))
        #expect(WallClockMinute(day.windowStart, in: tromso.timeZone).date == date)
        #expect(day.tithi.first!.start <= day.windowStart)
        let winter = try calculator.day(CivilDate(year: 2026, month: 12, day: 21), at: tromso)
        #expect(winter.sunrise == nil)
    }

    @Test("A single day equals the same day taken out of a range")
    func singleDayMatchesRange() throws {
        let date = try CivilDate(year: 2026, month: 4, day: 14)
        let one = try calculator.day(date, at: chennai)
        let range = try calculator.days(from: date.adding(days: -3), through: date.adding(days: 3), at: chennai)
        let same = try #require(range.first { $0.date == date })
        #expect(one.tithi == same.tithi && one.nakshatra == same.nakshatra && one.karana == same.karana)
        #expect(abs(one.sunrise!.timeIntervalSince(same.sunrise!)) < 0.05)
    }

    @Test("Sankrantis come twelve a year, Makara in mid-January 2026, and new moons about 29.5 days apart")
    func events() throws {
        let zone = TimeZone(identifier: "UTC")!
        let a = try CivilDate(year: 2026, month: 1, day: 1).start(in: zone)
        let b = try CivilDate(year: 2027, month: 1, day: 1).start(in: zone)
        let sankrantis = try calculator.sankrantis(from: a, to: b)
        #expect(sankrantis.count == 12)
        let makara = try #require(sankrantis.first { $0.sign == 9 })
        #expect(
            CivilDate(makara.instant, in: TimeZone(identifier: "Asia/Kolkata")!)
                == (try CivilDate(year: 2026, month: 1, day: 14)))
        let newMoons = try calculator.newMoons(from: a, to: b)
        for (x, y) in zip(newMoons, newMoons.dropFirst()) {
            #expect((29.2...29.9).contains(y.timeIntervalSince(x) / 86_400))
        }
    }

    @Test(
        "Days outside the years 1000–2999 and reversed ranges are refused with a reason; 1000, 1700 and 2999 are served"
    )
    func refusals() throws {
        #expect(throws: PanchangError.self) { try calculator.day(CivilDate(year: 900, month: 1, day: 1), at: chennai) }
        #expect(throws: PanchangError.self) { try calculator.day(CivilDate(year: 3000, month: 6, day: 1), at: chennai) }
        let old = try calculator.day(CivilDate(year: 1700, month: 1, day: 1), at: chennai)
        #expect(old.sunrise != nil && !old.tithi.isEmpty)
        #expect(try calculator.day(CivilDate(year: 1000, month: 1, day: 1), at: chennai).sunrise != nil)
        #expect(try calculator.day(CivilDate(year: 2999, month: 12, day: 31), at: chennai).sunrise != nil)
        let a = try CivilDate(year: 2026, month: 2, day: 1)
        let b = try CivilDate(year: 2026, month: 1, day: 1)
        #expect(throws: PanchangError.emptyRange(from: a, to: b)) {
            try calculator.days(from: a, through: b, at: chennai)
        }
    }
}
