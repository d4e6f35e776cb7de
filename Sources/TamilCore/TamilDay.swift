import CivilTime
import Foundation
import Observances
import Panchang

/// One civil day of the Tamil Calendar at one place: the panchangam, the Tamil date, the Tamil
/// timings and the observances.
public struct TamilDay: Sendable {
    public let date: CivilDate
    public let location: Location
    public let frame: DayFrame
    public let tamilDate: TamilDate?
    public let details: TamilDayDetails
    public let observances: [Observance]
    /// 1…9 during Navaratri.
    public let navaratri: Int?
    /// Whether the Sun rises and sets (far north or south it may not).
    public let sun: TamilSunDay
    /// The day's tithis, nakshatras, yogas and karanas by the reckoning the day was computed in
    /// (the Vakya almanac's, or the ephemeris's as `panchang` has them).
    public let angas: TamilDayAngas
    /// The ephemeris's (Thirukanitham's) angas, whichever the reckoning.
    public var drikAngas: TamilDayAngas { TamilDayAngas(drik: panchang) }

    public var zone: TimeZone { location.timeZone }
    public var panchang: PanchangDay { frame.day }
    public var timings: DayTimings? { frame.day.timings }

    /// The kinds of observed day this day is, in the catalog order.
    public var kinds: [TamilObservedDay] {
        let ids = Set(observances.map(\.id))
        return TamilObservedDay.allCases.filter { kind in
            kind == .navaratri ? navaratri != nil : !kind.observanceIDs.isDisjoint(with: ids)
        }
    }

    /// The day's festivals (Thai Pongal, Bhogi, Makar Sankranti…): every observance that is not a
    /// monthly or weekly day, in the calendar's order. Week and month views name them.
    public var festivals: [Observance] {
        observances.filter { $0.category != .monthly && $0.category != .weekly }
    }

    /// The kinds among those a person observes.
    public func kinds(observed: Set<TamilObservedDay>) -> [TamilObservedDay] { kinds.filter(observed.contains) }

    /// The Tamil yogam in force at sunrise (the day's yogam as calendars print it).
    public var yogamAtSunrise: TamilYogamPeriod? { details.yogam.first }

    /// The Tamil yogam in force at an instant, if within this Hindu day.
    public func yogam(at instant: Date) -> TamilYogamPeriod? {
        details.yogam.first { $0.window.start <= instant && instant < $0.window.end }
    }

    /// The first span of an anga kind in force at sunrise, and when it ends, by the day's reckoning.
    public func first(_ kind: AngaKind) -> AngaSpan? { angas.spans(kind).first }
}
