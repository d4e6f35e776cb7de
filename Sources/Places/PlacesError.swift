/// Everything that can go wrong when finding a place.
public enum PlacesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bundled catalog is missing or damaged.
    case catalogUnreadable(String)
    /// A search or a city name with nothing to look for.
    case emptyQuery
    /// A name no city in the catalog carries; `suggestions` are the nearest matches, if any.
    case unknownCity(String, suggestions: [String])
    /// The name is known, but not in the country or region that qualified it.
    case noCityInRegion(name: String, qualifier: String, knownIn: [String])
    /// A latitude outside −90…90 or not a number.
    case invalidLatitude(Double)
    /// A longitude outside −180…180 or not a number.
    case invalidLongitude(Double)

    public var description: String {
        switch self {
        case .catalogUnreadable(let reason): "the bundled city catalog could not be read: \(reason)"
        case .emptyQuery: "give a city name to look for"
        case .unknownCity(let name, let suggestions):
            suggestions.isEmpty
                ? "no city called “\(name)” is known"
                : "no city called “\(name)” is known; did you mean \(suggestions.joined(separator: ", "))?"
        case .noCityInRegion(let name, let qualifier, let knownIn):
            "no city called “\(name)” in “\(qualifier)”; there is one in \(knownIn.joined(separator: ", "))"
        case .invalidLatitude(let value): "latitude \(value) is outside −90…90"
        case .invalidLongitude(let value): "longitude \(value) is outside −180…180"
        }
    }
}
