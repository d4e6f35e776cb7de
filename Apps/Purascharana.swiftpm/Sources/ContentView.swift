import JapaModel
import SwiftUI
import UIKit

/// The main screen: the total toward 5556, a progress bar, today's circles, Add and Copy.
struct ContentView: View {
    @Bindable var counter: CounterModel
    @State private var showsCopied = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Spacer()
                Text(counter.counterText)
                    .font(.system(size: 56, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .minimumScaleFactor(0.5)
                    .accessibilityLabel("Всего \(counter.total) из \(counter.target) кругов")
                ProgressView(value: counter.progress)
                    .tint(.orange)
                    .accessibilityLabel("Прогресс")
                    .accessibilityValue("\(Int(counter.progress * 100)) %")
                TextField("Круги за сегодня", text: $counter.incrementText)
                    .keyboardType(.numberPad)
                    .multilineTextAlignment(.center)
                    .font(.title)
                    .textFieldStyle(.roundedBorder)
                    .frame(maxWidth: 200)
                if let message = counter.errorMessage {
                    Text(message)
                        .foregroundStyle(.red)
                        .font(.callout)
                }
                HStack(spacing: 16) {
                    Button("Добавить") { counter.add() }
                        .buttonStyle(.borderedProminent)
                    Button("Копировать") { copy() }
                        .buttonStyle(.bordered)
                }
                .controlSize(.large)
                if showsCopied {
                    Text("Скопировано!")
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding()
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        counter.undo()
                    } label: {
                        Image(systemName: "arrow.uturn.backward")
                    }
                    .disabled(!counter.canUndo)
                    .accessibilityLabel("Отменить последнее")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink {
                        SettingsView(counter: counter)
                    } label: {
                        Image(systemName: "gearshape")
                    }
                    .accessibilityLabel("Настройки")
                }
            }
        }
    }

    private func copy() {
        UIPasteboard.general.string = counter.copyText
        showsCopied = true
    }
}
