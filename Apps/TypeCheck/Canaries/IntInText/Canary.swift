import JapaModel
import SwiftUI

// Canary: Text takes a string, not an Int. Must fail to build.
struct IntInTextView: View {
    let counter: CounterModel
    var body: some View {
        Text(counter.total)
    }
}
