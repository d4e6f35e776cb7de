import Accessibility
import JapaModel
import SwiftUI
import UIKit

/// The main screen: the total toward 5556, a progress bar, today's circles, Add and Copy.
struct ContentView: View {
    @Bindable var counter: CounterModel

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
                Spacer()
            }
            .padding()
            .overlay(alignment: .bottom) {
                if counter.showsCopiedToast {
                    Text(CounterModel.copiedText)
                        .font(.callout.weight(.semibold))
                        .padding(.horizontal, 20)
                        .padding(.vertical, 12)
                        .background(.regularMaterial, in: Capsule())
                        .padding(.bottom, 24)
                        .accessibilityHidden(true)  // announced once on copy; the toast itself is not a stop
                }
            }
            // The toast hides itself: one timer per copy, restarted by a new copy.
            .task(id: counter.toastHidesAt) {
                guard counter.toastHidesAt != nil else { return }
                try? await Task.sleep(for: .seconds(CounterModel.toastDuration))
                counter.hideToastIfDue()
            }
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
        counter.copied()
        AccessibilityNotification.Announcement(CounterModel.copiedText).post()
    }
}
