import Foundation

extension PlaceCatalog {
    /// The largest population a catalog entry may have and still be taken for a part of a bigger
    /// city around it: GeoNames lists city sections among its cities (Bay Street Corridor and
    /// Moss Park in Toronto, Thomson in Singapore, 25,000–30,000 people each).
    public static let sectionPopulationLimit = 100_000
    /// How much bigger the city must be than the nearest entry to be named instead of it.
    public static let cityPopulationFactor = 10

    /// How far from its catalog point a city of `population` reaches: 2 km for 100,000 people,
    /// growing with the square root of the population (a city's area grows about with its
    /// population), at most 25 km — Toronto (2.8 M) 10.6 km, Singapore (5.6 M) 15 km.
    public static func reachKilometres(population: Int) -> Double {
        min(25, 2 * (Double(max(population, 0)) / 100_000).squareRoot())
    }

    /// The place a person at a coordinate would name: the nearest catalog entry, unless that entry
    /// is small (under `sectionPopulationLimit`) and a city at least `cityPopulationFactor` times
    /// bigger reaches the point (`reachKilometres`) — then the biggest such city. Downtown Toronto
    /// is Toronto, not Bay Street Corridor; central Singapore is Singapore, not Thomson; a separate
    /// city keeps its name (Mississauga, Howrah, Secunderabad). The distance is to the place named.
    ///
    /// Without GeoNames feature codes in the catalog (PPLX for a section), population and distance
    /// stand in for them. Use the coordinate itself for computations; only the name and the time
    /// zone come from the place.
    public func locality(latitude: Double, longitude: Double) throws(PlacesError) -> NearestPlace {
        let nearest = try nearest(latitude: latitude, longitude: longitude)
        guard nearest.place.population < Self.sectionPopulationLimit else { return nearest }
        let minimum = max(1, nearest.place.population) * Self.cityPopulationFactor
        var best: NearestPlace?
        for index in 0..<count where Int(populations[index]) >= minimum {
            let city = place(at: index)
            let distance = Self.distanceKilometres(latitude, longitude, city.latitude, city.longitude)
            guard distance <= Self.reachKilometres(population: city.population) else { continue }
            if best.map({ city.population > $0.place.population }) ?? true {
                best = NearestPlace(place: city, distanceKilometres: distance)
            }
        }
        return best ?? nearest
    }

    /// Great-circle distance on a sphere of radius 6371 km (haversine).
    static func distanceKilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let r = Double.pi / 180
        let a =
            pow(sin((lat2 - lat1) * r / 2), 2) + cos(lat1 * r) * cos(lat2 * r) * pow(sin((lon2 - lon1) * r / 2), 2)
        return 2 * 6371 * asin(min(1, a.squareRoot()))
    }
}
