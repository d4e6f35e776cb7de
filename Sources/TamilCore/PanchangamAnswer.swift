import CivilTime
import Foundation
import Observances
import Panchang
import Places
import Vakya

/// One day of the Tamil Calendar in the seed API's own shape and field names (`tamilDate`,
/// `nakshatram`, `thithi`, `yogam`, `karanam`, `timings`, `foodStatus`…), instants as ISO 8601
/// in the place's zone. The server's `/api/panchangam/daily` and `sadhana tamil day --format json`
/// both encode this value, and a native app can decode it.
public struct PanchangamDay: Codable, Sendable, Equatable {
    public var date: String
    /// The place; absent inside a week, whose answer names the place once.
    public var location: PanchangamLocation?
    public var tamilDate: TamilDateAnswer?
    public var vaaram: Vaaram
    @NullEncoded public var nakshatram: NamedSpan?
    public var nakshatrams: [AngaAnswer]
    @NullEncoded public var thithi: ThithiAnswer?
    public var thithis: [AngaAnswer]
    @NullEncoded public var yogam: YogamAnswer?
    public var yogams: [YogamAnswer]
    @NullEncoded public var nithyaYogam: AngaAnswer?
    @NullEncoded public var karanam: AngaAnswer?
    /// Which reckoning `nakshatram(s)`, `thithi(s)`, `yogam(s)`, `nithyaYogam` and `karanam` follow:
    /// `vakya` (the Vakya almanac, at the place's own sunrises) or `drik` (Thirukanitham).
    public var angamsReckoning: String
    /// Thirukanitham's angams of the day beside the Vakya almanac's; null when `angamsReckoning` is
    /// `drik`.
    @NullEncoded public var thirukanitham: DrikAngams?
    public var timings: Timings
    public var gowri: [GowriAnswer]
    public var chandrashtamam: [Chandrashtamam]
    public var observances: [ObservanceAnswer]
    public var foodStatus: FoodStatusAnswer
    /// The method line; absent inside a week.
    public var source: String?

    public struct TamilDateAnswer: Codable, Sendable, Equatable {
        public var month, monthTamil: String
        public var day: Int
        public var year, yearTamil, weekday, weekdayTamil: String
        public var thiruvalluvarYear: Int
    }

    public struct Vaaram: Codable, Sendable, Equatable {
        public var name, tamil, sanskrit: String
    }

    public struct AngaAnswer: Codable, Sendable, Equatable {
        public var name: String
        public var number: Int
        public var startTime, endTime: String
    }

    public struct NamedSpan: Codable, Sendable, Equatable {
        public var name: String
        public var number: Int
        public var startTime, endTime, tamil: String
    }

    public struct ThithiAnswer: Codable, Sendable, Equatable {
        public var name, paksha: String
        public var number: Int
        public var tamil, startTime, endTime: String
    }

    public struct YogamAnswer: Codable, Sendable, Equatable {
        public var id, name, tamil, type, startTime, endTime, nakshatram, description: String
    }

    /// Every tithi, nakshatra, yoga and karana of the day (sunrise to the next sunrise) by drik.
    public struct DrikAngams: Codable, Sendable, Equatable {
        public var nakshatrams, thithis, yogas, karanams: [AngaAnswer]
    }

    public struct Window: Codable, Sendable, Equatable {
        public var start, end: String
    }

    public struct Timings: Codable, Sendable, Equatable {
        @NullEncoded public var sunrise: String?
        @NullEncoded public var sunset: String?
        @NullEncoded public var moonrise: String?
        @NullEncoded public var moonset: String?
        public var nallaNeram: [Window]
        public var gowriNallaNeram: [Window]
        /// Null, with the key kept, where the Sun does not rise and set (no daytime to divide).
        @NullEncoded public var rahukaalam: Window?
        @NullEncoded public var yamagandam: Window?
        @NullEncoded public var kuligai: Window?
        @NullEncoded public var abhijit: Window?
        /// `risesAndSets`, `upAllDay` (midnight sun), `downAllDay` (polar night), `noSunset` or
        /// `noSunrise`: why sunrise, sunset or the periods above may be null.
        public var sun: String
    }

