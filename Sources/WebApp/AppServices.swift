import Foundation
import Journey
import Localization
import Storage

/// What every controller needs, built once at start-up and shared (all of it is `Sendable`).
struct AppServices: Sendable {
    let database: AppDatabase
    let localizer: Localizer
    let pages: PageRenderer
    let assets: AssetCatalog
    /// The zone that stands in for a person's until their browser or Settings gives theirs.
    let timeZone: TimeZone
    let now: @Sendable () -> Date
    /// Whether the profile cookie carries `Secure`: with `--public` the suite is served over HTTPS
    /// by a reverse proxy, so the cookie never travels in clear.
    let secureCookies: Bool
    /// Every text's unit references, for the Journey's text-completion awards and badges.
    var journeyTexts = Journey.Texts([])
    /// Text titles by id, then by language code (lowercased, `en` the English one), for the
    /// text-completion badges' names.
    var textTitles: [String: [String: String]] = [:]
}
