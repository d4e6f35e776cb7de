import CivilTime
import Foundation
import Localization
import Observances
import Panchang

/// Panchang and calendar words in the person's language (seed §11: tithi, paksha, nakshatra,
/// yoga, karana and month names are localized), read from `Strings/<lang>/calendar.json`, so a
/// new language is a translation file.
public struct CalendarNames: Sendable {
    /// Where the words are read from.
    public let localizer: Localizer
    /// The person's language.
    public let language: Language

    /// The words of `language` from `localizer`.
    public init(localizer: Localizer, language: Language) {
        self.localizer = localizer
        self.language = language
    }

    /// The text of `calendar.<key>` with its arguments filled in.
    public func t(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("calendar.\(key)", in: language, arguments)
    }

    /// "Shukla Pratipada", "Purnima", "Krishna Ashtami".
    public func tithi(_ index: Int) -> String {
        let i = (index - 1) % 30 + 1
        if i == 15 { return t("names.tithi.15") }
        if i == 30 { return t("names.tithi.30") }
        return paksha(i <= 15 ? .shukla : .krishna) + " " + t("names.tithi.\((i - 1) % 15 + 1)")
    }

    public func paksha(_ p: Paksha) -> String { t("names.paksha.\(p.rawValue)") }
    public func nakshatra(_ i: Int) -> String { t("names.nakshatra.\(i)") }
    public func yoga(_ i: Int) -> String { t("names.yoga.\(i)") }
    public func karana(_ i: Int) -> String { t("names.karana.\(AngaKind.karana.name(i))") }
    public func vara(_ w: Weekday) -> String { t("names.vara.\(w.rawValue)") }
    public func weekdayShort(_ w: Weekday) -> String { t("names.weekdayShort.\(w.rawValue)") }
    public func weekday(_ w: Weekday) -> String { t("names.weekday.\(w.rawValue)") }
    public func gregorianMonth(_ m: Int) -> String { t("names.month.\(m)") }

    public func anga(_ span: AngaSpan) -> String {
        switch span.kind {
        case .tithi: tithi(span.index)
        case .nakshatra: nakshatra(span.index)
        case .yoga: yoga(span.index)
        case .karana: karana(span.index)
        }
    }

    /// A lunar month's name under a month system, "Adhika" prefixed for a leap month.
    public func lunarMonth(_ month: LunarMonth, system: MonthSystem, tithi: Int) -> String {
        let name = t("names.lunarMonth.\(month.labelNumber(system, tithi: tithi))")
        return month.isAdhika ? t("names.adhika", ["month": name]) : name
    }

    public func solarMonth(_ calendar: SolarCalendarKind, _ month: Int) -> String {
        t("names.solar.\(calendar.rawValue).\(month)")
    }

    public func category(_ c: ObservanceCategory) -> String { t("category.\(c.rawValue)") }

    /// "21 November 2026".
    public func longDate(_ d: CivilDate) -> String {
        t("format.longDate", ["day": String(d.day), "month": gregorianMonth(d.month), "year": String(d.year)])
    }

    /// "Saturday, 21 November 2026".
    public func fullDate(_ d: CivilDate) -> String {
        t("format.fullDate", ["weekday": weekday(d.weekday), "date": longDate(d)])
    }

    /// "21 Nov".
    public func shortDate(_ d: CivilDate) -> String {
        t("format.shortDate", ["day": String(d.day), "month": t("names.monthShort.\(d.month)")])
    }

    /// "November 2026".
    public func monthTitle(year: Int, month: Int) -> String {
        t("format.monthTitle", ["month": gregorianMonth(month), "year": String(year)])
    }

    /// "06:42" on the place's clock, with the day added when it is not `day`.
    public func clock(_ instant: Date, _ zone: TimeZone, day: CivilDate? = nil) -> String {
        let text = Clock.hm(instant, zone)
        if let day, CivilDate(instant, in: zone) != day {
            return t("format.timeOnDay", ["time": text, "date": shortDate(CivilDate(instant, in: zone))])
        }
        return text
    }

    /// "06:42 – 14:05".
    public func range(_ start: Date, _ end: Date, _ zone: TimeZone, day: CivilDate) -> String {
        "\(clock(start, zone, day: day)) – \(clock(end, zone, day: day))"
    }
}

/// Wall-clock text without locale machinery: engines give instants, pages and apps show the
/// place's time.
public enum Clock {
    /// "HH:mm" on the wall clock of `zone`, by the suite's one minute rule (`WallClockMinute`).
    public static func hm(_ instant: Date, _ zone: TimeZone) -> String { WallClockMinute(instant, in: zone).hhmm }

    /// Minutes after local midnight of `zone`.
    public static func minuteOfDay(_ instant: Date, _ zone: TimeZone) -> Int {
        WallClockMinute(instant, in: zone).minuteOfDay
    }

    /// "07:00" from minutes after midnight.
    public static func text(minute: Int) -> String { String(format: "%02d:%02d", minute / 60, minute % 60) }
}