    public struct GowriAnswer: Codable, Sendable, Equatable {
        public var start, end, name, tamil: String
        public var good: Bool
        public var part: String
    }

    public struct Chandrashtamam: Codable, Sendable, Equatable {
        public var start, end, rasi: String
    }

    public struct ObservanceAnswer: Codable, Sendable, Equatable {
        public var id, name, category: String
    }

    public struct FoodStatusAnswer: Codable, Sendable, Equatable {
        public var type: String
        public var observed: [String]
        public var avoid: [String]
        @NullEncoded public var nextAuspicious: NextAuspicious?
    }

    public struct NextAuspicious: Codable, Sendable, Equatable {
        public var name, date: String
        public var ids: [String]
    }
}

/// Where a day was computed: the coordinates and zone, and the nearest city when known.
public struct PanchangamLocation: Codable, Sendable, Equatable {
    public var lat, lng: Double
    public var timezone: String
    public var city, region, country: String?
    public var distanceKm: Double?

    public init(_ location: Location, nearest: NearestPlace?) {
        lat = location.latitude
        lng = location.longitude
        timezone = location.timeZoneIdentifier
        if let n = nearest {
            city = n.place.name
            region = n.place.region ?? ""
            country = n.place.countryCode
            distanceKm = (n.distanceKilometres * 10).rounded() / 10
        }
    }
}

/// Seven days from a start date, with the week's food plan (the seed's `/api/panchangam/weekly`).
public struct PanchangamWeek: Codable, Sendable, Equatable {
    public var startDate, endDate: String
    public var location: PanchangamLocation
    public var days: [PanchangamDay]
    public var foodPlan: [PlannedDay]
    public var source: String

    public struct PlannedDay: Codable, Sendable, Equatable {
        public var date: String
        public var observed: [String]
        public var name: String
        public var avoidNonVeg: Bool
        public var avoid: [String]
    }
}

extension TamilCalendar {
    /// One day at a place in the seed API's shape, with the food status for the kinds observed.
    public func panchangamDay(
        _ date: CivilDate, at location: Location, nearest: NearestPlace?, observed: Set<TamilObservedDay>,
        reckoning: Reckoning = .drik
    ) throws(TamilError) -> PanchangamDay {
        let day = try day(date, at: location, reckoning: reckoning)
        var answer = PanchangamDay(
            day, food: try foodStatus(day, observed: observed, reckoning: reckoning), nearest: nearest)
        answer.source = TamilAbout.methodLine(for: reckoning)
        return answer
    }

    /// Seven days from `start` at a place in the seed API's shape, with the week's food plan.
    public func panchangamWeek(
        from start: CivilDate, at location: Location, nearest: NearestPlace?, observed: Set<TamilObservedDay>,
        reckoning: Reckoning = .drik
    ) throws(TamilError) -> PanchangamWeek {
        var answers: [PanchangamDay] = []
        for day in try days(from: start, count: 7, at: location, reckoning: reckoning) {
            var answer = PanchangamDay(
                day, food: try foodStatus(day, observed: observed, reckoning: reckoning), nearest: nil)
            answer.location = nil
            answer.source = nil
            answers.append(answer)
        }
        let plan = try observedDates(
            from: start, through: start.adding(days: 6), at: location, observed: observed, reckoning: reckoning)
        return PanchangamWeek(
            startDate: start.description, endDate: start.adding(days: 6).description,
            location: PanchangamLocation(location, nearest: nearest), days: answers,
            foodPlan: plan.map {
                PanchangamWeek.PlannedDay(
                    date: $0.date.description, observed: $0.kinds.map(\.rawValue),
                    name: $0.kinds.map(\.englishName).joined(separator: ", "), avoidNonVeg: $0.avoidsNonVeg,
                    avoid: $0.kinds.compactMap(\.foodText))
            },
            source: TamilAbout.methodLine(for: reckoning))
    }
}

