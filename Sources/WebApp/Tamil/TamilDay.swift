import CivilTime
import Foundation
import Observances
import Panchang

/// One civil day of the Tamil Calendar at one place: the panchangam, the Tamil date, the Tamil
/// timings and the observances.
struct TamilDay: Sendable {
    let date: CivilDate
    let location: Location
    let frame: DayFrame
    let tamilDate: TamilDate?
    let details: TamilDayDetails
    let observances: [Observance]
    /// 1…9 during Navaratri.
    let navaratri: Int?

    var zone: TimeZone { location.timeZone }
    var panchang: PanchangDay { frame.day }
    var timings: DayTimings? { frame.day.timings }

    /// The kinds of observed day this day is, in the catalog order.
    var kinds: [TamilObservedDay] {
        let ids = Set(observances.map(\.id))
        return TamilObservedDay.allCases.filter { kind in
            kind == .navaratri ? navaratri != nil : !kind.observanceIDs.isDisjoint(with: ids)
        }
    }

    /// The kinds among those a person observes.
    func kinds(observed: Set<TamilObservedDay>) -> [TamilObservedDay] { kinds.filter(observed.contains) }

    /// The Tamil yogam in force at sunrise (the day's yogam as calendars print it).
    var yogamAtSunrise: TamilYogamPeriod? { details.yogam.first }

    /// The Tamil yogam in force at an instant, if within this Hindu day.
    func yogam(at instant: Date) -> TamilYogamPeriod? {
        details.yogam.first { $0.window.start <= instant && instant < $0.window.end }
    }

    /// The first span of an anga kind in force at sunrise, and when it ends.
    func first(_ kind: AngaKind) -> AngaSpan? { panchang.spans(kind).first }
}
