import Foundation

/// The city a name stands for, and the other cities that carry the same name.
public struct CityResolution: Sendable, Hashable {
    /// The chosen city: the most populous one that carries the name (in the region, if given).
    public let place: Place
    /// Other cities with exactly that name (and qualifier), most populous first; non-empty means
    /// the name was ambiguous and the caller should say which city it took.
    public let alternatives: [Place]
}

extension PlaceCatalog {
    /// The city meant by a name as a person types it: "Chennai", "madras", "Hyderabad, PK",
    /// "Hyderabad, Sindh", "London, Ontario, CA".
    ///
    /// The part before the first comma is matched exactly (ignoring case and diacritics) against
    /// names, ASCII names and alternate names; each further part must be the country code, the
    /// country name or the region of the city. Among the cities left, the most populous wins.
    public func resolve(_ text: String) throws(PlacesError) -> CityResolution {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { NameFolding.fold(String($0)) }
        guard let name = parts.first, !name.isEmpty else { throw .emptyQuery }
        let qualifiers = parts.dropFirst().filter { !$0.isEmpty }
        let displayName = text.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? text
        let named = search(name, limit: Self.maximumSearchLimit)
            .filter { $0.quality <= .exactAlternateName }
            .map(\.place)
        guard !named.isEmpty else {
            let suggestions = search(name, limit: 3).map(\.place.label)
            throw .unknownCity(displayName, suggestions: suggestions)
        }
        let matching = named.filter { place in
            qualifiers.allSatisfy { qualifier in
                [place.countryCode, place.countryName, place.region ?? ""].contains {
                    NameFolding.fold($0) == qualifier
                }
            }
        }
        guard let chosen = matching.first else {
            throw .noCityInRegion(
                name: displayName,
                qualifier: text.split(separator: ",").dropFirst().joined(separator: ",")
                    .trimmingCharacters(in: .whitespaces),
                knownIn: named.prefix(5).map(\.label))
        }
        return CityResolution(place: chosen, alternatives: Array(matching.dropFirst()))
    }
}