extension PanchangamDay {
    /// The answer for a computed day and its food status.
    public init(_ day: TamilDay, food: FoodStatus, nearest: NearestPlace?) {
        let zone = day.zone
        func time(_ d: Date) -> String { d.iso8601(in: zone) }
        func window(_ w: TimeWindow) -> Window { Window(start: time(w.start), end: time(w.end)) }
        func anga(_ s: AngaSpan) -> AngaAnswer {
            AngaAnswer(name: s.kind.name(s.index), number: s.index, startTime: time(s.start), endTime: time(s.end))
        }
        func yogamAnswer(_ p: TamilYogamPeriod) -> YogamAnswer { YogamAnswer(p, in: zone) }
        date = day.date.description
        location = PanchangamLocation(day.location, nearest: nearest)
        tamilDate = day.tamilDate.map { t in
            TamilDateAnswer(
                month: t.solar.monthName, monthTamil: t.solar.nativeMonthName, day: t.solar.day,
                year: t.samvatsara.tamilLatin, yearTamil: t.samvatsara.tamil,
                weekday: TamilNames.weekdayLatin[t.weekday.rawValue],
                weekdayTamil: TamilNames.weekday[t.weekday.rawValue],
                thiruvalluvarYear: t.thiruvalluvarYear)
        }
        vaaram = Vaaram(
            name: TamilNames.weekdayLatin[day.date.weekday.rawValue],
            tamil: TamilNames.weekday[day.date.weekday.rawValue],
            sanskrit: day.panchang.vara.name)
        let angas = day.angas
        nakshatram = angas.nakshatra.first.map { s in
            NamedSpan(
                name: s.kind.name(s.index), number: s.index, startTime: time(s.start), endTime: time(s.end),
                tamil: TamilNames.nakshatra[s.index - 1])
        }
        nakshatrams = angas.nakshatra.map(anga)
        thithi = angas.tithi.first.map { s in
            let parts = Self.tithiParts(s.index)
            return ThithiAnswer(
                name: parts.name, paksha: parts.paksha, number: s.index, tamil: TamilNames.tithi(s.index),
                startTime: time(s.start), endTime: time(s.end))
        }
        thithis = angas.tithi.map(anga)
        yogam = day.yogamAtSunrise.map(yogamAnswer)
        yogams = day.details.yogam.map(yogamAnswer)
        nithyaYogam = angas.yoga.first.map(anga)
        karanam = angas.karana.first.map(anga)
        angamsReckoning = angas.reckoning.rawValue
        let drik = day.drikAngas
        thirukanitham =
            angas.reckoning == .drik
            ? nil
            : DrikAngams(
                nakshatrams: drik.nakshatra.map(anga), thithis: drik.tithi.map(anga), yogas: drik.yoga.map(anga),
                karanams: drik.karana.map(anga))
        timings = Timings(
            sunrise: day.panchang.sunrise.map(time), sunset: day.panchang.sunset.map(time),
            moonrise: day.panchang.moonrise.map(time), moonset: day.panchang.moonset.map(time),
            nallaNeram: day.details.nallaNeram.map(window), gowriNallaNeram: day.details.gowriNallaNeram.map(window),
            rahukaalam: day.timings.map { window($0.rahuKalam) }, yamagandam: day.timings.map { window($0.yamagandam) },
            kuligai: day.timings.map { window($0.gulikaKalam) }, abhijit: day.timings.map { window($0.abhijit) },
            sun: day.sun.rawValue)
        gowri = day.details.gowri.map { g in
            GowriAnswer(
                start: time(g.window.start), end: time(g.window.end), name: g.gowri.name, tamil: g.gowri.tamil,
                good: g.gowri.isGood, part: g.isDay ? "day" : "night")
        }
        chandrashtamam = day.details.chandrashtamam.map {
            Chandrashtamam(start: time($0.window.start), end: time($0.window.end), rasi: $0.rasiName)
        }
        observances = day.observances.map { ObservanceAnswer(id: $0.id, name: $0.name, category: $0.category.rawValue) }
        foodStatus = FoodStatusAnswer(
            type: food.kind.rawValue, observed: food.today.map(\.rawValue), avoid: food.today.compactMap(\.foodText),
            nextAuspicious: food.next.map {
                NextAuspicious(
                    name: $0.kinds.map(\.englishName).joined(separator: ", "), date: $0.date.description,
                    ids: $0.kinds.map(\.rawValue))
            })
        source = TamilAbout.methodLine
    }

