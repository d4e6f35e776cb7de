import Foundation
import JapaModel
import SwiftUI

/// Purascharana: counts mantra circles toward 5556, saved in UserDefaults.
@main
struct PurascharanaApp: App {
    @State private var counter = CounterModel(
        store: UserDefaultsJapaStore(defaults: .standard), clock: { Date() }, timeZone: .autoupdatingCurrent)

    var body: some Scene {
        WindowGroup {
            ContentView(counter: counter)
        }
    }
}
