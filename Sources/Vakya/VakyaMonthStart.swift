import CivilTime
import Foundation

/// The South Indian (Tamil) rule for the first day of a solar month, Sewell, *Indian Chronography*
/// §43 (iii): "If the saṁkrānti takes place on any day before sunset or 12 h. Laṅkā time that day is
/// the first civil day; if … after …, the next day." The two readings differ when the saṅkrānti falls
/// between sunset and 12 h after the Laṅkā (Ujjain) mean sunrise.
public enum VakyaMonthRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Before the place's sunset on its civil day: that day. Reproduces every published month start
    /// collected (docs/vakya.md), including Thai 1 = 15 January 2026; the rule used.
    case sunset
    /// Before 12 h after Ujjain mean sunrise (6:00 LMT, 12:57 UT): that day. Puts Thai 2026 on
    /// 14 January, against Tamil Nadu's published 15 January; kept for the comparison.
    case lankaTwelveHours
}

/// A Tamil solar month's start by the Vakya reckoning at one place.
public struct VakyaMonthStart: Sendable, Hashable, Codable {
    /// 1 = Chithirai (Mesha) … 12 = Panguni.
    public let month: Int
    /// The Ārya-siddhānta saṅkrānti opening it.
    public let sankranti: Date
    /// The civil day of the saṅkrānti on the place's clock.
    public let sankrantiDay: CivilDate
    /// Day 1 of the month.
    public let firstDay: CivilDate
}

extension VakyaMonthRule {
    /// Day 1 of the month a saṅkrānti opens. `sunset` is the sunset of the saṅkrānti's civil day at
    /// the place (used by `.sunset`).
    public func firstDay(sankranti: Date, in timeZone: TimeZone, sunset: (CivilDate) -> Date) -> CivilDate {
        let day = CivilDate(sankranti, in: timeZone)
        switch self {
        case .sunset:
            return sankranti < sunset(day) ? day : day.adding(days: 1)
        case .lankaTwelveHours:
            // 12 h Laṅkā time = 18:00 Ujjain mean time on the Ujjain civil day that holds it.
            let ujjainHours = AryaSun.ujjainLongitude / 15
            let ujjainDay = CivilDate(sankranti.addingTimeInterval(ujjainHours * 3_600), in: .gmt)
            let cutoff = ujjainDay.start(in: .gmt).addingTimeInterval((18 - ujjainHours) * 3_600)
            let localCutoffDay = CivilDate(cutoff, in: timeZone)
            return sankranti < cutoff ? localCutoffDay : localCutoffDay.adding(days: 1)
        }
    }

    /// The Tamil month starts whose saṅkrāntis fall between `from` and `to`.
    public func monthStarts(from: Date, to: Date, in timeZone: TimeZone, sunset: (CivilDate) -> Date)
        throws(VakyaError) -> [VakyaMonthStart]
    {
        try AryaSun.sankrantis(from: from, to: to).map { s in
            VakyaMonthStart(
                month: s.sign + 1, sankranti: s.instant, sankrantiDay: CivilDate(s.instant, in: timeZone),
                firstDay: firstDay(sankranti: s.instant, in: timeZone, sunset: sunset))
        }
    }
}
