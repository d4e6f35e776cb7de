import CivilTime
import Foundation
import Panchang

/// The panchang of a range of days at one place with everything the calendars need around it:
/// the days themselves (with a margin either side), every tithi and nakshatra, the lunar months
/// and the solar month starts of each regional calendar. Built once; every rule reads from it.
public struct CalendarSpan: Sendable {
    /// The days asked for.
    public let first: CivilDate
    public let last: CivilDate
    /// The place.
    public let location: Location
    /// The conventions.
    public let conventions: ObservanceConventions
    /// Day frames from `first − margin` to `last + margin`.
    public let frames: [DayFrame]
    /// Every tithi and nakshatra over the frames, in order, each once.
    public let tithis: [AngaSpan]
    public let nakshatras: [AngaSpan]
    /// Which reckoning `tithis` and `nakshatras` follow (`replacingLunarAngas(with:)`).
    public let lunarAngas: LunarAngaReckoning
    /// The lunar months covering the frames.
    public let lunarMonths: [LunarMonthSpan]
    /// Solar month starts per calendar, covering the frames.
    public let solarStarts: [SolarCalendarKind: [SolarMonthStart]]
    /// The new moons that open the lunisolar years (Chaitra) from the year before `first` to the
    /// year after `last`, in order.
    public let yearOpenings: [Date]

    /// Days computed either side of the range, so that a rule near its ends sees its neighbours.
    public static let margin = 50

    init(
        first: CivilDate, last: CivilDate, location: Location, conventions: ObservanceConventions,
        calculator: PanchangCalculator
    ) throws(ObservancesError) {
        self.first = first
        self.last = last
        self.location = location
        self.conventions = conventions
        do {
            let days = try calculator.days(
                from: first.adding(days: -CalendarSpan.margin), through: last.adding(days: CalendarSpan.margin),
                at: location)
            var frames: [DayFrame] = []
            frames.reserveCapacity(days.count)
            for (i, day) in days.enumerated() {
                frames.append(DayFrame(day: day, previous: i > 0 ? days[i - 1] : nil))
            }
            self.frames = frames
            tithis = CalendarSpan.unique(days.flatMap(\.tithi))
            nakshatras = CalendarSpan.unique(days.flatMap(\.nakshatra))
            lunarAngas = .drik
            let from = days[0].windowStart
            let to = days[days.count - 1].windowEnd
            let newMoons = try calculator.newMoons(
                from: from.addingTimeInterval(-40 * 86_400), to: to.addingTimeInterval(40 * 86_400))
            let sankrantis = try calculator.sankrantis(
                from: from.addingTimeInterval(-80 * 86_400), to: to.addingTimeInterval(80 * 86_400))
            lunarMonths = LunarCalendar.months(newMoons: newMoons, sankrantis: sankrantis)
            var starts: [SolarCalendarKind: [SolarMonthStart]] = [:]
            let zone = location.timeZone
            let firstFrameDate = days[0].date
            for kind in SolarCalendarKind.allCases {
                starts[kind] = sankrantis.compactMap { s -> SolarMonthStart? in
                    let date = CivilDate(s.instant, in: zone)
                    let i = firstFrameDate.days(until: date)
                    guard i >= 0, i < frames.count else { return nil }
                    let f = frames[i]
                    return SolarMonthStart(
                        calendar: kind, sign: s.sign, sankranti: s.instant,
                        firstDay: kind.firstDay(sankranti: s.instant, date: date, sunrise: f.sunrise, sunset: f.sunset))
                }
            }
            solarStarts = starts
            var openings: [Date] = []
            for year in (first.year - 1)...(last.year + 1) {
                if let opening = try CalendarSpan.chaitraOpening(gregorianYear: year, calculator: calculator) {
                    openings.append(opening)
                }
            }
            yearOpenings = openings
        } catch {
            throw .panchang(error)
        }
    }

    /// The new moon opening the first month named Chaitra in a Gregorian year (it falls between
    /// mid-February and the start of May; an adhika Chaitra opens the year).
    static func chaitraOpening(gregorianYear year: Int, calculator: PanchangCalculator) throws(PanchangError) -> Date? {
        guard let february = try? CivilDate(year: year, month: 2, day: 1) else { return nil }
        let from = february.start(in: .gmt)
        let to = from.addingTimeInterval(120 * 86_400)
        let newMoons = try calculator.newMoons(from: from, to: to)
        let sankrantis = try calculator.sankrantis(
            from: from.addingTimeInterval(-40 * 86_400), to: to.addingTimeInterval(40 * 86_400))
        return LunarCalendar.months(newMoons: newMoons, sankrantis: sankrantis).first { $0.month.number == 1 }?.start
    }

