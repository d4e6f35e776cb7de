import SwiftUI
import Training
import TrainingModel

/// A set of reps: progress, Done With Set (opens the rep sheet), Reset with confirmation.
struct RepsTrainingView: View {
    @Bindable var model: TrainingModel
    @State private var confirmsReset = false

    var body: some View {
        let target = model.session?.configuration.target ?? 0
        let figures = TrainingFormat.progress(total: model.live?.liveTotal ?? 0, target: target, mode: .reps)
        VStack(spacing: 20) {
            Text("Set \(model.attempts.count + 1)")
                .font(.title2)
            Text("\(figures.done) / \(figures.target) reps")
                .font(.largeTitle.weight(.bold))
                .monospacedDigit()
            ProgressView(value: model.live?.progress ?? 0)
                .tint(.white)
            Text("Remaining: \(figures.remaining) reps")
                .font(.title2)
            Spacer()
            Button("Done With Set") {
                Feedback.tap()
                model.doneWithSet()
            }
            .buttonStyle(BigButtonStyle(color: .complete))
            Button("Reset", role: .destructive) { confirmsReset = true }
                .frame(minHeight: minimumTarget)
        }
        .padding()
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.repsActive)
        .sheet(isPresented: $model.isRepSheetPresented) {
            RepInputSheet(model: model)
        }
        .alert("Reset this session?", isPresented: $confirmsReset) {
            Button("Cancel", role: .cancel) {}
            Button("Reset", role: .destructive) { model.reset() }
        }
    }
}
