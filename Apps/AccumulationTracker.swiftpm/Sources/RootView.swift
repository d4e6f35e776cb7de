import SwiftUI
import TrainingModel
import UIKit

/// Shows the screen of the session's phase, keeps the screen awake while training, plays the
/// rest cues and recomputes everything on returning to the foreground.
struct RootView: View {
    @Bindable var model: TrainingModel
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        screen
            .onChange(of: model.keepsScreenAwake, initial: true) { _, awake in
                UIApplication.shared.isIdleTimerDisabled = awake
            }
            .onChange(of: model.cue) { _, cue in
                if let cue { Feedback.play(cue.kind) }
            }
            .onChange(of: scenePhase) { _, phase in
                if phase == .active { model.resume() }
            }
    }

    @ViewBuilder private var screen: some View {
        switch model.screen {
        case .setup: SetupView(model: model)
        case .timeTraining: TimeTrainingView(model: model)
        case .repsTraining: RepsTrainingView(model: model)
        case .rest: RestView(model: model)
        case .complete: CompletionView(model: model)
        }
    }
}
