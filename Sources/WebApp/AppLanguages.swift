import Localization

extension SuiteApp {
    /// The app a request path belongs to (`/calendar/texts/…` → calendar, `/api/v1/tamil` and the
    /// seed's `/api/panchangam/…` → tamil); the suite's own pages otherwise.
    init(path: String) {
        var segments = path.split(separator: "/", omittingEmptySubsequences: true).prefix(3).map(String.init)
        if segments.first == "api" {
            segments.removeFirst()
            if segments.first == "v1" { segments.removeFirst() }
        }
        switch segments.first {
        case "japa": self = .japa
        case "training": self = .training
        case "morning": self = .morning
        case "calendar", "texts", "journey": self = .calendar
        case "tamil", "panchangam", "yogam": self = .tamil
        default: self = .home
        }
    }
}

/// The language the visitor chose, for the length of one request (set by `ProfileMiddleware`),
/// so the layout can say so when the page's app is not translated into it.
enum LanguageChoice {
    @TaskLocal static var chosen: Language?
}
