import JapaModel
import SwiftUI

// Canary: TextField takes `text:`, not `value:`. Must fail to build.
struct WrongLabelView: View {
    @Bindable var counter: CounterModel
    var body: some View {
        TextField("Круги", value: $counter.incrementText)
    }
}
