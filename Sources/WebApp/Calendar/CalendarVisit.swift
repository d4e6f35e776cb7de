import CivilTime
import CompanionCore
import Foundation
import HTTPTypes
import Hummingbird
import Localization
import Observances
import Places
import Storage
import Vakya

/// The place the calendar is computed for.
struct CalendarPlace: Sendable {
    /// "New Delhi".
    let name: String
    /// "New Delhi, Delhi, IN".
    let label: String
    let location: Location
    /// True when no place was chosen yet and the default (New Delhi) stands in.
    let isDefault: Bool

    /// New Delhi, the default until a place is chosen.
    static let newDelhi = CalendarPlace(
        name: "New Delhi", label: "New Delhi, Delhi, IN",
        location: try! Location(latitude: 28.6139, longitude: 77.2090, timeZoneIdentifier: "Asia/Kolkata"),
        isDefault: true)

    init(name: String, label: String, location: Location, isDefault: Bool = false) {
        self.name = name
        self.label = label
        self.location = location
        self.isDefault = isDefault
    }

    init(_ saved: SavedPlace) {
        let parts = [saved.name, saved.region, saved.country].filter { !$0.isEmpty }
        self.init(name: saved.name, label: parts.joined(separator: ", "), location: saved.location)
    }

    init(_ place: Place) throws {
        self.init(name: place.name, label: place.label, location: try place.location())
    }
}

/// Everything one request to the calendar needs: language, settings, tradition, place, and "now"
/// and "today" on the place's own clock (a diaspora family sees its own day).
struct CalendarVisit: Sendable {
    let language: Language
    let settings: CalendarSettings
    let tradition: CalendarTradition
    let fasting: EkadashiRule
    let place: CalendarPlace
    let now: Date
    let engine: CalendarEngine
    /// The place's zone, resolved once per request (every time shown is on its clock).
    let zone: TimeZone
    /// The Journey as of this visit, for pages while it is on (nil for the API or when off).
    var journey: JourneyVisit?
    /// How the Tamil tradition reckons Tamil dates: the profile's setting (the Vakya almanac unless
    /// chosen otherwise), or the API's `reckoning=`.
    var tamilReckoning: Reckoning

    init(
        language: Language, settings: CalendarSettings, tradition: CalendarTradition, fasting: EkadashiRule,
        place: CalendarPlace, now: Date, engine: CalendarEngine
    ) {
        self.language = language
        self.settings = settings
        self.tradition = tradition
        self.fasting = fasting
        self.place = place
        self.now = now
        self.engine = engine
        self.zone = place.location.timeZone
        self.tamilReckoning = (try? Reckoning(parsing: settings.tamilReckoning)) ?? .vakya
    }
    var today: CivilDate { CivilDate(now, in: zone) }
    /// The tradition, fasting rule and Tamil reckoning together, as the engine computes them.
    var reckoning: CalendarReckoning {
        CalendarReckoning(tradition: tradition, fasting: fasting, tamil: tamilReckoning)
    }

    func year(_ y: Int) throws -> CalendarYear { try engine.year(y, at: place.location, reckoning: reckoning) }
}

extension AppServices {
    /// The visit for a page: the stored settings and primary place (New Delhi until one is chosen),
    /// computed by `engine`.
    func calendarVisit(_ request: Request, _ context: AppRequestContext, engine: CalendarEngine) async throws
        -> CalendarVisit
    {
        let language = await language(for: request, context)
        let settings = try await database.calendarSettings(of: context.profile)
        let saved = try await database.primaryPlace(of: context.profile)
        var visit = CalendarVisit(
            language: language, settings: settings,
            tradition: CalendarTradition(key: settings.tradition) ?? .purnimant,
            fasting: EkadashiRule(rawValue: settings.fastingRule) ?? .smarta,
            place: saved.map(CalendarPlace.init) ?? .newDelhi, now: now(), engine: engine)
        // The Journey's news is announced on pages a person navigates to: not the API, not the
        // welcome steps (no chrome), not a page a script fetches to swap a part of the screen.
        let path = request.uri.path
        let fetchMode = request.headers[HTTPField.Name("Sec-Fetch-Mode")!]
        let isPage =
            !path.hasPrefix("/api/") && !path.hasPrefix("/calendar/welcome")
            && (fetchMode == nil || fetchMode == "navigate")
        visit.journey = try await journeyOnVisit(visit, context, page: isPage)
        return visit
    }

