import JapaModel
import SwiftUI

// Canary: `totl` is not a property of CounterModel. Must fail to build.
struct MisspeltPropertyView: View {
    let counter: CounterModel
    var body: some View {
        Text("\(counter.totl)")
    }
}
