import SwiftUI
import Training
import TrainingModel

/// Mode, target, rest and adjustment; Start; About.
struct SetupView: View {
    @Bindable var model: TrainingModel
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Mode", selection: $model.mode) {
                        Text("Time").tag(TrainingMode.time)
                        Text("Reps").tag(TrainingMode.reps)
                    }
                    .pickerStyle(.segmented)
                    TextField("Exercise (optional)", text: $model.exercise)
                }
                Section(model.mode == .time ? "Target (seconds)" : "Target (reps)") {
                    TextField("Target", text: $model.targetText)
                        .keyboardType(.decimalPad)
                }
                Section("Rest between sets (seconds)") {
                    TextField("Rest", text: $model.restText)
                        .keyboardType(.numberPad)
                }
                Section {
                    TextField("Adjustment", text: $model.adjustmentText)
                        .keyboardType(model.mode == .time ? .decimalPad : .numberPad)
                } header: {
                    Text(model.mode == .time ? "Adjustment (seconds)" : "Adjustment (reps)")
                } footer: {
                    Text(
                        model.mode == .time
                            ? "Time deducted from each hold (transition penalty)."
                            : "Extra reps added per set (reward for completing).")
                }
                if let error = model.setupError {
                    Text(error).foregroundStyle(.red)
                }
                Button("Start") { model.start() }
                    .buttonStyle(BigButtonStyle(color: model.mode == .time ? .timeActive : .repsActive))
                    .listRowBackground(Color.clear)
            }
            .scrollContentBackground(.hidden)
            .background(Color.setupBackground)
            .navigationTitle("Accumulation")
            .toolbar {
                Button {
                    showsAbout = true
                } label: {
                    Image(systemName: "info.circle")
                }
                .accessibilityLabel("About")
            }
            .sheet(isPresented: $showsAbout) { AboutSheet() }
        }
    }
}
