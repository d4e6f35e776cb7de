import SwiftUI
import TrainingModel

/// The reps of the set just done (1 or more), typed on the number pad.
struct RepInputSheet: View {
    @Bindable var model: TrainingModel

    var body: some View {
        NavigationStack {
            Form {
                TextField("Reps", text: $model.repsText)
                    .keyboardType(.numberPad)
                    .font(.largeTitle)
                if let error = model.repsError {
                    Text(error).foregroundStyle(.red)
                }
                Button("Submit") { model.submitReps() }
                    .frame(minHeight: minimumTarget)
            }
            .navigationTitle("How many reps?")
        }
        .presentationDetents([.medium])
    }
}
