import CivilTime
import CompanionCore
import Observances
import Testing

/// The festival list's three views and its search over New Delhi's real next 90 or 401 days.
@Suite("Festival list")
struct FestivalListTests {
    static let today = day("2026-10-01")

    func list(_ kind: FestivalListKind, _ query: String = "") throws -> [Observance] {
        try engine.festivalList(
            from: Self.today, kind: kind, query: query, at: newDelhi, reckoning: purnimant, monthlyName: { $0.name })
    }

    @Test("All is festivals and listed vrats together, each in only one of the two narrower views, in date order")
    func kinds() throws {
        let all = try list(.all)
        let festivals = try list(.festivals)
        let vrats = try list(.vrats)
        #expect(festivals.map(\.id).contains("diwali"))
        #expect(vrats.map(\.id).contains("ekadashi"))
        #expect(festivals.allSatisfy { engine.isFestival($0) })
        #expect(vrats.allSatisfy { !engine.isFestival($0) && FestivalList.listedMonthly.contains($0.id) })
        #expect(all.count == festivals.count + vrats.count)
        #expect(Set(all.map { "\($0.id)@\($0.date)" }) == Set((festivals + vrats).map { "\($0.id)@\($0.date)" }))
        #expect(all.map(\.date) == all.map(\.date).sorted())
        let last = Self.today.adding(days: FestivalList.days - 1)
        #expect(all.allSatisfy { $0.date >= Self.today && $0.date <= last })
    }

    @Test("Observances the list does not keep (Karthigai, Sashti) are in none of its views")
    func unlisted() throws {
        let computed = try engine.observances(
            from: Self.today, through: Self.today.adding(days: 89), at: newDelhi, reckoning: purnimant)
        let unlisted = computed.filter { !engine.isFestival($0) && !FestivalList.listedMonthly.contains($0.id) }
        #expect(!unlisted.isEmpty)
        for kind in FestivalListKind.allCases {
            #expect(unlisted.allSatisfy { !FestivalList.shows($0, kind: kind, engine: engine) })
        }
    }

    @Test("A search gives each match's next date once, however it is spelt, and looks past the 90 days")
    func search() throws {
        let deepavali = try list(.all, "deepavali")
        #expect(deepavali.first { $0.id == "diwali" }?.date == day("2026-11-08"))
        #expect(Set(deepavali.map(\.id)).count == deepavali.count)
        #expect(deepavali.map(\.date) == deepavali.map(\.date).sorted())
        // A search is over every kind: the festivals view still finds the monthly Ekadashi.
        let ekadashi = try list(.festivals, "ekadashi")
        #expect(ekadashi.filter { $0.id == "ekadashi" }.count == 1)
        // Holi 2027 is more than 90 days after 1 October 2026 but within the search's 401.
        let holi = try list(.all, "holi")
        #expect(holi.contains { $0.id == "holi" && $0.date.year == 2027 })
        #expect(try list(.all, "no such festival").isEmpty)
    }
}