    /// The visit for an API call: the stored settings, overridden by `tradition`, `fasting`,
    /// `reckoning` (`vakya` or `drik`; only the Tamil tradition shows Tamil dates), `lang` (a language
    /// the Companion is complete in), `place` (a GeoNames id) or `lat`+`lon`(+`tz`) query parameters.
    func calendarAPIVisit(_ request: Request, _ context: AppRequestContext, engine: CalendarEngine) async throws
        -> CalendarVisit
    {
        let stored = try await calendarVisit(request, context, engine: engine)
        let query = request.uri.queryParameters
        var tradition = stored.tradition
        if let key = query.get("tradition") {
            guard let t = CalendarTradition(key: key) else { throw CalendarInputError.unknownTradition(key) }
            tradition = t
        }
        var fasting = stored.fasting
        if let key = query.get("fasting") {
            guard let f = EkadashiRule(rawValue: key) else { throw CalendarInputError.unknownFasting(key) }
            fasting = f
        }
        var place = stored.place
        if let id = query.get("place") {
            guard id.count <= 12, let n = Int(id), let found = try PlaceCatalog.bundled().place(id: n) else {
                throw CalendarInputError.unknownPlace(id)
            }
            place = try CalendarPlace(found)
        } else if query.get("lat") != nil || query.get("lon") != nil {
            place = try CalendarInput.coordinates(lat: query.get("lat"), lon: query.get("lon"), tz: query.get("tz"))
        }
        var language = stored.language
        if let code = query.get("lang") {
            let asked = Language(rawValue: code)
            guard localizer.languages(of: SuiteApp.calendar).contains(asked) else {
                throw CalendarInputError.unknownLanguage(code)
            }
            language = asked
        }
        var visit = CalendarVisit(
            language: language, settings: stored.settings, tradition: tradition, fasting: fasting,
            place: place, now: stored.now, engine: stored.engine)
        visit.journey = stored.journey
        visit.tamilReckoning = stored.tamilReckoning
        if let key = query.get("reckoning") {
            guard CalendarSettings.tamilReckonings.contains(key), let r = try? Reckoning(parsing: key) else {
                throw CalendarInputError.unknownReckoning(key)
            }
            visit.tamilReckoning = r
        }
        return visit
    }
}

/// Parsing what people and clients send to the calendar; every refusal is a `CalendarInputError`.
enum CalendarInput {
    static func date(_ text: String) throws(CalendarInputError) -> CivilDate {
        guard text.count <= 10, let d = try? CivilDate(iso: text) else { throw .badDate(text) }
        guard CalendarEngine.years.contains(d.year) else { throw .yearOutOfRange(d.year) }
        return d
    }

    /// "2026-11" → (2026, 11).
    static func month(_ text: String) throws(CalendarInputError) -> (year: Int, month: Int) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 7, parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let y = Int(parts[0]), let m = Int(parts[1]), (1...12).contains(m)
        else { throw .badMonth(text) }
        guard CalendarEngine.years.contains(y) else { throw .yearOutOfRange(y) }
        return (y, m)
    }

    static func number(_ text: String, name: String, range: ClosedRange<Double>) throws(CalendarInputError) -> Double {
        guard text.count <= 32, let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite else {
            throw .badNumber(name: name, text: text)
        }
        guard range.contains(v) else { throw .outOfRange(name: name, text: text) }
        return v
    }

    /// A place from coordinates: the time zone given, or the nearest catalogued city's.
    static func coordinates(lat: String?, lon: String?, tz: String?) throws -> CalendarPlace {
        guard let lat else { throw CalendarInputError.missing("lat") }
        guard let lon else { throw CalendarInputError.missing("lon") }
        let latitude = try number(lat, name: "lat", range: -90...90)
        let longitude = try number(lon, name: "lon", range: -180...180)
        let nearest = try PlaceCatalog.bundled().nearest(latitude: latitude, longitude: longitude)
        let zone: String
        if let tz, !tz.isEmpty {
            guard tz.count <= 64, TimeZone(identifier: tz) != nil else {
                throw CalendarInputError.outOfRange(name: "tz", text: tz)
            }
            zone = tz
        } else {
            zone = nearest.place.timeZoneIdentifier
        }
        let location = try Location(latitude: latitude, longitude: longitude, timeZoneIdentifier: zone)
        let label = String(format: "%.4f, %.4f", latitude, longitude)
        return CalendarPlace(name: nearest.place.name, label: "\(nearest.place.label) (\(label))", location: location)
    }

    /// "07:30" → 450.
    static func minute(_ text: String) throws(CalendarInputError) -> Int {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard text.count <= 5, parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
        else { throw .badTime(text) }
        return h * 60 + m
    }

    /// A search text, trimmed; refused past 100 characters.
    static func query(_ text: String?) throws(CalendarInputError) -> String {
        let q = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard q.count <= 100 else { throw .queryTooLong }
        return q
    }
}
