import AudioToolbox
import Training
import TrainingModel
import UIKit

/// Sounds and haptics: the seed's system sounds at 3 s and 0 s of rest, and taps on actions.
@MainActor
enum Feedback {
    /// The warning beep (3 s left) and the end beep (rest over).
    static func play(_ cue: RestCue.Kind) {
        switch cue {
        case .warning:
            AudioServicesPlaySystemSound(1054)
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
        case .end:
            AudioServicesPlaySystemSound(1057)
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        }
    }

    /// Bail Out, Stop, Done With Set.
    static func tap() {
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
    }
}
