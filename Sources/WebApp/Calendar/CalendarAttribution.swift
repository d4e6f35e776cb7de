import CompanionCore
import Localization
import Places

/// The GeoNames attribution the city data's licence requires, in the person's language: the
/// sentence is translated, the name GeoNames, its address and the licence name stay as they are.
extension CalendarSettingsController {
    static let attributionArguments = [
        "source": "GeoNames", "url": "https://www.geonames.org", "licence": "CC BY 4.0",
    ]

    static func attribution(_ language: Language, _ localizer: Localizer) -> String {
        CalendarNames(localizer: localizer, language: language).t("location.attribution", attributionArguments)
    }
}