    static func unique(_ spans: [AngaSpan]) -> [AngaSpan] {
        var result: [AngaSpan] = []
        for s in spans where result.last.map({ $0.start < s.start }) ?? true {
            result.append(s)
        }
        return result
    }

    /// The frame of a civil day, if computed.
    public func frame(_ date: CivilDate) -> DayFrame? {
        let i = frames[0].day.date.days(until: date)
        return i >= 0 && i < frames.count ? frames[i] : nil
    }

    /// Index into `frames` of the Hindu day (sunrise to sunrise) containing `instant`.
    func frameIndex(containing instant: Date) -> Int? {
        var lo = 0
        var hi = frames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if frames[mid].day.windowStart <= instant { lo = mid + 1 } else { hi = mid }
        }
        let i = lo - 1
        return i >= 0 && instant < frames[i].day.windowEnd ? i : nil
    }

    /// The span of `spans` in force at `instant`.
    static func span(in spans: [AngaSpan], at instant: Date) -> AngaSpan? {
        var lo = 0
        var hi = spans.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if spans[mid].start <= instant { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && instant < spans[lo - 1].end ? spans[lo - 1] : nil
    }

    /// The tithi in force at an instant.
    public func tithi(at instant: Date) -> AngaSpan? { CalendarSpan.span(in: tithis, at: instant) }
    /// The nakshatra in force at an instant.
    public func nakshatra(at instant: Date) -> AngaSpan? { CalendarSpan.span(in: nakshatras, at: instant) }

    /// The North Indian (Jovian) names of the Vikram Samvat year holding a civil day.
    public func northIndianYearNames(_ date: CivilDate) -> NorthIndianYearNames? {
        guard let f = frame(date), let i = yearOpenings.lastIndex(where: { $0 <= f.sunrise }),
            i + 1 < yearOpenings.count
        else { return nil }
        return NorthIndianYearNames(from: yearOpenings[i], to: yearOpenings[i + 1])
    }

    /// The lunar month in force at an instant.
    public func lunarMonth(at instant: Date) -> LunarMonthSpan? {
        lunarMonths.last { $0.start <= instant && instant < $0.end }
    }

    /// Whether the Amli (Utkaliya) year of the Odia calendar has turned by `date`: it begins on
    /// Bhadrapada Shukla Dwadashi, the day that tithi holds at sunrise (Odia calendar, Wikipedia, VERIFY).
    func amliTurned(by date: CivilDate) -> Bool {
        // The turn falls in August–October; before August it has not come, after October it has.
        if date.month < 8 { return false }
        if date.month > 10 { return true }
        for span in tithis where span.index == 12 {
            guard let m = lunarMonth(of: span), m.month.number == 6, !m.month.isAdhika,
                let d = decide(span, AngaRule(kaala: .sunrise), ruleText: "")
            else { continue }
            let day = frames[d.index].day.date
            if day.year == date.year { return date >= day }
        }
        return date.month >= 9
    }

    /// The lunar month a tithi belongs to, judged at its midpoint: its start coincides with a new moon
    /// found by a separate solve, so the start itself could land a hair before the month.
    public func lunarMonth(of tithi: AngaSpan) -> LunarMonthSpan? {
        lunarMonth(at: tithi.start.addingTimeInterval(tithi.end.timeIntervalSince(tithi.start) / 2))
    }

    /// The solar date of a civil day in `calendar`.
    public func solarDate(_ date: CivilDate, calendar: SolarCalendarKind) -> SolarDate? {
        guard let starts = solarStarts[calendar], let start = starts.last(where: { $0.firstDay <= date }) else {
            return nil
        }
        // The solar year began at the last month 1 on or before this day: months since month 1.
        let monthsSinceFirst = start.month - 1
        let approxYearStart = start.firstDay.adding(days: -Int(Double(monthsSinceFirst) * 30.44) - 3)
        let startYear = approxYearStart.year
        var year = calendar.era(startingIn: startYear)
        if calendar == .odia, amliTurned(by: date) { year += 1 }
        return SolarDate(
            calendar: calendar, month: start.month, day: start.firstDay.days(until: date) + 1, year: year,
            yearStartedIn: startYear)
    }
}
