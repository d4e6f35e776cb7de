import Foundation
import Routines
import Storage

/// The custom-routine entitlement as the server uses it: per stored profile.
typealias MorningEntitlement = any CustomRoutineEntitlement<ProfileID>

enum MorningEntitlements {
    /// The provider the environment asks for: `SADHANA_MORNING_PAYWALL=on` turns the gate on;
    /// anything else (or nothing) keeps the self-hosted default.
    static func configured(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> MorningEntitlement
    {
        switch environment["SADHANA_MORNING_PAYWALL"]?.lowercased() {
        case "on", "1", "true", "yes": PaywallEntitlement<ProfileID>()
        default: SelfHostedEntitlement<ProfileID>()
        }
    }
}
