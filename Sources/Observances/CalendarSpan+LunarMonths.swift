import Foundation

extension CalendarSpan {
    /// The same span with its lunar months replaced, e.g. the amanta months by the Vakya almanac's
    /// new moons and saṅkrāntis instead of the ephemeris's. Every rule that names a tithi's month
    /// (the lunar festivals, an Ekadashi's name, adhika months) then follows the replacement. `months`
    /// must cover the frames; an empty list (a reckoning with no months there) keeps the span's own.
    /// The lunisolar year openings (`yearOpenings`, North Indian year names only) stay as computed.
    public func replacingLunarMonths(with months: [LunarMonthSpan]) -> CalendarSpan {
        guard let first = months.first, let last = months.last, let firstFrame = frames.first,
            let lastFrame = frames.last, first.start <= firstFrame.day.windowStart,
            last.end >= lastFrame.day.windowEnd
        else { return self }
        return CalendarSpan(copying: self, lunarMonths: months)
    }
}
