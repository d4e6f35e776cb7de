// Stand-in for Apple's Accessibility framework: declarations only, as Apple documents them
// (README.md names the page for each). Nothing here runs.

/// Types of accessibility notifications that an app can post (iOS 17).
public enum AccessibilityNotification {
    /// A notification that conveys an announcement to an assistive app.
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: String) {}
    }
}

/// The protocol behind every notification's `post()`.
public protocol _AccessibilityNotifications {}

extension _AccessibilityNotifications {
    /// Posts the notification to assistive apps.
    public func post() {}
}
