import CivilTime
import Foundation
import Observances

/// A day's Hindu date in the person's words and the tradition's reckoning: "Kartika Shukla
/// Pratipada", the samvat years, the year's 60-cycle name and the tradition's own year. A day
/// outside the computed span has only its Gregorian date (`iso`, `gregorian`).
public struct HinduDateSummary: Codable, Equatable, Sendable {
    /// The Gregorian date in words ("Saturday, 21 November 2026") and as `YYYY-MM-DD`.
    public var gregorian: String
    public var iso: String
    /// The lunar month, the tithi, the paksha and the line that joins month and tithi.
    public var month: String?
    public var tithi: String?
    public var paksha: String?
    public var line: String?
    /// "Vikram Samvat 2083", "Shaka 1948".
    public var vikram: String?
    public var shaka: String?
    /// The year's 60-cycle name, with the change within the year where the tradition has one.
    public var samvatsara: String?
    /// The year the tradition counts (seed §4.2 "tradition-specific year").
    public var traditionYear: String?
    /// The other samvat years, without repeating the tradition's own ("Vikram Samvat 2083 · Shaka 1948").
    public var samvat: String?
    /// The solar date of traditions that keep a solar calendar ("Karthigai 5").
    public var solar: String?
}

extension CalendarNames {
    /// The Hindu date of `date` for `tradition`, times read on `zone`'s clock.
    public func hinduDate(
        _ date: CivilDate, in year: CalendarYear, tradition: CalendarTradition, zone: TimeZone
    ) -> HinduDateSummary {
        var out = HinduDateSummary(gregorian: fullDate(date), iso: date.description)
        guard let lunar = year.span.lunarDate(date) else { return out }
        let month = lunarMonth(lunar.month, system: tradition.conventions.monthSystem, tithi: lunar.tithi)
        let vikram = t("format.vikram", ["year": String(lunar.vikramSamvat)])
        let shaka = t("format.shaka", ["year": String(lunar.shakaYear)])
        out.month = month
        out.tithi = tithi(lunar.tithi)
        out.paksha = paksha(lunar.paksha)
        out.line = t("format.hinduDate", ["month": month, "tithi": tithi(lunar.tithi)])
        out.vikram = vikram
        out.shaka = shaka
        out.samvatsara = samvatsara(date, lunar: lunar, in: year, tradition: tradition, zone: zone)
        out.traditionYear = traditionYear(date, lunar: lunar, in: year, tradition: tradition)
        // The other years, without repeating the tradition's own.
        let others: [String] =
            switch tradition {
            case .purnimant: [shaka]
            case .amavasyant: [vikram]
            default: [vikram, shaka]
            }
        out.samvat = others.joined(separator: " · ")
        if let solarCalendar = tradition.solarCalendar, let s = year.span.solarDate(date, calendar: solarCalendar) {
            out.solar = t("format.solarDate", ["month": solarMonth(solarCalendar, s.month), "day": String(s.day)])
        }
        return out
    }

    /// The year's 60-cycle name. North Indian (purnimant) panchangs name the Vikram Samvat year by
    /// Jupiter's mean motion, 13–14 places ahead of the South Indian count, and a new name can begin
    /// within the year; the others follow the South Indian count (calendar-rules.md §3.4).
    public func samvatsara(
        _ date: CivilDate, lunar: LunarDate, in year: CalendarYear, tradition: CalendarTradition, zone: TimeZone
    ) -> String {
        func name(_ s: Samvatsara) -> String { t("names.samvatsara.\(s.number)") }
        guard tradition == .purnimant, let north = year.span.northIndianYearNames(date),
            let sunrise = year.span.frame(date)?.sunrise
        else {
            return t("format.samvatsara", ["name": name(lunar.samvatsara)])
        }
        guard let next = north.beginning else {
            return t("format.samvatsara", ["name": name(north.atStart.samvatsara)])
        }
        let change = shortDate(CivilDate(next.start, in: zone))
        return sunrise < next.start
            ? t(
                "format.samvatsaraUntil",
                ["name": name(north.atStart.samvatsara), "next": name(next.samvatsara), "date": change])
            : t(
                "format.samvatsaraSince",
                ["name": name(next.samvatsara), "first": name(north.atStart.samvatsara), "date": change])
    }

    /// The year this tradition counts (seed §4.2 "tradition-specific year").
    public func traditionYear(
        _ date: CivilDate, lunar: LunarDate, in year: CalendarYear, tradition: CalendarTradition
    ) -> String {
        switch tradition {
        case .purnimant: return t("format.vikram", ["year": String(lunar.vikramSamvat)])
        case .amavasyant: return t("format.shaka", ["year": String(lunar.shakaYear)])
        case .gujarati:
            return t("format.gujarati", ["year": String(lunar.vikramSamvatKartikadi)])
        case .bengali:
            let s = year.span.solarDate(date, calendar: .bengali)
            return t("format.bengali", ["year": s.map { String($0.year) } ?? "—"])
        case .malayalam:
            let s = year.span.solarDate(date, calendar: .malayalam)
            return t("format.kollam", ["year": s.map { String($0.year) } ?? "—"])
        case .tamil:
            guard let tamil = year.span.tamilDate(date) else { return "" }
            let name = language.rawValue == "ta" ? tamil.samvatsara.tamil : tamil.samvatsara.tamilLatin
            return t("format.tamilYear", ["name": name, "thiruvalluvar": String(tamil.thiruvalluvarYear)])
        }
    }
}
