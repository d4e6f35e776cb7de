import MorningModel
import Routines
import SwiftUI

/// When the routine day starts, and Reset All Data.
struct SettingsView: View {
    let model: MorningModel
    @State private var confirmsReset = false

    var body: some View {
        Form {
            Section {
                Picker("Day starts at", selection: dayStartHour) {
                    ForEach(0..<7) { hour in
                        Text(hour == 0 ? "Midnight" : "\(hour):00").tag(hour)
                    }
                }
            } footer: {
                Text("A later start keeps a late night in the day before.")
            }
            Section {
                Button("Reset All Data", role: .destructive) { confirmsReset = true }
            }
        }
        .navigationTitle("Settings")
        .alert("Reset all data?", isPresented: $confirmsReset) {
            Button("Cancel", role: .cancel) {}
            Button("Reset", role: .destructive) { model.resetAll() }
        } message: {
            Text("Every routine and its history are removed, and onboarding shows again.")
        }
    }

    private var dayStartHour: Binding<Int> {
        // Binding's closures are `@Sendable @isolated(any)`: isolate them to the main actor, where the
        // model lives (without this Swift 6 warns that they read main-actor state from a Sendable closure).
        Binding(
            get: { @MainActor in model.dayStart.hour },
            set: { @MainActor hour in
                if let start = try? TimeOfDay(hour: hour, minute: 0) { model.setDayStart(start) }
            })
    }
}
