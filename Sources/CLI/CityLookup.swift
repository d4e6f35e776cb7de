import CivilTime
import Foundation
import Places

/// `--city` for every command that takes `--lat/--lon/--tz`: a city name as a person types it
/// ("Chennai", "Hyderabad, PK") turned into a location, with a note when the name was ambiguous.
enum CityLookup {
    struct Found {
        let place: Place
        let location: Location
        /// For standard error when the name was ambiguous: which city was taken and how to pick another.
        let note: String?
    }

    /// Resolves `text` in the bundled catalog; the error is a message for the person.
    static func find(_ text: String) throws(PlacesError) -> Found {
        let resolution = try PlaceCatalog.bundled().resolve(text)
        let place = resolution.place
        let location: Location
        do {
            location = try place.location()
        } catch {
            throw .catalogUnreadable(error.description)
        }
        var note: String?
        if !resolution.alternatives.isEmpty {
            let others = resolution.alternatives.prefix(3).map { "\($0.label) (\(population($0.population)))" }
            let name = text.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? text
            let example = resolution.alternatives[0]
            note =
                "note: “\(name)” is ambiguous; using \(place.label) (\(population(place.population)), "
                + "\(place.timeZoneIdentifier)), the most populous. Others: \(others.joined(separator: "; "))"
                + (resolution.alternatives.count > 3 ? "; …" : "")
                + ". Say “\(name), \(example.countryCode)” to choose."
        }
        return Found(place: place, location: location, note: note)
    }

    /// 6993262 → "6,993,262 people".
    static func population(_ count: Int) -> String {
        var digits = Array(String(count))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits) + " people"
    }
}

extension CityLookup {
    /// What to say when neither `--city` nor all of `--lat`, `--lon` and `--tz` were given.
    static func missingPlace(lat: String?, lon: String?, tz: String?) -> String {
        let missing = [("--lat", lat), ("--lon", lon), ("--tz", tz)].filter { $0.1 == nil }.map(\.0)
        return "give a place with --city NAME, or with --lat, --lon and --tz (missing "
            + missing.joined(separator: ", ") + ")"
    }

    /// The place given either as `--city` or as `--lat`, `--lon` and `--tz`, with the note to print
    /// on standard error when the city name was ambiguous.
    static func location(city: String?, lat: String?, lon: String?, tz: String?) throws(InputError) -> (
        location: Location, note: String?
    ) {
        if let city {
            guard lat == nil, lon == nil, tz == nil else {
                throw InputError(message: "give either --city or --lat, --lon and --tz, not both")
            }
            do {
                let found = try find(city)
                return (found.location, found.note)
            } catch {
                throw InputError(message: error.description)
            }
        }
        guard let lat, let lon, let tz else { throw InputError(message: missingPlace(lat: lat, lon: lon, tz: tz)) }
        guard let latitude = Double(lat), latitude.isFinite else {
            throw InputError(message: "latitude “\(lat)” is not a number")
        }
        guard let longitude = Double(lon), longitude.isFinite else {
            throw InputError(message: "longitude “\(lon)” is not a number")
        }
        do {
            return (try Location(latitude: latitude, longitude: longitude, timeZoneIdentifier: tz), nil)
        } catch {
            throw InputError(message: error.description)
        }
    }
}
