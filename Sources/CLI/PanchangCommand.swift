import ArgumentParser
import Astronomy
import CivilTime
import Foundation
import Panchang
import Vakya

/// `sadhana panchang`: the daily panchang for a place and a day or a range of days, as JSON lines
/// or a table (the engine's public face; the output format is a contract, see issue 3).
struct PanchangCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panchang",
        abstract: "Print the daily panchang (sunrise, moon, tithi, nakshatra, yoga, karana, Rahu Kalam…).")

    @Option(parsing: .unconditional, help: "Latitude in degrees, north positive (−90…90).") var lat: String?
    @Option(parsing: .unconditional, help: "Longitude in degrees, east positive (−180…180).") var lon: String?
    @Option(help: "IANA time zone of the place, e.g. Asia/Kolkata.") var tz: String?
    @Option(help: "A city instead of --lat/--lon/--tz: “Chennai”, or “Hyderabad, PK” to pick among namesakes.")
    var city: String?
    @Option(help: "One day, YYYY-MM-DD.") var date: String?
    @Option(help: "First day of a range, YYYY-MM-DD.") var from: String?
    @Option(help: "Last day of a range, YYYY-MM-DD (at most 200 years after --from).") var to: String?
    @Option(help: "jsonl (one JSON object per day) or table.") var format: String = "table"
    @Option(help: "standard (upper limb, refraction) or hindu (disc centre, no refraction).") var sunrise: String =
        "standard"
    @Option(
        help:
            "drik (Thirukanitham, the default) or vakya (the angas at sunrise by the Vakya almanac, with their ends)."
    )
    var reckoning: String = "drik"

    func validate() throws {
        // Thrown, not printed: with no place given, `--help` must still show the help alone.
        if city == nil, lat == nil || lon == nil || tz == nil {
            throw ValidationError(CityLookup.missingPlace(lat: lat, lon: lon, tz: tz))
        }
        _ = try CommandOutput.exitingOnFailure { try request() }
    }

    func run() throws {
        let request = try request()
        if let note = request.note { CommandOutput.current.error(note) }
        try CommandOutput.exitingOnFailure {
            let calculator = try PanchangCalculator.bundled(conventions: PanchangConventions(sunrise: request.sunrise))
            let days = try calculator.days(from: request.first, through: request.last, at: request.location)
            if request.reckoning == .vakya {
                CommandOutput.current.out(
                    try VakyaPanchangLines.lines(
                        days, calculator: calculator, at: request.location, json: request.jsonLines))
                return
            }
            let text =
                request.jsonLines
                ? PanchangRendering.jsonLines(days, zone: request.location.timeZone)
                : PanchangRendering.table(days, request: request)
            CommandOutput.current.out(text)
        }
    }

    /// A validated request.
    struct Request {
        let location: Location
        let first: CivilDate
        let last: CivilDate
        let jsonLines: Bool
        let sunrise: RiseSetConvention
        let reckoning: Reckoning
        /// Which city an ambiguous `--city` took, for standard error.
        var note: String? = nil
    }

    /// Parses and checks every option; the message of the first problem found.
    func request() throws(InputError) -> Request {
        let (location, note): (Location, String?)
        do {
            (location, note) = try CityLookup.location(city: city, lat: lat, lon: lon, tz: tz)
        } catch {
            throw InputError(message: error.message)
        }
        guard format == "jsonl" || format == "table" else {
            throw InputError(message: "format “\(format)” is not one of jsonl, table")
        }
        guard let convention = RiseSetConvention(rawValue: sunrise) else {
            throw InputError(message: "sunrise “\(sunrise)” is not one of standard, hindu")
        }
        func day(_ text: String) throws(InputError) -> CivilDate {
            do { return try CivilDate(iso: text) } catch { throw InputError(message: error.description) }
        }
        let first: CivilDate
        let last: CivilDate
        switch (date, from, to) {
        case (let d?, nil, nil):
            first = try day(d)
            last = first
        case (nil, let f?, let t?):
            first = try day(f)
            last = try day(t)
        case (nil, let f?, nil):
            first = try day(f)
            last = first
        case (_?, _, _):
            throw InputError(message: "give either --date or --from/--to, not both")
        default:
            throw InputError(message: "give a day with --date YYYY-MM-DD or a range with --from and --to")
        }
        let chosen: Reckoning
        do { chosen = try Reckoning(parsing: reckoning) } catch { throw InputError(message: error.description) }
        guard first <= last else { throw InputError(message: "--to \(last) is before --from \(first)") }
        guard first.days(until: last) < PanchangCalculator.maximumDays else {
            throw InputError(message: "the range \(first)…\(last) is longer than 200 years")
        }
        return Request(
            location: location, first: first, last: last, jsonLines: format == "jsonl", sunrise: convention,
            reckoning: chosen, note: note)
    }
}
