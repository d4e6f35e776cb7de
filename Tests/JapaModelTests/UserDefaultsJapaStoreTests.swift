import Foundation
import Japa
import JapaModel
import Testing

@MainActor
@Suite("UserDefaults store (the on-device one)")
struct UserDefaultsJapaStoreTests {
    @Test("The entries round-trip as JSON Data under the @AppStorage key")
    func roundTrip() throws {
        let suite = "sadhana-test-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let clock = TestClock()
        let counter = CounterModel(
            store: UserDefaultsJapaStore(defaults: defaults), clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        counter.incrementText = "16"
        counter.add()
        #expect(defaults.data(forKey: "purascharana.entries") != nil)
        let again = CounterModel(
            store: UserDefaultsJapaStore(defaults: defaults), clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        #expect(again.copyText == "16 круга (16)")
    }
}
