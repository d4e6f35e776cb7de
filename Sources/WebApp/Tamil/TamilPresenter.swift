import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Panchang
import TamilCore

/// Words and times of the Tamil Calendar's pages in the person's language and clock.
struct TamilPresenter {
    let language: Language
    let localizer: Localizer
    let clock24: Bool
    /// Whether Tamil dates use Tamil numerals.
    var tamilNumerals = false
    /// The festival catalog, for festivals' names in the person's language.
    var catalog: FestivalCatalog? = nil

    var isTamil: Bool { language.rawValue == "ta" }

    func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("tamil.\(key)", in: language, arguments)
    }

    /// "6:42 AM" or "06:42" in the place's zone, by the suite's one minute rule (`WallClockMinute`:
    /// the seconds dropped, as the Dharmic Companion shows the same instant).
    func time(_ instant: Date, _ zone: TimeZone) -> String {
        let shown = WallClockMinute(instant, in: zone)
        let h = shown.hour
        let m = shown.minute
        if clock24 { return shown.hhmm }
        let twelve = String(format: "%d:%02d", h % 12 == 0 ? 12 : h % 12, m)
        // Tamil names the part of the day before the time: இரவு 2:14, காலை 6:35, மதியம் 12:18…
        if isTamil { return "\(TamilNaming.dayPart(hour: h)) \(twelve)" }
        return twelve + " " + (h < 12 ? text("am") : text("pm"))
    }

    /// GeoNames' attribution (its licence asks for it wherever the city data is offered) in the
    /// person's language: the suite's one sentence, as the Dharmic Companion shows it.
    var placesAttribution: String {
        localizer.text("calendar.location.attribution", in: language, CalendarNames.placesAttributionArguments)
    }

    func window(_ w: TimeWindow, _ zone: TimeZone) -> String {
        "\(time(w.start, zone)) – \(time(w.end, zone))"
    }

    /// A time with the day when it is not `day` ("7:12 AM, Sat 3").
    func time(_ instant: Date, _ zone: TimeZone, on day: CivilDate) -> String {
        let d = CivilDate(instant, in: zone)
        guard d != day else { return time(instant, zone) }
        return "\(time(instant, zone)) (\(weekdayShort(d.weekday)) \(d.day))"
    }

    func weekday(_ w: Weekday) -> String { text("weekday.\(w.rawValue)") }
    func weekdayShort(_ w: Weekday) -> String { text("weekdayShort.\(w.rawValue)") }
    func monthName(_ m: Int) -> String { text("monthName.\(m)") }

    /// "Friday, 2 January 2026".
    func longDate(_ d: CivilDate) -> String {
        text(
            "longDate",
            ["weekday": weekday(d.weekday), "day": String(d.day), "month": monthName(d.month), "year": String(d.year)])
    }

    func shortDate(_ d: CivilDate) -> String {
        text("shortDate", ["weekday": weekdayShort(d.weekday), "day": String(d.day), "month": monthName(d.month)])
    }

    /// A Tamil date's number, in Tamil numerals when chosen (positional, as modern calendars print them).
    func tamilNumber(_ n: Int) -> String { (tamilNumerals ? Numerals.tamil : .latin).write(String(n)) }

    /// The app's names in the person's language (`TamilNaming`: Tamil script in Tamil).
    var names: TamilNaming { TamilNaming(language: language.rawValue, catalog: catalog) }

    func tamilMonth(_ t: TamilDate) -> String { names.month(t) }
    func tamilYear(_ t: TamilDate) -> String { names.year(t) }
    func tamilWeekday(_ w: Weekday) -> String { names.weekday(w) }
    func anga(_ s: AngaSpan) -> String { names.anga(s) }
    func nakshatra(_ index: Int) -> String { names.anga(.nakshatra, index) }

    func yogam(_ y: TamilYogam) -> String { names.yogam(y) }
    func gowri(_ g: Gowri) -> String { names.gowri(g) }
    func kind(_ k: TamilObservedDay) -> String { text("days.\(k.rawValue)") }
    func kinds(_ ks: [TamilObservedDay]) -> String { ks.map(kind).joined(separator: ", ") }
    func food(_ k: TamilObservedDay) -> String { text("food.\(k.rawValue)") }
    func period(_ id: TamilPeriod.ID) -> String { text("period.\(id.rawValue)") }

    /// An observance's name in the person's language (`TamilNaming.observance`).
    func observance(_ o: Observance) -> String { names.observance(o) }

    /// Epoch milliseconds for scripts.
    static func ms(_ d: Date) -> String { String(Int64((d.timeIntervalSince1970 * 1000).rounded())) }

    /// "19:00" for a time input.
    static func hhmm(_ minute: Int?) -> String {
        guard let minute else { return "" }
        return String(format: "%02d:%02d", minute / 60, minute % 60)
    }
}
