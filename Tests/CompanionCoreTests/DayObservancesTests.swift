import CivilTime
import CompanionCore
import Foundation
import Observances
import Testing

/// Today (and the day page, and a month cell) list what the Festivals list lists for that date.
@Suite("A day's observances")
struct DayObservancesTests {
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
    static let tamil = CalendarReckoning(tradition: .tamil, fasting: .smarta)

    @Test("For every day of 2026 in Chennai and New Delhi, the day's list is the Festivals list for that date")
    func sameAsFestivalList() throws {
        for (place, reckoning) in [(Self.chennai, Self.tamil), (newDelhi, purnimant)] {
            var first = day("2026-01-01")
            var shown = 0
            while first.year == 2026 {
                let today = try engine.dayObservances(on: first, at: place, reckoning: reckoning)
                let list = try engine.festivalList(
                    from: first, kind: .all, query: "", at: place, reckoning: reckoning
                ) { $0.name }
                .filter { $0.date == first }
                #expect(today.map(\.id) == list.map(\.id), "\(first): Today \(today.map(\.id)), list \(list.map(\.id))")
                shown += today.count
                first = first.adding(days: 1)
            }
            #expect(shown > 100)
        }
    }

    @Test("A monthly observance the Festivals list leaves out (Karthigai) is not on the day either")
    func karthigaiFollowsTheList() throws {
        let year = try engine.year(2026, at: Self.chennai, reckoning: Self.tamil)
        let karthigai = try #require(year.observances.first { $0.id == "karthigai" })
        let shown = engine.dayObservances(on: karthigai.date, in: year)
        let listed = FestivalList.shows(karthigai, kind: .all, engine: engine)
        #expect(shown.contains { $0.id == "karthigai" } == listed)
    }
}
