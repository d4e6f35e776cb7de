import Foundation
import SwiftUI
import TrainingModel

/// Accumulation Tracker: cluster-set training toward a target of seconds or reps.
@main
struct AccumulationTrackerApp: App {
    @State private var model = TrainingModel(store: JSONFileTrainingStore(url: Self.storeURL), clock: { Date() })

    /// `Application Support/AccumulationTracker/training.json`.
    static var storeURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("AccumulationTracker/training.json")
    }

    var body: some Scene {
        WindowGroup {
            RootView(model: model)
        }
    }
}
