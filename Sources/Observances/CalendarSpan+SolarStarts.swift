import CivilTime
import Foundation
import Panchang

extension CalendarSpan {
    /// The same span with one solar calendar's month starts replaced, e.g. the Tamil months by the
    /// Vakya almanac instead of the drik sankrantis. Every festival and date rule reading
    /// `solarStarts` then follows the replacement; tithis and nakshatras stay as computed.
    public func replacingSolarStarts(
        of calendar: SolarCalendarKind, with starts: [(sign: Int, sankranti: Date, firstDay: CivilDate)]
    ) -> CalendarSpan {
        var all = solarStarts
        all[calendar] = starts.map {
            SolarMonthStart(calendar: calendar, sign: $0.sign, sankranti: $0.sankranti, firstDay: $0.firstDay)
        }
        return CalendarSpan(copying: self, solarStarts: all)
    }

    init(
        copying other: CalendarSpan, solarStarts: [SolarCalendarKind: [SolarMonthStart]]? = nil,
        tithis: [AngaSpan]? = nil, nakshatras: [AngaSpan]? = nil, lunarAngas: LunarAngaReckoning? = nil,
        lunarMonths: [LunarMonthSpan]? = nil
    ) {
        first = other.first
        last = other.last
        location = other.location
        conventions = other.conventions
        frames = other.frames
        self.tithis = tithis ?? other.tithis
        self.nakshatras = nakshatras ?? other.nakshatras
        self.lunarAngas = lunarAngas ?? other.lunarAngas
        self.lunarMonths = lunarMonths ?? other.lunarMonths
        self.solarStarts = solarStarts ?? other.solarStarts
        yearOpenings = other.yearOpenings
    }
}
