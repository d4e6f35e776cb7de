import Foundation

/// A city and how far it is from the point that was asked about.
public struct NearestPlace: Sendable, Hashable {
    public let place: Place
    /// Great-circle distance in kilometres (on a sphere of radius 6371 km).
    public let distanceKilometres: Double
}

extension PlaceCatalog {
    /// The catalog city nearest to a coordinate, by great-circle distance.
    ///
    /// Its time zone is the best guess the catalog can make for the coordinate itself. Near a
    /// zone border (a state line in the United States, the Indiana and Arizona exceptions, a
    /// country border, a river dividing two zones) the nearest city can lie across the border and
    /// keep a different zone than the point: the answer is the city's zone, not a polygon lookup.
    public func nearest(latitude: Double, longitude: Double) throws(PlacesError) -> NearestPlace {
        guard latitude.isFinite, (-90...90).contains(latitude) else { throw .invalidLatitude(latitude) }
        guard longitude.isFinite, (-180...180).contains(longitude) else { throw .invalidLongitude(longitude) }
        let found = tree.nearest(to: PlaceTree.unitVector(latitude, longitude))
        let chord = min(2, found.chordSquared.squareRoot())
        return NearestPlace(place: place(at: found.index), distanceKilometres: 2 * 6371 * asin(chord / 2))
    }
}
