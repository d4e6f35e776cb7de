/// The parts of the suite that choose their languages together: the five apps, and the suite's
/// own pages (home, profile).
public enum SuiteApp: String, Sendable, CaseIterable {
    case home, japa, training, morning, calendar, tamil

    /// The string files (areas) the app's pages read; it offers the languages complete in all of them.
    public var stringAreas: [String] {
        switch self {
        case .home: ["suite", "profile"]
        case .japa: ["suite", "profile", "japa"]
        case .training: ["suite", "profile", "training"]
        case .morning: ["suite", "profile", "morning"]
        case .calendar: ["suite", "profile", "calendar", "journey", "texts"]
        case .tamil: ["suite", "profile", "tamil"]
        }
    }
}

extension Localizer {
    /// The languages `app` is complete in, English first.
    public func languages(of app: SuiteApp) -> [Language] {
        appLanguages.languages(of: app) { languages(completeIn: app.stringAreas) }
    }
}
