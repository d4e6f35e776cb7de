import Localization
import Routines

/// The Explore catalogue's words (names, what they are known for, the routine and its tasks),
/// from the suite's English string tables, looked up by the profile's slug.
public struct CelebrityTexts: Sendable {
    private let localizer: Localizer
    private let language: Language

    public init(localizer: Localizer, language: Language = .english) {
        self.localizer = localizer
        self.language = language
    }

    /// The bundled tables (nil if they cannot be read, which a test would catch).
    public static func bundled() -> CelebrityTexts? {
        (try? Localizer.bundled()).map { CelebrityTexts(localizer: $0) }
    }

    public func name(_ profile: CelebrityProfile) -> String { text(profile, "name") }
    public func knownFor(_ profile: CelebrityProfile) -> String { text(profile, "known") }
    public func about(_ profile: CelebrityProfile) -> String { text(profile, "about") }
    public func taskTitles(_ profile: CelebrityProfile) -> [String] {
        profile.taskTimes.indices.map { text(profile, "task\($0 + 1)") }
    }

    private func text(_ profile: CelebrityProfile, _ field: String) -> String {
        localizer.text("morning.people.\(profile.slug).\(field)", in: language)
    }
}
