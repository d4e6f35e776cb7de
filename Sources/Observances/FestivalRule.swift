import Foundation

/// How a festival's day is found, as stored in the catalog (calendar-rules.md §6.1, §8.2).
/// Lunar months are amanta numbers (1 = Chaitra); solar months are 1-based in their calendar.
public indirect enum FestivalRule: Sendable, Hashable {
    /// Tithi `tithi` (1…30) of amanta month `month`, decided by `rule`; `inAdhika` also takes the
    /// adhika month of that name (default: only the nija month).
    case tithi(month: Int, tithi: Int, rule: AngaRule, inAdhika: Bool)
    /// Day `day` of solar month `month` in `calendar`.
    case solarDay(calendar: SolarCalendarKind, month: Int, day: Int)
    /// Tithi `tithi` whose chosen day falls in solar month `month` of `calendar`.
    case tithiInSolarMonth(calendar: SolarCalendarKind, month: Int, tithi: Int, rule: AngaRule)
    /// Nakshatra `nakshatra` whose chosen day falls in solar month `month`; when it recurs in the
    /// month, the second when `second` (the Tamil practice), else the first.
    case nakshatraInSolarMonth(
        calendar: SolarCalendarKind, month: Int, nakshatra: Int, rule: AngaRule, second: Bool)
    /// `days` after (before, if negative) another festival of the catalog.
    case relative(to: String, days: Int)
    /// The last `weekday` (0 = Sunday) strictly before the day `anchor` gives.
    case weekdayBefore(weekday: Int, anchor: FestivalRule)
    /// The fast day, under `rule`, of a Shukla (or Krishna) Ekadashi in solar month `month`.
    case ekadashiInSolarMonth(calendar: SolarCalendarKind, month: Int, shukla: Bool, rule: EkadashiRule)
}

extension FestivalRule: Codable {
    enum CodingKeys: String, CodingKey {
        case kind, month, tithi, nakshatra, calendar, day, rule, inAdhika, second, to, days, weekday, anchor
        case shukla, ekadashi
    }

    /// Decodes a rule from the catalog's JSON shape: a `kind` and that kind's fields.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try c.decode(String.self, forKey: .kind)
        switch kind {
        case "tithi":
            self = .tithi(
                month: try c.decode(Int.self, forKey: .month), tithi: try c.decode(Int.self, forKey: .tithi),
                rule: try c.decode(AngaRule.self, forKey: .rule),
                inAdhika: try c.decodeIfPresent(Bool.self, forKey: .inAdhika) ?? false)
        case "solarDay":
            self = .solarDay(
                calendar: try c.decode(SolarCalendarKind.self, forKey: .calendar),
                month: try c.decode(Int.self, forKey: .month), day: try c.decode(Int.self, forKey: .day))
        case "tithiInSolarMonth":
            self = .tithiInSolarMonth(
                calendar: try c.decode(SolarCalendarKind.self, forKey: .calendar),
                month: try c.decode(Int.self, forKey: .month), tithi: try c.decode(Int.self, forKey: .tithi),
                rule: try c.decode(AngaRule.self, forKey: .rule))
        case "nakshatraInSolarMonth":
            self = .nakshatraInSolarMonth(
                calendar: try c.decode(SolarCalendarKind.self, forKey: .calendar),
                month: try c.decode(Int.self, forKey: .month), nakshatra: try c.decode(Int.self, forKey: .nakshatra),
                rule: try c.decode(AngaRule.self, forKey: .rule),
                second: try c.decodeIfPresent(Bool.self, forKey: .second) ?? false)
        case "relative":
            self = .relative(to: try c.decode(String.self, forKey: .to), days: try c.decode(Int.self, forKey: .days))
        case "weekdayBefore":
            self = .weekdayBefore(
                weekday: try c.decode(Int.self, forKey: .weekday),
                anchor: try c.decode(FestivalRule.self, forKey: .anchor)
            )
        case "ekadashiInSolarMonth":
            self = .ekadashiInSolarMonth(
                calendar: try c.decode(SolarCalendarKind.self, forKey: .calendar),
                month: try c.decode(Int.self, forKey: .month),
                shukla: try c.decodeIfPresent(Bool.self, forKey: .shukla) ?? true,
                rule: try c.decodeIfPresent(EkadashiRule.self, forKey: .ekadashi) ?? .vaishnava)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "unknown rule kind \(kind)")
        }
    }

    /// Encodes a rule in the catalog's JSON shape.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .tithi(let month, let tithi, let rule, let inAdhika):
            try c.encode("tithi", forKey: .kind)
            try c.encode(month, forKey: .month)
            try c.encode(tithi, forKey: .tithi)
            try c.encode(rule, forKey: .rule)
            try c.encode(inAdhika, forKey: .inAdhika)
        case .solarDay(let calendar, let month, let day):
            try c.encode("solarDay", forKey: .kind)
            try c.encode(calendar, forKey: .calendar)
            try c.encode(month, forKey: .month)
            try c.encode(day, forKey: .day)
        case .tithiInSolarMonth(let calendar, let month, let tithi, let rule):
            try c.encode("tithiInSolarMonth", forKey: .kind)
            try c.encode(calendar, forKey: .calendar)
            try c.encode(month, forKey: .month)
            try c.encode(tithi, forKey: .tithi)
            try c.encode(rule, forKey: .rule)
        case .nakshatraInSolarMonth(let calendar, let month, let nakshatra, let rule, let second):
            try c.encode("nakshatraInSolarMonth", forKey: .kind)
            try c.encode(calendar, forKey: .calendar)
            try c.encode(month, forKey: .month)
            try c.encode(nakshatra, forKey: .nakshatra)
            try c.encode(rule, forKey: .rule)
            try c.encode(second, forKey: .second)
        case .relative(let to, let days):
            try c.encode("relative", forKey: .kind)
            try c.encode(to, forKey: .to)
            try c.encode(days, forKey: .days)
        case .weekdayBefore(let weekday, let anchor):
            try c.encode("weekdayBefore", forKey: .kind)
            try c.encode(weekday, forKey: .weekday)
            try c.encode(anchor, forKey: .anchor)
        case .ekadashiInSolarMonth(let calendar, let month, let shukla, let rule):
            try c.encode("ekadashiInSolarMonth", forKey: .kind)
            try c.encode(calendar, forKey: .calendar)
            try c.encode(month, forKey: .month)
            try c.encode(shukla, forKey: .shukla)
            try c.encode(rule, forKey: .ekadashi)
        }
    }
}
