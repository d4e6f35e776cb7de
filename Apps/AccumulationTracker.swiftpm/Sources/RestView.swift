import SwiftUI
import Training
import TrainingModel

/// The rest: a large countdown updated every second, Skip Rest, the progress so far.
struct RestView: View {
    @Bindable var model: TrainingModel
    @ScaledMetric(relativeTo: .largeTitle) private var countdownSize: CGFloat = 120

    var body: some View {
        let live = model.live
        let configuration = model.session?.configuration
        let figures = TrainingFormat.progress(
            total: live?.liveTotal ?? 0, target: configuration?.target ?? 0, mode: configuration?.mode ?? .time)
        VStack(spacing: 20) {
            Text("Rest")
                .font(.title)
            Text("\(live?.restRemaining ?? 0)")
                .font(.system(size: countdownSize, weight: .bold, design: .rounded))
                .monospacedDigit()
                .accessibilityLabel("\(live?.restRemaining ?? 0) seconds of rest left")
            Text("\(figures.done) / \(figures.target) \(model.unit)")
                .font(.title2)
            Spacer()
            Button("Skip Rest") { model.skipRest() }
                .buttonStyle(BigButtonStyle(color: .setupBackground))
        }
        .padding()
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.resting)
        .task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                await model.tick()
            }
        }
    }
}
