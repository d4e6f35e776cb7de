import SwiftUI
import Training
import TrainingModel

/// The hold: a large timer updated every 0.1 s from the start instant, live progress, Bail Out
/// (until the target is reached) and Stop, and Reset with confirmation.
struct TimeTrainingView: View {
    @Bindable var model: TrainingModel
    @State private var confirmsReset = false
    @ScaledMetric(relativeTo: .largeTitle) private var timerSize: CGFloat = 80

    var body: some View {
        let live = model.live
        let total = live?.liveTotal ?? 0
        let target = model.session?.configuration.target ?? 0
        let figures = TrainingFormat.progress(total: total, target: target, mode: .time)
        VStack(spacing: 20) {
            Text(TrainingFormat.seconds(live?.currentHold ?? 0))
                .font(.system(size: timerSize, weight: .bold, design: .rounded))
                .monospacedDigit()
                .accessibilityLabel("Hold \(TrainingFormat.seconds(live?.currentHold ?? 0)) seconds")
            ProgressView(value: live?.progress ?? 0)
                .tint(.white)
            Text("\(figures.done) / \(figures.target)s")
                .font(.title)
            Text("Remaining: \(figures.remaining)s")
                .font(.title2)
            Spacer()
            if live?.showsBailOut == true {
                Button("Bail Out") {
                    Feedback.tap()
                    model.bailOut()
                }
                .buttonStyle(BigButtonStyle(color: .orange))
            }
            Button("Stop") {
                Feedback.tap()
                model.stop()
            }
            .buttonStyle(BigButtonStyle(color: .red))
            Button("Reset", role: .destructive) { confirmsReset = true }
                .frame(minHeight: minimumTarget)
        }
        .padding()
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.timeActive)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                await model.tick()
            }
        }
        .alert("Reset this session?", isPresented: $confirmsReset) {
            Button("Cancel", role: .cancel) {}
            Button("Reset", role: .destructive) { model.reset() }
        } message: {
            Text("The sets so far will be discarded.")
        }
    }
}
