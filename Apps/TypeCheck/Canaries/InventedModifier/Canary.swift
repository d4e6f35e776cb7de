import JapaModel
import SwiftUI

// Canary: there is no `.glowing()` modifier. Must fail to build.
struct InventedModifierView: View {
    let counter: CounterModel
    var body: some View {
        Text(counter.copyText).glowing()
    }
}
