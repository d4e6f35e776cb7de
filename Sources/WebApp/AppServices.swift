import Foundation
import Localization
import Storage

/// What every controller needs, built once at start-up and shared (all of it is `Sendable`).
struct AppServices: Sendable {
    let database: AppDatabase
    let localizer: Localizer
    let pages: PageRenderer
    let assets: AssetCatalog
    let timeZone: TimeZone
    let now: @Sendable () -> Date
}
