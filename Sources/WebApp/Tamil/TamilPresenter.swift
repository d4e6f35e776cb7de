import CivilTime
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
        if isTamil {
            // Tamil names the part of the day before the time: இரவு 2:14, காலை 6:35, மதியம் 12:18…
            let part = h < 4 ? "இரவு" : h < 12 ? "காலை" : h < 16 ? "மதியம்" : h < 19 ? "மாலை" : "இரவு"
            return "\(part) \(twelve)"
        }
        return twelve + " " + (h < 12 ? text("am") : text("pm"))
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
    func tamilNumber(_ n: Int) -> String {
        guard tamilNumerals else { return String(n) }
        return String(
            String(n).unicodeScalars.map { c in
                Character(UnicodeScalar(0x0BE6 + (c.value - 0x30))!)
            })
    }

    func tamilMonth(_ t: TamilDate) -> String { isTamil ? t.solar.nativeMonthName : t.solar.monthName }
    func tamilYear(_ t: TamilDate) -> String { isTamil ? t.samvatsara.tamil : t.samvatsara.tamilLatin }
    func tamilWeekday(_ w: Weekday) -> String {
        isTamil ? TamilNames.weekday[w.rawValue] : TamilNames.weekdayLatin[w.rawValue]
    }

    func anga(_ s: AngaSpan) -> String {
        switch s.kind {
        case .tithi where isTamil:
            (s.index < 15 ? TamilNames.paksha[0] + " " : s.index > 15 && s.index < 30 ? TamilNames.paksha[1] + " " : "")
                + TamilNames.tithi(s.index)
        case .nakshatra where isTamil: TamilNames.nakshatra[s.index - 1]
        case .yoga where isTamil: TamilAngaNames.yoga(s.index)
        case .karana where isTamil: TamilAngaNames.karana(s.kind.name(s.index))
        default: s.kind.name(s.index)
        }
    }

    func nakshatra(_ index: Int) -> String {
        isTamil ? TamilNames.nakshatra[index - 1] : AngaKind.nakshatra.name(index)
    }

    func yogam(_ y: TamilYogam) -> String { isTamil ? y.tamil : y.name }
    func gowri(_ g: Gowri) -> String { isTamil ? g.tamil : g.name }
    func kind(_ k: TamilObservedDay) -> String { text("days.\(k.rawValue)") }
    func kinds(_ ks: [TamilObservedDay]) -> String { ks.map(kind).joined(separator: ", ") }
    func food(_ k: TamilObservedDay) -> String { text("food.\(k.rawValue)") }
    func period(_ id: TamilPeriod.ID) -> String { text("period.\(id.rawValue)") }

    /// The localized name of an observance (monthly ones by their kind; festivals by name).
    /// An observance's name in the person's language: a festival's from the catalog, a monthly day's own
    /// name (சபலா ஏகாதசி), else the observance's Tamil name; English as the engine gives it.
    func observance(_ o: Observance) -> String {
        let code = language.rawValue
        guard code == "ta" || code == "hi" else { return o.name }
        if let named = catalog?.name(of: o, language: code) { return named }
        guard isTamil, let m = MonthlyObservance.all.first(where: { $0.id == o.id }) else { return o.name }
        return m.tamil
    }

    /// Epoch milliseconds for scripts.
    static func ms(_ d: Date) -> String { String(Int64((d.timeIntervalSince1970 * 1000).rounded())) }

    /// "19:00" for a time input.
    static func hhmm(_ minute: Int?) -> String {
        guard let minute else { return "" }
        return String(format: "%02d:%02d", minute / 60, minute % 60)
    }
}
