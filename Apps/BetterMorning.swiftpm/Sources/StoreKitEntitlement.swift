import Routines
import StoreKit

/// The engine's custom-routine entitlement answered by StoreKit 2: unlocked when the device holds
/// a verified, unrevoked transaction for the unlock product.
struct StoreKitEntitlement: CustomRoutineEntitlement {
    /// The non-consumable product (configured in `BetterMorning.storekit` for local testing).
    static let productID = "org.sadhana.bettermorning.customroutines"

    var isGated: Bool { true }

    func customRoutinesUnlocked(for profile: Void) async -> Bool {
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == Self.productID,
                transaction.revocationDate == nil
            {
                return true
            }
        }
        return false
    }

    /// Finishes transactions that arrive while the app runs (Ask to Buy, other devices) and
    /// calls `changed` after each.
    static func watchTransactions(_ changed: @escaping @Sendable () async -> Void) async {
        for await result in Transaction.updates {
            if case .verified(let transaction) = result { await transaction.finish() }
            await changed()
        }
    }
}
