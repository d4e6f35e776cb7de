import CivilTime
import Foundation
import Hummingbird
import Localization
import Observances
import Places
import Storage
import TamilCore
import Vakya

/// The Tamil Calendar's pages at `/tamil`: day, week and month views, alerts, places, compare,
/// settings and the first-visit tour. Every action is a form that posts and redirects, so the
/// app works without JavaScript; `tamil.js` adds swipe, geolocation and the live "now" marker.
struct TamilPagesController {
    let services: AppServices
    let calendar: TamilCalendar
    let pages: TamilPages
    var database: AppDatabase { services.database }

    init(services: AppServices, calendar: TamilCalendar) {
        self.services = services
        self.calendar = calendar
        self.pages = TamilPages(services: services)
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/tamil") { request, context in
            try await ServerTiming.measureAsync { try await self.dayPage(request, context) }
        }
        router.get("/tamil/week") { request, context in try await self.weekPage(request, context) }
        router.get("/tamil/month") { request, context in try await self.monthPage(request, context) }
        addPlaceRoutes(to: router)
        addAlertRoutes(to: router)
        addSettingsRoutes(to: router)
        addTamilDatesRoutes(to: router)
        addReckoningRoutes(to: router)
    }

    /// A place the pages show: the primary saved place, or Chennai before one is chosen.
    struct PagePlace {
        let name: String
        let label: String
        let location: Location
        let saved: SavedPlace?
    }

    /// What every page needs about the person.
    struct Visit {
        let language: Language
        let preferences: TamilPreferences
        let presenter: TamilPresenter
        let place: PagePlace
        let places: [SavedPlace]
        /// Vakya almanac or Thirukanitham for the Tamil date, month starts and festivals.
        var reckoning: Reckoning = .vakya

        var observed: Set<TamilObservedDay> { Set(TamilObservedDay.parse(preferences.observed) ?? []) }
        /// Where Tamil dates are reckoned when not here: Chennai, if the person chose it.
        var tamilDatesAt: Location? { preferences.tamilDatesChennai ? TamilCalendar.chennai : nil }
    }

    func visit(_ request: Request, _ context: AppRequestContext) async throws -> Visit {
        let language = services.language(for: request, context)
        let preferences = try await database.tamilPreferences(of: context.profile, now: services.now())
        let places = try await database.savedPlaces(of: context.profile)
        let place: PagePlace
        if let shown = try Self.shownPlace(request, places) ?? places.first {
            place = PagePlace(name: shown.name, label: Self.label(shown), location: shown.location, saved: shown)
        } else {
            place = try defaultPlace()
        }
        return Visit(
            language: language, preferences: preferences,
            presenter: TamilPresenter(
                language: language, localizer: services.localizer, clock24: preferences.clock24,
                tamilNumerals: preferences.tamilNumerals, catalog: calendar.calculator.catalog),
            place: place, places: places, reckoning: try await storedReckoning(context))
    }

    /// `?place=<id>`: one of the person's saved places shown instead of the primary (so each has
    /// its own addresses, which the offline cache saves ahead); any other value is a 404.
    static func shownPlace(_ request: Request, _ places: [SavedPlace]) throws -> SavedPlace? {
        guard let text = request.uri.queryParameters.get("place") else { return nil }
        guard text.count <= 18, let id = Int64(text), let found = places.first(where: { $0.id == id }) else {
            throw WebError.notFound
        }
        return found
    }

    func defaultPlace() throws -> PagePlace {
        // By its GeoNames id (a binary search), not by resolving the name (a fuzzy search of
        // every city on each page).
        let chennai = try calendar.places.place(id: 1_264_527) ?? calendar.places.resolve("Chennai, IN").place
        return PagePlace(
            name: chennai.name, label: chennai.label, location: try chennai.location(), saved: nil)
    }

    static func label(_ p: SavedPlace) -> String {
        [p.name, p.region, p.country].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    func chrome(_ visit: Visit, _ title: String, _ path: String) -> Chrome {
        Chrome(language: visit.language, title: title, path: path, app: "tamil")
    }

    /// The `date` query parameter (a 400 page when malformed), else today at the place.
    func requestedDate(_ request: Request, _ context: AppRequestContext, _ name: String, _ visit: Visit) throws
        -> CivilDate
    {
        try TamilQuery.date(request.uri.queryParameters.get(name), name: name)
            ?? CivilDate(services.now(), in: visit.place.location.timeZone)
    }

    func engine<T>(_ body: () throws(TamilError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw WebError.badRequest(error.description)
        }
    }

    /// The page's common fields: tabs, place, strings.
    func base(_ visit: Visit, tab: String) -> [String: Any] {
        [
            "tab_\(tab)": true, "placeName": visit.place.name, "placeLabel": visit.place.label,
            "noSavedPlace": visit.place.saved == nil, "clock24": visit.preferences.clock24,
            "chennaiDates": visit.preferences.tamilDatesChennai, "localDates": !visit.preferences.tamilDatesChennai,
            "todayDate": CivilDate(services.now(), in: visit.place.location.timeZone).description,
            // A saved place other than the primary, shown by `?place=`: the day and week links keep it.
            "placeParam": visit.place.saved.flatMap { $0.isPrimary ? nil : $0.id.map(String.init) } ?? false,
        ].merging(Self.reckoningFields(visit)) { $1 }
    }

    // MARK: Day

    func dayPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await visit(request, context)
        let query = request.uri.queryParameters
        if !visit.preferences.onboarded && query.get("date") == nil && query.get("place") == nil {
            return .redirect(to: "/tamil/welcome")
        }
        let date = try requestedDate(request, context, "date", visit)
        let location = visit.place.location
        let day = try engine { () throws(TamilError) in
            try calendar.day(date, at: location, tamilDatesAt: visit.tamilDatesAt, reckoning: visit.reckoning)
        }
        let food = try engine { () throws(TamilError) in
            try calendar.foodStatus(day, observed: visit.observed, reckoning: visit.reckoning)
        }
        let now = services.now()
        let today = CivilDate(now, in: location.timeZone)
        var page = base(visit, tab: "day")
        page.merge(TamilDayView(presenter: visit.presenter, day: day, now: now, isToday: date == today).fields()) {
            $1
        }
        page["food"] = TamilDayView.food(food, day: day, presenter: visit.presenter, today: date)
        page["prev"] = date.adding(days: -1).description
        page["next"] = date.adding(days: 1).description
        page["isToday"] = date == today
        page["weekLink"] = date.description
        page["monthStart"] = try monthStartNote(date, visit) ?? false
        let differences = try reckoningDifferences(date, visit)
        page["reckoningDiffers"] = differences.isEmpty ? false : ["lines": differences.map { ["text": $0] }]
        return pages.render(
            "tamil/day", page, chrome: chrome(visit, visit.presenter.longDate(date), "/tamil?date=\(date)"))
    }

    // MARK: Week

    func weekPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await visit(request, context)
        let start = try requestedDate(request, context, "start", visit)
        let location = visit.place.location
        let p = visit.presenter
        let days = try engine { () throws(TamilError) in
            try calendar.days(
                from: start, count: 7, at: location, tamilDatesAt: visit.tamilDatesAt, reckoning: visit.reckoning)
        }
        let today = CivilDate(services.now(), in: location.timeZone)
        let observed = visit.observed
        let rows: [[String: Any]] = days.map { day in
            let kinds = day.kinds
            var row: [String: Any] = [
                "date": day.date.description, "weekday": p.weekdayShort(day.date.weekday), "day": day.date.day,
                "month": p.monthName(day.date.month), "isToday": day.date == today,
                "markers": kinds.map { ["name": p.kind($0), "id": $0.rawValue, "kept": observed.contains($0)] },
                "hasMarkers": !kinds.isEmpty,
                "festivals": day.festivals.map { ["name": p.observance($0)] }, "hasFestivals": !day.festivals.isEmpty,
                "avoid": day.kinds(observed: observed).contains(where: \.avoidsNonVeg),
            ]
            if let t = day.tamilDate { row["tamil"] = "\(p.tamilMonth(t)) \(p.tamilNumber(t.solar.day))" }
            if let y = day.yogamAtSunrise {
                row["yogam"] = p.yogam(y.yogam)
                row["yogamClass"] = y.yogam.rawValue
            }
            if let s = day.panchang.sunrise { row["sunrise"] = p.time(s, location.timeZone) }
            row["hasRahu"] = day.timings != nil
            if let t = day.timings { row["rahu"] = p.window(t.rahuKalam, location.timeZone) }
            row["sunNote"] = day.sun.hasDaytimePeriods ? "" : p.text("sun.\(day.sun.rawValue)")
            return row
        }
        let plan = try engine { () throws(TamilError) in
            try calendar.observedDates(
                from: start, through: start.adding(days: 6), at: location, observed: observed,
                reckoning: visit.reckoning)
        }
        var page = base(visit, tab: "week")
        page["days"] = rows
        page["plan"] = plan.map { d -> [String: Any] in
            [
                "date": p.shortDate(d.date), "iso": d.date.description, "names": p.kinds(d.kinds),
                "avoid": d.avoidsNonVeg, "food": d.kinds.map { p.food($0) },
            ]
        }
        page["hasPlan"] = !plan.isEmpty
        page["noObserved"] = observed.isEmpty
        page["range"] = "\(p.shortDate(start)) – \(p.shortDate(start.adding(days: 6)))"
        page["prev"] = start.adding(days: -7).description
        page["next"] = start.adding(days: 7).description
        page["thisWeek"] = today.description
        return pages.render(
            "tamil/week", page, chrome: chrome(visit, p.text("week.title"), "/tamil/week?start=\(start)"))
    }

    // MARK: Month

    func monthPage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await visit(request, context)
        let location = visit.place.location
        let today = CivilDate(services.now(), in: location.timeZone)
        let first =
            try Self.month(request.uri.queryParameters.get("month"))
            ?? (try! CivilDate(year: today.year, month: today.month, day: 1))
        let count = CivilDate.daysIn(month: first.month, year: first.year)
        let p = visit.presenter
        let days = try engine { () throws(TamilError) in
            try calendar.days(
                from: first, count: count, at: location, tamilDatesAt: visit.tamilDatesAt,
                reckoning: visit.reckoning)
        }
        let observed = visit.observed
        var cells: [[String: Any]] = Array(repeating: ["blank": true], count: first.weekday.rawValue)
        var listed: [[String: Any]] = []
        for day in days {
            let festivals = day.festivals.map { p.observance($0) }
            let kinds = day.kinds.map { p.kind($0) }
            let names = festivals + kinds
            var cell: [String: Any] = [
                "date": day.date.description, "day": day.date.day, "isToday": day.date == today,
                "hasFestival": !festivals.isEmpty, "hasKind": !kinds.isEmpty,
                "kept": day.kinds.contains(where: observed.contains),
                "label": ([p.longDate(day.date)] + names).joined(separator: ", "),
            ]
            if !names.isEmpty {
                listed.append([
                    "date": day.date.description, "when": p.shortDate(day.date),
                    "festivals": festivals.map { ["name": $0] },
                    "kinds": day.kinds.map { ["name": p.kind($0), "id": $0.rawValue, "kept": observed.contains($0)] },
                ])
            }
            if let t = day.tamilDate {
                cell["tamilDay"] = p.tamilNumber(t.solar.day)
                if t.solar.day == 1 || day.date.day == 1 { cell["tamilMonth"] = p.tamilMonth(t) }
            }
            cells.append(cell)
        }
        var page = base(visit, tab: "month")
        page["cells"] = cells
        page["listed"] = listed
        page["hasListed"] = !listed.isEmpty
        page["weekdays"] = Weekday.allCases.map { p.weekdayShort($0) }
        page["monthTitle"] = "\(p.monthName(first.month)) \(first.year)"
        let prev = first.adding(days: -1)
        let next = first.adding(days: count)
        page["prev"] = String(format: "%04d-%02d", prev.year, prev.month)
        page["next"] = String(format: "%04d-%02d", next.year, next.month)
        if let a = days.first?.tamilDate, let b = days.last?.tamilDate {
            page["tamilRange"] =
                a.solar.month == b.solar.month
                ? "\(p.tamilMonth(a)) · \(p.tamilYear(a))"
                : "\(p.tamilMonth(a)) – \(p.tamilMonth(b)) · \(p.tamilYear(b))"
        }
        let label = String(format: "%04d-%02d", first.year, first.month)
        return pages.render(
            "tamil/month", page, chrome: chrome(visit, p.text("month.title"), "/tamil/month?month=\(label)"))
    }

    /// `month=YYYY-MM`.
    static func month(_ text: String?) throws -> CivilDate? {
        guard let text, !text.isEmpty else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count <= 10, parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
        else { throw WebError.badRequest("month must be in the form YYYY-MM, not “\(text.prefix(40))”") }
        guard CalendarRange.years.contains(y), (1...12).contains(m) else {
            throw WebError.badRequest("month “\(text)” is not a month of \(CalendarRange.description)")
        }
        return try! CivilDate(year: y, month: m, day: 1)
    }
}
