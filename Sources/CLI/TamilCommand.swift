import ArgumentParser
import CivilTime
import Foundation
import Observances
import Places
import TamilCore

/// `sadhana tamil day|week`: the Tamil Calendar from the terminal — the Tamil date, the five
/// angams, the good and bad periods and the food status — computed by the same core as the pages
/// and the seed API (`TamilCore`), with the API's JSON.
struct TamilCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tamil", abstract: "The Tamil Calendar: a day or a week of panchangam and food status.",
        subcommands: [TamilDayCommand.self, TamilWeekCommand.self])
}

/// The options `day` and `week` share.
struct TamilOptions: ParsableArguments {
    @Option(help: "A city: “Chennai”, or “Hyderabad, PK” to pick among namesakes.") var city: String?
    @Option(parsing: .unconditional, help: "Latitude in degrees, north positive (−90…90).") var lat: String?
    @Option(parsing: .unconditional, help: "Longitude in degrees, east positive (−180…180).") var lon: String?
    @Option(help: "IANA time zone of the place, e.g. Asia/Kolkata.") var tz: String?
    @Option(help: "The day (for week: the first day), YYYY-MM-DD; today at the place by default.") var date: String?
    @Option(help: "Observed days, comma-separated (ekadasi, pradosham, amavasai, pournami, karthigai, …).")
    var observe: String?
    @Option(help: "text or json (the seed API's fields).") var format: String = "text"

    func validate() throws {
        if city == nil, lat == nil || lon == nil || tz == nil {
            throw ValidationError(CityLookup.missingPlace(lat: lat, lon: lon, tz: tz))
        }
        _ = try CommandOutput.exitingOnFailure { try request(now: Date()) }
    }

    /// A validated request.
    struct Request {
        let location: Location
        let nearest: NearestPlace?
        let date: CivilDate
        let observed: Set<TamilObservedDay>
        let json: Bool
        let note: String?
    }

    /// Parses and checks every option; `now` picks the default day at the place.
    func request(now: Date) throws(InputError) -> Request {
        let (location, note) = try CityLookup.location(city: city, lat: lat, lon: lon, tz: tz)
        guard format == "text" || format == "json" else {
            throw InputError(message: "format “\(format)” is not one of text, json")
        }
        let day: CivilDate
        if let date {
            do { day = try CivilDate(iso: date) } catch { throw InputError(message: error.description) }
            guard CalendarRange.contains(day) else {
                throw InputError(message: TamilError.outsideYears(day.description).description)
            }
        } else {
            day = CivilDate(now, in: location.timeZone)
        }
        var observed = TamilObservedDay.defaults
        if let observe {
            let ids = observe.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let parsed = TamilObservedDay.parse(ids) else {
                let known = TamilObservedDay.allCases.map(\.rawValue).joined(separator: ", ")
                throw InputError(message: "observe must list some of: \(known)")
            }
            observed = Set(parsed)
        }
        let nearest = try? PlaceCatalog.bundled().nearest(latitude: location.latitude, longitude: location.longitude)
        return Request(
            location: location, nearest: nearest, date: day, observed: observed, json: format == "json", note: note)
    }

    /// Runs `body` with the Tamil calendar and the request, printing what it returns.
    func run(_ body: (TamilCalendar, Request) throws(TamilError) -> String) throws {
        let request: Request = try CommandOutput.exitingOnFailure { try self.request(now: Date()) }
        if let note = request.note { CommandOutput.current.error(note) }
        try CommandOutput.exitingOnFailure { () throws -> Void in
            let calendar: TamilCalendar
            do { calendar = try TamilCalendar.bundled() } catch { throw InputError(message: "\(error)") }
            do { CommandOutput.current.out(try body(calendar, request)) } catch {
                throw InputError(message: "\(error)")
            }
        }
    }
}

/// `sadhana tamil day`.
struct TamilDayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "day", abstract: "One day: Tamil date, angams, periods and food status.")
    @OptionGroup var options: TamilOptions

    func run() throws {
        try options.run { calendar, request throws(TamilError) in
            let answer = try calendar.panchangamDay(
                request.date, at: request.location, nearest: request.nearest, observed: request.observed)
            return request.json ? try TamilRendering.json(answer) : TamilRendering.text(answer)
        }
    }
}

/// `sadhana tamil week`.
struct TamilWeekCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week", abstract: "Seven days from --date, with the week's food plan.")
    @OptionGroup var options: TamilOptions

    func run() throws {
        try options.run { calendar, request throws(TamilError) in
            let answer = try calendar.panchangamWeek(
                from: request.date, at: request.location, nearest: request.nearest, observed: request.observed)
            return request.json ? try TamilRendering.json(answer) : TamilRendering.text(answer)
        }
    }
}
