/// The attribution GeoNames' licence (CC BY 4.0) requires wherever the city data is offered: the
/// sentence is translated, the name GeoNames, its address and the licence's name stay as they are.
/// `PlaceCatalog.attribution` is the same sentence in English.
extension CalendarNames {
    /// The untranslated parts of the sentence, for the `{source}`, `{url}` and `{licence}` of
    /// `calendar.location.attribution`.
    public static let placesAttributionArguments = [
        "source": "GeoNames", "url": "https://www.geonames.org", "licence": "CC BY 4.0",
    ]

    /// "City data from GeoNames (https://www.geonames.org), licensed under CC BY 4.0." in the
    /// person's language.
    public var placesAttribution: String { t("location.attribution", Self.placesAttributionArguments) }
}
