import SwiftUI

/// A class without @Observable.
final class PlainSettings {
    var name = ""
}

// Canary: @Bindable needs an Observable class. Must fail to build.
struct BindableNonObservableView: View {
    @Bindable var settings: PlainSettings
    var body: some View {
        TextField("Name", text: $settings.name)
    }
}
