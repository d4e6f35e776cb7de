import CivilTime
import CompanionCore
import Observances
import Testing

@Suite("Companion calendar engine")
struct CalendarEngineTests {
    @Test("Diwali 2026 falls on November 8 in New Delhi, in the year and in a range across years")
    func diwali() throws {
        let year = try engine.year(2026, at: newDelhi, reckoning: purnimant)
        #expect(year.byDate[day("2026-11-08")]?.contains { $0.id == "diwali" } == true)
        let range = try engine.observances(
            from: day("2026-12-25"), through: day("2027-01-20"), at: newDelhi, reckoning: purnimant)
        #expect(range.contains { $0.id == "makar-sankranti" && $0.date.year == 2027 })
        #expect(range.allSatisfy { $0.date >= day("2026-12-25") && $0.date <= day("2027-01-20") })
    }

    @Test("The served range is stated once (CalendarRange) and the engine serves exactly it")
    func oneRange() {
        #expect(CalendarRange.years == 1100...2900)
        #expect(CalendarRange.first.description == "1100-01-01")
        #expect(CalendarRange.last.description == "2900-12-31")
        #expect(CalendarEngine.years == CalendarRange.years)
    }

    @Test("A year the engine cannot compute is refused with a message naming the years served")
    func yearOutOfRange() {
        #expect(throws: CompanionError.yearOutOfRange(1000)) {
            try engine.year(1000, at: newDelhi, reckoning: purnimant)
        }
        #expect(CompanionError.yearOutOfRange(2901).description.contains("1100–2900"))
    }

    @Test("A cached year answers the same as the first computation")
    func cachedYear() throws {
        let first = try engine.year(2026, at: newDelhi, reckoning: purnimant)
        let again = try engine.year(2026, at: newDelhi, reckoning: purnimant)
        #expect(first.observances == again.observances)
    }

    @Test("Traditions pick month systems and solar calendars; paths suggest fasting rules")
    func traditions() {
        #expect(CalendarTradition.purnimant.conventions.monthSystem == .purnimanta)
        #expect(CalendarTradition.tamil.conventions.monthSystem == .amanta)
        #expect(CalendarTradition.tamil.conventions.hanumanJayanti == .tamil)
        #expect(CalendarTradition.bengali.solarCalendar == .bengali)
        #expect(CalendarTradition.gujarati.solarCalendar == nil)
        #expect(CalendarTradition(key: "tamil") == .tamil && CalendarTradition(key: "x") == nil)
        #expect(EkadashiRule(path: .iskcon) == .iskcon)
        #expect(EkadashiRule(path: .vaishnav) == .vaishnava)
        #expect(EkadashiRule(path: .shaiv) == .smarta)
    }
}
