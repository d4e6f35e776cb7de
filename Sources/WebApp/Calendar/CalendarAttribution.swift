import CompanionCore
import Localization

/// The GeoNames attribution for the settings pages; the sentence and its parts are
/// `CalendarNames.placesAttribution` (CompanionCore).
extension CalendarSettingsController {
    static let attributionArguments = CalendarNames.placesAttributionArguments

    static func attribution(_ language: Language, _ localizer: Localizer) -> String {
        CalendarNames(localizer: localizer, language: language).placesAttribution
    }
}
