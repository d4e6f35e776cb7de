import ArgumentParser
import Astronomy
import CivilTime
import Foundation
import Observances
import Panchang
import Vakya

/// Place and conventions shared by `sadhana festivals` and `sadhana calendar`.
struct ObservanceOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Latitude in degrees, north positive (−90…90).") var lat: String?
    @Option(parsing: .unconditional, help: "Longitude in degrees, east positive (−180…180).") var lon: String?
    @Option(help: "IANA time zone of the place, e.g. Asia/Kolkata.") var tz: String?
    @Option(help: "A city instead of --lat/--lon/--tz: “Chennai”, or “Hyderabad, PK” to pick among namesakes.")
    var city: String?
    @Option(
        help: """
            Tradition or region: pan-indian, north, tamil, kerala, bengal, telugu, kannada, maharashtra, gujarat, \
            bihar, jain, sikh, buddhist, smarta, vaishnava, iskcon. Filters festivals to it (and pan-Indian ones) and \
            sets its conventions (Vaishnava Ekadashi and Janmashtami; ISKCON: Vaishnava Janmashtami and Ekadashi \
            with the Mahadvadashis; the regional Hanuman Jayanti; amanta months in the South and West).
            """)
    var tradition: String?
    @Option(help: "Ekadashi rule: smarta, vaishnava or iskcon (default smarta, or the tradition's).")
    var ekadashi: String?
    @Option(help: "standard (upper limb, refraction) or hindu (disc centre, no refraction).") var sunrise: String =
        "standard"
    @Option(
        help:
            "How the Tamil calendar is reckoned: vakya (the Vakya almanac Tamil Nadu uses: its Tamil months, and its tithis and nakshatras for Ekadasi, Pradosham and the other lunar days) or drik (Thirukanitham, default)."
    )
    var reckoning: String = "drik"

    static let traditions = [
        "pan-indian", "north", "tamil", "kerala", "bengal", "telugu", "kannada", "maharashtra", "gujarat", "bihar",
        "jain", "sikh", "buddhist", "smarta", "vaishnava", "iskcon",
    ]

    /// Says once, on standard error, which city an ambiguous `--city` took (parsing calls this once).
    func validate() throws {
        if let city, let note = try? CityLookup.find(city).note { CommandOutput.current.error(note) }
    }

    /// The place, or the first problem with it.
    func location() throws(InputError) -> Location {
        do {
            return try CityLookup.location(city: city, lat: lat, lon: lon, tz: tz).location
        } catch {
            throw InputError(message: error.message)
        }
    }

    /// The reckoning `--reckoning` names, or the problem with it.
    func tamilReckoning() throws(InputError) -> Reckoning {
        do { return try Reckoning(parsing: reckoning) } catch { throw InputError(message: error.description) }
    }

    /// The conventions the options ask for.
    func conventions() throws(InputError) -> ObservanceConventions {
        guard let rise = RiseSetConvention(rawValue: sunrise) else {
            throw InputError(message: "sunrise “\(sunrise)” is not one of standard, hindu")
        }
        var c = ObservanceConventions(panchang: PanchangConventions(sunrise: rise))
        if let tradition {
            guard ObservanceOptions.traditions.contains(tradition) else {
                throw InputError(
                    message:
                        "tradition “\(tradition)” is not one of \(ObservanceOptions.traditions.joined(separator: ", "))"
                )
            }
            switch tradition {
            case "vaishnava": c.keepFasts(.vaishnava)
            case "iskcon": c.keepFasts(.iskcon)
            case "tamil": c.hanumanJayanti = .tamil
            case "telugu": c.hanumanJayanti = .telugu
            case "kannada": c.hanumanJayanti = .kannada
            default: break
            }
            if ["tamil", "kerala", "telugu", "kannada", "maharashtra", "gujarat"].contains(tradition) {
                c.monthSystem = .amanta
            }
            if tradition == "kerala" { c.solarCalendar = .malayalam }
            if tradition == "bengal" { c.solarCalendar = .bengali }
        }
        if let ekadashi {
            guard let rule = EkadashiRule(rawValue: ekadashi) else {
                throw InputError(
                    message:
                        "ekadashi “\(ekadashi)” is not one of "
                        + EkadashiRule.allCases.map(\.rawValue).joined(separator: ", "))
            }
            c.ekadashi = rule
        }
        return c
    }

    /// Whether an observance is kept by the chosen tradition (every one without a tradition); ISKCON keeps
    /// the Vaishnava festivals.
    func keeps(_ o: Observance, catalog: FestivalCatalog) -> Bool {
        guard let tradition, let festival = catalog.festival(o.id) else { return true }
        let kept = tradition == "iskcon" ? ["iskcon", "vaishnava", "pan-indian"] : [tradition, "pan-indian"]
        return !Set(festival.traditions).isDisjoint(with: kept)
    }
}
