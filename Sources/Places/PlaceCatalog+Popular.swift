extension PlaceCatalog {
    /// The cities offered for quick selection, by name and country code, in display order:
    /// Tamil Nadu first, then India, Sri Lanka, South-East Asia, the Gulf and the diaspora.
    public static let popularCityNames: [(name: String, countryCode: String)] = [
        ("Chennai", "IN"), ("Coimbatore", "IN"), ("Madurai", "IN"), ("Tiruchirappalli", "IN"),
        ("Bengaluru", "IN"), ("Hyderabad", "IN"), ("Mumbai", "IN"), ("New Delhi", "IN"), ("Kolkata", "IN"),
        ("Colombo", "LK"), ("Jaffna", "LK"), ("Singapore", "SG"), ("Kuala Lumpur", "MY"), ("Dubai", "AE"),
        ("London", "GB"), ("Toronto", "CA"), ("New York City", "US"), ("San Francisco", "US"),
        ("San Jose", "US"), ("Sydney", "AU"), ("Johannesburg", "ZA"),
    ]

    /// The popular cities for quick selection, in `popularCityNames` order: for each, the most
    /// populous city of that country whose own name it is (New Delhi, not Delhi).
    public func popular() -> [Place] {
        Self.popularCityNames.compactMap { entry in
            search(entry.name, limit: Self.maximumSearchLimit).first {
                $0.quality == .exactName && $0.place.countryCode == entry.countryCode
            }?.place
        }
    }
}
