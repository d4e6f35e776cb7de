import Foundation
import Storage

/// Who may create custom routines — the seed's in-app purchase, behind an interface so the
/// provider is configuration, not code.
protocol CustomRoutineEntitlement: Sendable {
    /// Whether the profile may create custom routines.
    func customRoutinesUnlocked(for profile: ProfileID) async -> Bool
    /// Whether a gate is in force at all (the paywall explains itself differently when not).
    var isGated: Bool { get }
}

/// The self-hosted default: whoever runs the server owns it, so custom routines are unlocked.
struct SelfHostedEntitlement: CustomRoutineEntitlement {
    func customRoutinesUnlocked(for profile: ProfileID) async -> Bool { true }
    var isGated: Bool { false }
}

/// The gate turned on: custom routines stay behind the paywall until a purchase provider grants
/// them. This server has no store integration, so nothing grants them — there is no fake
/// purchase flow; a deployment with a store would supply `grants`.
struct PaywallEntitlement: CustomRoutineEntitlement {
    var grants: @Sendable (ProfileID) async -> Bool = { _ in false }
    func customRoutinesUnlocked(for profile: ProfileID) async -> Bool { await grants(profile) }
    var isGated: Bool { true }
}

enum MorningEntitlements {
    /// The provider the environment asks for: `SADHANA_MORNING_PAYWALL=on` turns the gate on;
    /// anything else (or nothing) keeps the self-hosted default.
    static func configured(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> any CustomRoutineEntitlement
    {
        switch environment["SADHANA_MORNING_PAYWALL"]?.lowercased() {
        case "on", "1", "true", "yes": PaywallEntitlement()
        default: SelfHostedEntitlement()
        }
    }
}
