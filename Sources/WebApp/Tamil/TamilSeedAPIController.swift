import CivilTime
import Foundation
import Hummingbird
import Observances
import Places
import TamilCore
import Vakya

/// The seed's own API, in its exact shape: `/api/panchangam/daily`, `/api/panchangam/weekly` and
/// `/api/yogam/current`. Bad parameters answer 400 with `{"error": …}`.
struct TamilSeedAPIController {
    let services: AppServices
    let calendar: TamilCalendar
    /// The daily answers most recently asked for, encoded: the answer is the same for everyone (no
    /// profile, language or clock enters it once the date is known), so a repeated question is
    /// answered with the bytes computed the first time. Bounded (a few KB each).
    let dailyAnswers = ComputedCache<DailyKey, ByteBuffer>(capacity: 1024)

    /// Everything a daily answer is computed from (the nearest city follows from the location).
    struct DailyKey: Hashable {
        let location: Location
        let date: CivilDate
        let observed: Set<TamilObservedDay>
        let reckoning: Reckoning
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/panchangam/daily") { request, context in
            try ServerTiming.measure { try self.daily(request, context) }
        }
        router.get("/api/panchangam/weekly") { request, context in
            try ServerTiming.measure { try self.weekly(request, context) }
        }
        router.get("/api/yogam/current") { request, context in
            try ServerTiming.measure { try self.currentYogam(request, context) }
        }
    }

    func daily(_ request: Request, _ context: AppRequestContext) throws -> Response {
        let q = request.uri.queryParameters
        let place = try TamilQuery.place(q, catalog: calendar.places)
        let date =
            try TamilQuery.date(q.get("date"), name: "date") ?? CivilDate(services.now(), in: place.location.timeZone)
        let observed = try TamilQuery.observed(q.get("observe"))
        let reckoning = try Self.reckoning(q.get("reckoning"))
        let key = DailyKey(location: place.location, date: date, observed: observed, reckoning: reckoning)
        let body = try dailyAnswers.value(for: key) { () throws in
            let day = try engine { () throws(TamilError) in
                try calendar.panchangamDay(
                    date, at: place.location, nearest: place.nearest, observed: observed, reckoning: reckoning)
            }
            return ByteBuffer(bytes: try APIResponse.encoder.encode(day))
        }
        return Response(status: .ok, headers: APIResponse.headers, body: .init(byteBuffer: body))
    }

    func weekly(_ request: Request, _ context: AppRequestContext) throws -> Response {
        let q = request.uri.queryParameters
        let place = try TamilQuery.place(q, catalog: calendar.places)
        let start =
            try TamilQuery.date(q.get("startDate"), name: "startDate")
            ?? CivilDate(services.now(), in: place.location.timeZone)
        let observed = try TamilQuery.observed(q.get("observe"))
        let reckoning = try Self.reckoning(q.get("reckoning"))
        return try APIResponse.encoded(
            engine { () throws(TamilError) in
                try calendar.panchangamWeek(
                    from: start, at: place.location, nearest: place.nearest, observed: observed, reckoning: reckoning)
            })
    }

    func currentYogam(_ request: Request, _ context: AppRequestContext) throws -> Response {
        let q = request.uri.queryParameters
        let place = try TamilQuery.place(q, catalog: calendar.places)
        let now = services.now()
        let zone = place.location.timeZone
        var day = try engine { () throws(TamilError) in try calendar.day(CivilDate(now, in: zone), at: place.location) }
        if now < day.frame.sunrise {
            let previous = day.date.adding(days: -1)
            day = try engine { () throws(TamilError) in try calendar.day(previous, at: place.location) }
        }
        guard let current = day.yogam(at: now) ?? day.details.yogam.last else {
            throw WebError.unprocessable("no yogam could be found for this moment")
        }
        let index = day.details.yogam.firstIndex(of: current)
        let next = index.flatMap { $0 + 1 < day.details.yogam.count ? day.details.yogam[$0 + 1] : nil }
        return APIResponse.encoded(CurrentYogam(current, next: next, now: now, day: day, nearest: place.nearest))
    }

    /// `reckoning=vakya|drik`; drik (the API's long-standing answer) when absent; anything else a 400.
    static func reckoning(_ text: String?) throws -> Reckoning {
        guard let text else { return .drik }
        do { return try Reckoning(parsing: text) } catch { throw WebError.badRequest(error.description) }
    }

    func engine<T>(_ body: () throws(TamilError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw WebError.badRequest(error.description)
        }
    }
}

/// A place given by coordinates (and an optional zone), with its nearest catalog city.
struct QueryPlace: Sendable {
    let location: Location
    let nearest: NearestPlace?
}

/// Reading the seed API's query parameters, each with a clear 400 when wrong.
enum TamilQuery {
    /// A 400 whose message never carries markup from the request.
    static func bad(_ message: String) -> WebError {
        WebError.badRequest(
            String(message.unicodeScalars.map { "<>&\"'".unicodeScalars.contains($0) ? "?" : Character($0) }))
    }

    static func number(_ text: String?, name: String) throws -> Double {
        guard let text, !text.isEmpty else { throw bad("\(name) is required") }
        guard text.count <= 32, let value = Double(text), value.isFinite else {
            throw bad("\(name) must be a number, not “\(text.prefix(40))”")
        }
        return value
    }

    static func place(_ q: Parameters, catalog: PlaceCatalog) throws -> QueryPlace {
        let lat = try number(q.get("lat"), name: "lat")
        let lng = try number(q.get("lng") ?? q.get("lon"), name: "lng")
        guard (-90...90).contains(lat) else { throw bad("lat \(lat) is outside −90…90") }
        guard (-180...180).contains(lng) else { throw bad("lng \(lng) is outside −180…180") }
        let nearest = try? catalog.nearest(latitude: lat, longitude: lng)
        let zoneText = q.get("timezone") ?? q.get("tz")
        let zone: String
        if let zoneText, !zoneText.isEmpty {
            guard zoneText.count <= 64, TimeZone(identifier: zoneText) != nil else {
                throw bad("timezone “\(zoneText.prefix(64))” is not a known IANA time zone")
            }
            zone = zoneText
        } else if let nearest {
            zone = nearest.place.timeZoneIdentifier
        } else {
            throw bad("timezone is required")
        }
        do {
            return QueryPlace(
                location: try Location(latitude: lat, longitude: lng, timeZoneIdentifier: zone), nearest: nearest)
        } catch {
            throw bad(error.description)
        }
    }

    static func date(_ text: String?, name: String) throws -> CivilDate? {
        guard let text, !text.isEmpty else { return nil }
        guard text.count <= 20 else { throw bad("\(name) must be a date in the form YYYY-MM-DD") }
        do {
            let date = try CivilDate(iso: text)
            guard CalendarRange.contains(date) else {
                throw bad(TamilError.outsideYears(date.description).description)
            }
            return date
        } catch let error as CivilTimeError {
            throw bad("\(name): \(error.description)")
        }
    }

    /// `observe=ekadasi,pradosham`; absent means the seed's default (Ekadasi and Pradosham).
    static func observed(_ text: String?) throws -> Set<TamilObservedDay> {
        guard let text else { return TamilObservedDay.defaults }
        guard text.count <= 200 else { throw bad("observe is too long") }
        let ids = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let days = TamilObservedDay.parse(ids) else {
            let known = TamilObservedDay.allCases.map(\.rawValue).joined(separator: ", ")
            throw bad("observe must list some of: \(known)")
        }
        return Set(days)
    }
}
