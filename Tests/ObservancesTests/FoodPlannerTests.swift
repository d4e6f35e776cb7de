import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Food planning")
struct FoodPlannerTests {
    @Test("Tomorrow is Ekadashi: the alert belongs to the evening before, due at its sunset")
    func eveningBefore() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        let observances = TestPlaces.calculator.observances(in: span)
        let alerts = FoodPlanner(observed: ["ekadashi"]).alerts(for: observances) { span.frame($0)?.sunset }
        let ekadashis = observances.filter { $0.id == "ekadashi" }
        #expect(alerts.count == Set(ekadashis.map(\.date)).count)
        let first = try #require(alerts.first)
        #expect(first.evening == first.observanceDate.adding(days: -1))
        #expect(first.dueAt == span.frame(first.evening)?.sunset)
        #expect(
            first.message.hasPrefix("Tomorrow is ")
                && first.message.hasSuffix("avoid cooking or storing non-veg tonight"))
        #expect(first.message.contains("Ekadashi"))
    }

    @Test("Only observed ids alert, several on one day share one alert, and days without food rules never alert")
    func observedSetOnly() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        let observances = TestPlaces.calculator.observances(in: span)
        let none = FoodPlanner(observed: []).alerts(for: observances) { span.frame($0)?.sunset }
        let ashtami = FoodPlanner(observed: ["ashtami"]).alerts(for: observances) { span.frame($0)?.sunset }
        #expect(none.isEmpty && ashtami.isEmpty)
        let both = FoodPlanner(observed: ["pournami", "amavasai", "ekadashi", "pradosham"])
            .alerts(for: observances) { span.frame($0)?.sunset }
        #expect(Set(both.map(\.observanceDate)).count == both.count)
        #expect(both.allSatisfy { !$0.observanceIDs.isEmpty })
        let joint = both.filter { $0.observanceIDs.count > 1 }
        for a in joint { #expect(a.message.contains(" and ")) }
    }

    @Test("Default observed set is Ekadashi and Pradosham, as in the seed")
    func defaults() {
        #expect(FoodPlanner.defaultObserved == ["ekadashi", "pradosham"])
        #expect(ListText.joined(["A", "B", "C"]) == "A, B and C")
    }
}
