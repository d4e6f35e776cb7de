import SwiftUI
import Training
import TrainingModel

/// The session's summary and its attempts, then New Session.
struct CompletionView: View {
    @Bindable var model: TrainingModel

    var body: some View {
        VStack(spacing: 16) {
            Text(model.summary?.reachedTarget == true ? "Target reached" : "Session ended")
                .font(.largeTitle.weight(.bold))
            if let summary = model.summary {
                Text("\(TrainingFormat.number(summary.total)) \(model.unit) in \(summary.sets) sets")
                    .font(.title2)
                Text("Time: \(TrainingFormat.clock(Int(summary.duration)))")
                    .font(.title3)
            }
            List(model.attempts, id: \.number) { attempt in
                HStack {
                    Text("#\(attempt.number)")
                    Spacer()
                    Text("\(TrainingFormat.number(attempt.value)) → \(TrainingFormat.number(attempt.counted))")
                        .monospacedDigit()
                }
                .accessibilityElement(children: .combine)
            }
            .scrollContentBackground(.hidden)
            Button("New Session") { model.newSession() }
                .buttonStyle(BigButtonStyle(color: .setupBackground))
        }
        .padding()
        .foregroundStyle(.white)
        .background(Color.complete)
    }
}
