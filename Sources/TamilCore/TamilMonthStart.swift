import CivilTime
import Foundation
import Observances
import Vakya

/// Why a Tamil month begins on the civil day it does at one place: the sankranti (the Sun entering
/// the month's sign) against the Tamil rule's cut-off, that day's sunset (calendar-rules.md §4.1,
/// Sewell & Dikshit Art. 28). The same sankranti falls on different local clocks, so a month can
/// begin a day apart in Toronto and in Chennai.
public struct TamilMonthStart: Sendable, Hashable {
    /// 1 = Chithirai … 12 = Panguni.
    public let month: Int
    /// The instant the Sun enters the sign.
    public let sankranti: Date
    /// The civil day of the sankranti on the place's clock.
    public let sankrantiDay: CivilDate
    /// The cut-off: sunset of `sankrantiDay` at the place.
    public let sunset: Date
    /// Day 1 of the month at the place.
    public let firstDay: CivilDate
    /// The place.
    public let location: Location

    /// Whether the sankranti came after the cut-off, so the month begins the next day.
    public var afterSunset: Bool { firstDay != sankrantiDay }
    /// The month's name in Latin letters and in Tamil script.
    public var monthName: String { SolarCalendarKind.tamil.monthNames[month - 1] }
    public var nativeMonthName: String { SolarCalendarKind.tamil.nativeMonthNames[month - 1] }
}

extension TamilCalendar {
    /// The place the Tamil calendar is reckoned at in Tamil Nadu, for people abroad who keep
    /// Chennai's Tamil dates.
    public static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")

    /// The month start whose sankranti or first day is `date` at `location`, if any.
    public func monthStart(on date: CivilDate, at location: Location, reckoning: Reckoning = .drik) throws(TamilError)
        -> TamilMonthStart?
    {
        let span = try month(of: date, at: location, reckoning: reckoning).span
        guard
            let start = span.solarStarts[.tamil]?.first(where: {
                $0.firstDay == date || CivilDate($0.sankranti, in: location.timeZone) == date
            })
        else { return nil }
        return try monthStart(start, at: location, reckoning: reckoning)
    }

    /// The start of the same month (same sign) at another place, e.g. Chennai.
    public func monthStart(_ month: Int, near date: CivilDate, at location: Location, reckoning: Reckoning = .drik)
        throws(TamilError) -> TamilMonthStart?
    {
        let span = try self.month(of: date, at: location, reckoning: reckoning).span
        guard
            let start = span.solarStarts[.tamil]?.first(where: {
                $0.month == month && abs(date.days(until: $0.firstDay)) <= 3
            })
        else { return nil }
        return try monthStart(start, at: location, reckoning: reckoning)
    }

    private func monthStart(_ start: SolarMonthStart, at location: Location, reckoning: Reckoning) throws(TamilError)
        -> TamilMonthStart
    {
        let day = CivilDate(start.sankranti, in: location.timeZone)
        guard let frame = try self.month(of: day, at: location, reckoning: reckoning).span.frame(day) else {
            throw .engine("\(day) was not computed")
        }
        return TamilMonthStart(
            month: start.month, sankranti: start.sankranti, sankrantiDay: day, sunset: frame.sunset,
            firstDay: start.firstDay, location: location)
    }
}
