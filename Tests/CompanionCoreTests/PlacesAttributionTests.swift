import CompanionCore
import Localization
import Places
import Testing

@Suite("GeoNames attribution")
struct PlacesAttributionTests {
    static let localizer = try! Localizer.bundled()

    @Test(
        "In English the attribution is the catalog's own sentence; translated, it keeps GeoNames, its address and the licence"
    )
    func attribution() {
        let english = CalendarNames(localizer: Self.localizer, language: .english).placesAttribution
        #expect(english == PlaceCatalog.attribution)
        let hindi = CalendarNames(localizer: Self.localizer, language: Language(rawValue: "hi"))
            .placesAttribution
        #expect(hindi != english)
        for part in CalendarNames.placesAttributionArguments.values { #expect(hindi.contains(part)) }
    }
}