    /// A tithi's name without its paksha, and the paksha (`Shukla` for 1–15, else `Krishna`).
    static func tithiParts(_ index: Int) -> (name: String, paksha: String) {
        let full = AngaKind.tithi.name(index)
        let paksha = index <= 15 ? "Shukla" : "Krishna"
        for prefix in ["Shukla ", "Krishna "] where full.hasPrefix(prefix) {
            return (String(full.dropFirst(prefix.count)), paksha)
        }
        return (full, paksha)
    }

    /// Encodes an answer as the API and the CLI print it: sorted keys, slashes unescaped.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

extension PanchangamDay.YogamAnswer {
    /// A Tamil yogam period with its times in `zone`.
    public init(_ p: TamilYogamPeriod, in zone: TimeZone) {
        self.init(
            id: p.yogam.rawValue, name: p.yogam.rawValue.prefix(1).uppercased() + p.yogam.rawValue.dropFirst(),
            tamil: p.yogam.tamil, type: p.yogam.isAuspicious ? "auspicious" : "inauspicious",
            startTime: p.window.start.iso8601(in: zone), endTime: p.window.end.iso8601(in: zone),
            nakshatram: AngaKind.nakshatra.name(p.nakshatra), description: p.yogam.meaning)
    }
}

/// The Tamil yogam in force now at a place, and the next one (the seed's `/api/yogam/current`).
public struct CurrentYogam: Codable, Sendable, Equatable {
    public var id, name, tamil, type, startTime, endTime, nakshatram, description: String
    public var now, date: String
    public var location: PanchangamLocation
    public var next: PanchangamDay.YogamAnswer?
    /// The named periods (`rahukaalam`, `nallaNeram`…) in force now.
    public var activePeriods: [String]

    public init(
        _ current: TamilYogamPeriod, next: TamilYogamPeriod?, now: Date, day: TamilDay, nearest: NearestPlace?
    ) {
        let zone = day.zone
        let answer = PanchangamDay.YogamAnswer(current, in: zone)
        (id, name, tamil, type) = (answer.id, answer.name, answer.tamil, answer.type)
        (startTime, endTime, nakshatram, description) =
            (answer.startTime, answer.endTime, answer.nakshatram, answer.description)
        self.now = now.iso8601(in: zone)
        date = day.date.description
        location = PanchangamLocation(day.location, nearest: nearest)
        self.next = next.map { PanchangamDay.YogamAnswer($0, in: zone) }
        activePeriods = TamilPeriods.active(day, at: now).map(\.id.rawValue)
    }
}

extension TamilYogam {
    /// What the yogam means for a day's undertakings, in English.
    public var meaning: String {
        switch self {
        case .amirtha: "Amirtha yogam: the most auspicious; good for any beginning"
        case .siddha: "Siddha yogam: auspicious; work undertaken succeeds"
        case .marana: "Marana yogam: inauspicious; avoid new ventures"
        case .prabalarishta: "Prabalarishta yogam: inauspicious; avoid new ventures"
        }
    }
}

extension TamilObservedDay {
    /// The English name the seed uses.
    public var englishName: String {
        switch self {
        case .ekadasi: "Ekadasi"
        case .pradosham: "Pradosham"
        case .amavasai: "Amavasai"
        case .pournami: "Pournami"
        case .karthigai: "Karthigai"
        case .shivaratri: "Shivaratri"
        case .navaratri: "Navaratri"
        case .somavaram: "Somavaram"
        case .sashti: "Sashti"
        case .ashtami: "Ashtami"
        case .chaturthi: "Chaturthi"
        }
    }

    /// What to eat or avoid, in English (from the Observances catalog).
    public var foodText: String? {
        self == .navaratri ? "Vegetarian for the nine nights; many keep a fast or one meal" : monthly?.food?.text
    }
}
