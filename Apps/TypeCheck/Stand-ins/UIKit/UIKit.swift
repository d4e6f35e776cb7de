// Stand-in for Apple's UIKit: declarations only, as Apple documents them, for type-checking the
// apps on Linux. Nothing here runs.
import Foundation

open class UIPasteboard {  // not main-actor isolated (Apple: `class UIPasteboard`)
    open class var general: UIPasteboard { fatalError() }
    open var string: String?
}

@MainActor
open class UIApplication {
    open class var shared: UIApplication { fatalError() }
    open var isIdleTimerDisabled: Bool = false
}

@MainActor
open class UIFeedbackGenerator {}

@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    open func impactOccurred() {}
}

@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }
    public override init() {}
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}
