import JapaModel
import SwiftUI

/// Settings: set the current value by hand, see the target, reset with confirmation.
struct SettingsView: View {
    @Bindable var counter: CounterModel
    @State private var confirmsReset = false

    var body: some View {
        Form {
            Section("Текущее значение") {
                TextField("Текущее значение", text: $counter.valueText)
                    .keyboardType(.numberPad)
                    .font(.title2)
                    .onSubmit { counter.setCount() }
                Button("Сохранить") { counter.setCount() }
                if let message = counter.errorMessage {
                    Text(message).foregroundStyle(.red)
                }
            }
            Section {
                Text("Цель: \(counter.target) кругов")
            }
            Section {
                Button("Сбросить счётчик", role: .destructive) { confirmsReset = true }
            }
        }
        .navigationTitle("Настройки")
        .alert("Вы уверены?", isPresented: $confirmsReset) {
            Button("Отмена", role: .cancel) {}
            Button("Сбросить", role: .destructive) { counter.reset() }
        }
    }
}
