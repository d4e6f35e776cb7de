import Foundation
import Routines
import Storage

/// The custom-routine entitlement as the server uses it: per stored profile.
typealias MorningEntitlement = any CustomRoutineEntitlement<ProfileID>

enum MorningEntitlements {
    /// The provider this process's environment asks for; the rule is Routines'
    /// (`CustomRoutineEntitlements.configured`), the server only reads the environment.
    static func configured() -> MorningEntitlement {
        CustomRoutineEntitlements.configured(ProcessInfo.processInfo.environment)
    }
}
