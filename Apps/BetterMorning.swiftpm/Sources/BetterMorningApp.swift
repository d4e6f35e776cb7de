import Foundation
import MorningModel
import SwiftUI

/// Better Morning: celebrity and custom morning routines, checked off day by day.
@main
struct BetterMorningApp: App {
    @State private var model = MorningModel(
        store: JSONFileMorningStore(url: Self.storeURL), clock: { Date() }, timeZone: .autoupdatingCurrent,
        entitlement: StoreKitEntitlement(), scheduler: NotificationScheduler(), texts: CelebrityTexts.bundled()!)

    /// `Application Support/BetterMorning/morning.json`.
    static var storeURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("BetterMorning/morning.json")
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
    }
}
