import CivilTime
import Foundation
import Journey
import Testing

private typealias F = Fixture

@Suite("Counting a person's days")
struct DayReckoningTests {
    @Test("By default a day starts at 04:00: 01:30 and 03:59 belong to the day before")
    func defaultStart() {
        let reckoning = F.reckoning
        #expect(reckoning.dayStartMinute == 240)
        #expect(reckoning.day(of: F.at(1, 1, 30)) == F.day(0))
        #expect(reckoning.day(of: F.at(1, 3, 59)) == F.day(0))
        #expect(reckoning.day(of: F.at(1, 4, 0)) == F.day(1))
        #expect(reckoning.day(of: F.at(1, 23, 59)) == F.day(1))
    }

    @Test("A day starting at midnight is the calendar day")
    func midnightStart() throws {
        let reckoning = try DayReckoning(dayStartMinute: 0, zone: F.kolkata)
        #expect(reckoning.day(of: F.at(1, 0, 0)) == F.day(1))
        #expect(reckoning.day(of: F.at(0, 23, 59)) == F.day(0))
    }

    @Test("A day is read in the zone given, else in the reckoning's own")
    func zoneOfTheDay() {
        // Monday 22:00 in Toronto is Tuesday 08:30 in Kolkata
        let instant = F.at(0, 22, in: F.toronto)
        #expect(F.reckoning.day(of: instant, in: F.toronto) == F.day(0))
        #expect(F.reckoning.day(of: instant) == F.day(1))
    }

    @Test("A day begins at its start minute in the reckoning's zone")
    func startOfDay() throws {
        #expect(F.reckoning.start(of: F.day(3)) == F.at(3, 4))
        let late = try DayReckoning(dayStartMinute: 330, zone: F.toronto)
        #expect(late.start(of: F.day(3)) == F.at(3, 5, 30, in: F.toronto))
        #expect(late.day(of: late.start(of: F.day(3))) == F.day(3))
        #expect(late.day(of: late.start(of: F.day(3)).addingTimeInterval(-1)) == F.day(2))
    }

    @Test("A day may start from 00:00 to 12:00 and no later or earlier", arguments: [0, 1, 240, 719, 720])
    func acceptedStarts(minute: Int) throws {
        #expect(try DayReckoning(dayStartMinute: minute, zone: F.kolkata).dayStartMinute == minute)
    }

    @Test("A day start outside 0 ... 720 minutes is refused", arguments: [-1, -240, 721, 1_440])
    func refusedStarts(minute: Int) {
        #expect(throws: JourneyError.badDayStart(minute)) { try DayReckoning(dayStartMinute: minute, zone: F.kolkata) }
    }

    @Test("The refusal explains itself")
    func refusalMessage() {
        #expect(JourneyError.badDayStart(800).description.contains("800"))
        #expect(JourneyError.noSuchOption(5).description.contains("5"))
    }
}
