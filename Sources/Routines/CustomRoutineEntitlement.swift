/// Who may create custom routines — the seed's in-app purchase, behind an interface so the
/// provider is configuration, not code. `Profile` is whatever names a person where it is used (the
/// server's stored profile id, an app's single user).
public protocol CustomRoutineEntitlement<Profile>: Sendable {
    associatedtype Profile
    /// Whether the profile may create custom routines.
    func customRoutinesUnlocked(for profile: Profile) async -> Bool
    /// Whether a gate is in force at all (the paywall explains itself differently when not).
    var isGated: Bool { get }
}

/// The self-hosted default: whoever runs the server owns it, so custom routines are unlocked.
public struct SelfHostedEntitlement<Profile>: CustomRoutineEntitlement {
    /// The ungated entitlement.
    public init() {}
    public func customRoutinesUnlocked(for profile: Profile) async -> Bool { true }
    public var isGated: Bool { false }
}

/// The gate turned on: custom routines stay behind the paywall until a purchase provider grants
/// them. This package has no store integration, so by default nothing grants them — there is no
/// fake purchase flow; a deployment with a store supplies `grants`.
public struct PaywallEntitlement<Profile>: CustomRoutineEntitlement {
    /// Whether the store has granted custom routines to a profile.
    public var grants: @Sendable (Profile) async -> Bool

    /// The gate, unlocked for the profiles `grants` answers true for (none by default).
    public init(grants: @escaping @Sendable (Profile) async -> Bool = { _ in false }) {
        self.grants = grants
    }

    public func customRoutinesUnlocked(for profile: Profile) async -> Bool { await grants(profile) }
    public var isGated: Bool { true }
}

/// Choosing the provider from a deployment's settings.
public enum CustomRoutineEntitlements {
    /// The setting that turns the gate on.
    public static let setting = "SADHANA_MORNING_PAYWALL"

    /// The provider `settings` (the process environment, passed in) asks for: `SADHANA_MORNING_PAYWALL`
    /// set to `on`, `1`, `true` or `yes` turns the gate on; anything else (or nothing) keeps the
    /// self-hosted default.
    public static func configured<Profile>(_ settings: [String: String]) -> any CustomRoutineEntitlement<Profile> {
        switch settings[setting]?.lowercased() {
        case "on", "1", "true", "yes": PaywallEntitlement<Profile>()
        default: SelfHostedEntitlement<Profile>()
        }
    }
}
