import Routines
import Testing

/// Who may create custom routines, whatever names a person.
@Suite("Custom routine entitlement")
struct CustomRoutineEntitlementTests {
    @Test("Self-hosted: everyone may create custom routines, and no gate is in force")
    func selfHosted() async {
        let entitlement = SelfHostedEntitlement<Int>()
        #expect(await entitlement.customRoutinesUnlocked(for: 1))
        #expect(!entitlement.isGated)
    }

    @Test("The paywall locks everyone until a store grants it")
    func paywallLocks() async {
        let entitlement = PaywallEntitlement<Int>()
        #expect(entitlement.isGated)
        #expect(!(await entitlement.customRoutinesUnlocked(for: 1)))
    }

    @Test("The paywall unlocks exactly the profiles the store grants")
    func paywallGrants() async {
        let entitlement: any CustomRoutineEntitlement<Int> = PaywallEntitlement<Int>(grants: { $0 == 7 })
        #expect(await entitlement.customRoutinesUnlocked(for: 7))
        #expect(!(await entitlement.customRoutinesUnlocked(for: 8)))
        #expect(entitlement.isGated)
    }

    @Test("The configuration chooses the provider: self-hosted by default, the gate with SADHANA_MORNING_PAYWALL=on")
    func configuration() {
        func gated(_ settings: [String: String]) -> Bool {
            let entitlement: any CustomRoutineEntitlement<Int> = CustomRoutineEntitlements.configured(settings)
            return entitlement.isGated
        }
        #expect(!gated([:]))
        #expect(!gated(["SADHANA_MORNING_PAYWALL": "off"]))
        #expect(!gated(["SADHANA_MORNING_PAYWALL": "later"]))
        for on in ["on", "ON", "1", "true", "yes"] { #expect(gated(["SADHANA_MORNING_PAYWALL": on]), "\(on)") }
    }
}
