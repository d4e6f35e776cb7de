import CivilTime
import Foundation
import Panchang

/// One clause of why a day was chosen or rejected, as data: what the rule found (`key`) and the
/// things it names (the anga, the part of the day, times, lengths, a festival, a date). Apps put
/// it into the reader's language from their string tables (`calendar.why.<key>`); the English
/// `reason` of `DateExplanation` says the same in words for the command line.
public struct ReasonPhrase: Sendable, Hashable {
    /// What the clause says.
    public enum Key: String, Sendable, CaseIterable {
        /// The anga holds the chosen day's sunrise (`anga`, `instant` = sunrise).
        case atSunrise
        /// The anga holds no sunrise, so it is kept on the day it occurs (`anga`).
        case kshaya
        /// The anga begins after that day's sunrise (`anga`, `instant`).
        case beginsAfterSunrise
        /// The anga ends before that day's sunrise (`anga`, `instant`).
        case endsBeforeSunrise
        /// The day has no such part (`kaala`): no moonrise that day.
        case noKaala
        /// The anga holds the part of the day only within Bhadra (`anga`, `kaala`, `window`).
        case onlyInBhadra
        /// The anga is not in force during the part of the day (`anga`, `kaala`, `window`).
        case notInForce
        /// The anga is in force at the instant the rule looks at (`anga`, `kaala`, `instant`).
        case inForceAt
        /// The anga covers `seconds[0]` of the part of the day (`anga`, `kaala`, `window`).
        case covers
        /// Both days qualify; the earlier is taken.
        case tiePurva
        /// Both days qualify; the later is taken.
        case tiePara
        /// Both days qualify; the one with the greater coverage is taken.
        case tieGreater
        /// Both days qualify; the later if it has a ghatika, else the earlier.
        case tieParaGhatika
        /// Neither day's part of the day has the anga (`anga`, `kaala`).
        case neither
        /// Neither day's part of the day has the anga outside Bhadra (`anga`, `kaala`).
        case neitherOutsideBhadra
        /// By the fallback, the earlier day.
        case fallbackPurva
        /// By the fallback, the later day.
        case fallbackPara
        /// By the fallback, the day whose sunrise the anga holds, or the day it occurs.
        case fallbackSunrise
        /// Holika Dahan's second evening (`anga`, `next`, `kaala`, `instant` = the anga's end,
        /// `seconds` = held after sunrise, 3½ praharas, next's length, anga's length).
        case secondEvening
        /// Bhadra is excluded from the window, as the rule requires.
        case bhadraExcluded
        /// Bhadra runs over `windows`.
        case bhadraRuns
        /// The day after `festival`, which falls on `date`.
        case dayAfter
        /// The day before `festival`, which falls on `date`.
        case dayBefore
        /// `days` days from `festival`, which falls on `date`.
        case daysFrom
        /// `other` (the previous tithi) holds the day's sunrise (`times[0]`) and `anga` begins only at
        /// `times[1]`: the day is joined with `other` (viddha).
        case viddha
        /// `anga` holds no sunrise; the rule never keeps a day `other` holds at sunrise, so the next
        /// day, whose sunrise (`instant`) `next` holds, is kept.
        case kshayaNext
        /// `anga` holds two sunrises (`times`).
        case twoSunrises
        /// It also holds the next sunrise, and the first is kept.
        case alsoNextSunrise
        /// `nakshatra` holds both sunrises but only the first midnight.
        case starBothFirstMidnight
        /// `nakshatra` holds both sunrises but only the second midnight.
        case starBothSecondMidnight
        /// `nakshatra` holds both sunrises and does not decide by midnight.
        case starBothNoMidnight
        /// `nakshatra` holds the first sunrise only.
        case starFirstSunrise
        /// `nakshatra` holds the second sunrise only.
        case starSecondSunrise
        /// `nakshatra` holds neither sunrise.
        case starNeither
        /// `nakshatra` is gone by this day's midnight.
        case starGoneByMidnight
        /// `nakshatra` is not in force at this day's midnight.
        case starNotAtMidnight
        /// `nakshatra` does not hold this day's sunrise.
        case starNotAtSunrise
        /// The later day is a `weekday`, so it is kept.
        case laterIsWeekday
        /// The later day is not one of `weekdays`, so the first is kept.
        case laterNotWeekday
        /// The later day, one of `weekdays`, is preferred.
        case laterPreferred
        /// The first day is kept.
        case firstKept
        /// The nakshatra `other` runs over `window`.
        case starRuns
        /// It is joined with `anga` over `window` (Jayanti).
        case starJoined
        /// It meets `anga` over `window`.
        case starMeets
        /// It does not meet `anga` this year.
        case starMisses
        /// The tithi decides the day, the nakshatra only adds to it.
        case tithiDecides
        /// `other` (a nakshatra) falls within this day but holds no sunrise; the `anga` day is kept.
        case starNoSunrise
        /// `other` and `anga` both hold this day's sunrise (`instant`), but the `anga` day is kept.
        case starAndTithiAtSunrise
        /// `other` holds this day's sunrise (`instant`) without `anga`; the `anga` day is kept.
        case starAloneAtSunrise
        /// Lunar month `months[0]` is skipped this year; `months[1]` carries both names.
        case kshayaMonth
        /// The nakshatra recurs in the same solar month; the second occurrence is kept.
        case recursSecondKept
        /// The nakshatra recurs in the same solar month; the first occurrence is kept.
        case recursFirstKept
        /// The last `weekday` before `date`, the day of `anga`, which is kept because…
        case lastWeekdayBefore
        /// When the anchor day is itself a `weekday`, the one before is kept; practice varies.
        case weekdayBeforeNote
        /// The Sun enters sign `sign` (0 Mesha … 11 Meena) at `instant`.
        case sunEnters
        /// By the Tamil rule (a sankranti before sunset, `instant`, starts the month that day, else the
        /// next day), month 1 of `solar` (`month`) is `date`.
        case solarRuleTamil
        /// By the Malayalam rule (the first three fifths of the daytime, to `instant`), … `date`.
        case solarRuleMalayalam
        /// By the Bengali rule (before midnight: the next day; after: the day after), … `date`.
        case solarRuleBengali
        /// By the Odia rule (before midnight: that day; after: the next day), … `date`.
        case solarRuleOdia
        /// So day `days` of the month (`solar`, `month`) is `date`.
        case solarDay
        /// The sankranti's own day, which the rule does not take.
        case sankrantiOwnDay
        /// The catalog's note `index` of `festival` (said from the festival's translation).
        case catalogNote
        /// The catalog's note `index` for `year` of `festival`.
        case yearNote
        /// Under `festival`'s variant `variant`, the days `dates`.
        case variantDays
        /// Fasting is listed on two days; `date` is for sannyasis and Vaishnavas.
        case twoFastDays
        /// `date` is a `weekday`.
        case isWeekday
        /// In the Tamil month Karthigai (day `days`).
        case inKarthigai
        /// In Shravana (`system` months).
        case inShravana
        /// Purnima holds the sunrise of `date`, which some calendars list instead.
        case purnimaSunriseOf
        /// Amavasya covers the afternoon of `date` (for tarpanam), which some calendars list instead.
        case amavasyaAparahnaOf
        /// The fast day as computed (no frames to say more).
        case computedFastDay
        /// Dwadashi reaches no sunrise after the fast: the Smarta fast is on `date`, sannyasis and
        /// Vaishnavas fast on `dates[0]`.
        case smartaTwoDays
        /// Ekadashi holds no sunrise or a Dwadashi spans two sunrises; the fast is kept on `date`.
        case smartaFallback
        /// The ISKCON fast is kept on `date`.
        case iskconKept
        /// Dashami is over before arunodaya (`instant`) and Ekadashi holds the sunrise of `date`.
        case vaishnavaArunodaya
        /// Otherwise the Vaishnava fast moves to the Dwadashi day, `date`.
        case vaishnavaDwadashi
        /// The day of the rules `rules` (Ekadashi rule raw values).
        case ruleDay
        /// ISKCON keeps `mahadvadashi` on `date`.
        case iskconKeepsOn
        /// It is a `mahadvadashi`.
        case mahadvadashiNamed
        /// Sunrise tithis (the note's lead).
        case sunriseTithis
        /// On `date`, sunrise at `instant`: `anga`.
        case sunriseTithi
        /// All rules agree (Sarva Ekadashi).
        case sarvaAll
        /// Smarta and Vaishnava agree (Sarva Ekadashi).
        case sarvaSmartaVaishnava
        /// ISKCON calendars keep the vow on `date`, a `mahadvadashi`.
        case iskconCalendarsKeep
        /// Parana on `date`, `window`: after sunrise and Hari Vasara, within Dwadashi.
        case parana
        /// Parana (break the fast) on `date`: the window's name.
        case paranaWindow
        /// The sankranti: the window's name.
        case sankrantiWindow
        /// `mahadvadashi` (Unmilani): `anga` in force from the arunodaya of `dates[0]` past the sunrise
        /// of `date`; the vow is kept on the second day.
        case unmilani
        /// Trisprisha: `anga` holds the arunodaya and sunrise of `date` and `next` ends before the next
        /// sunrise.
        case trisprisha
        /// Unmilani Trisprisha: both of the above, the vow on `date`.
        case unmilaniTrisprisha
        /// Vyanjuli: `next` holds the sunrises of `date` and `dates[0]` after a pure Ekadashi.
        case vyanjuli
        /// Pakshavardhini: the following `other` holds the sunrises of `dates`.
        case pakshavardhini
        /// Pakshavardhini: the following Purnima or Amavasya holds two sunrises.
        case pakshavardhiniPlain
        /// Jaya, Vijaya, Jayanti, Papanashini: `next` holds `date` from sunrise past sunset and
        /// `nakshatra` holds its sunrise and the next.
        case starDwadashi

        /// Whether the clause carries on the note before it rather than starting one.
        public var continuesNote: Bool {
            switch self {
            case .bhadraRuns, .starJoined, .starMeets, .starMisses, .tithiDecides, .sunriseTithi: true
            default: false
            }
        }
    }

    public let key: Key
    public var anga: AngaSpan?
    public var next: AngaSpan?
    public var kaala: Kaala?
    public var instant: Date?
    public var window: TimeWindow?
    public var windows: [TimeWindow]
    public var seconds: [Double]
    public var festival: String?
    public var date: CivilDate?
    public var days: Int?
    /// A second anga the clause names (the previous tithi, a nakshatra's span).
    public var other: AngaSpan?
    /// Instants, said as `time0`, `time1`…
    public var times: [Date]
    /// More days, said as `date0`, `date1`… and all together as `dates`.
    public var dates: [CivilDate]
    /// A weekday (0 = Sunday) and a list of them.
    public var weekday: Int?
    public var weekdays: [Int]
    /// A nakshatra by number (1 Ashwini … 27 Revati).
    public var nakshatra: Int?
    /// Lunar months by number (1 Chaitra … 12 Phalguna), said as `month0`, `month1`.
    public var months: [Int]
    /// A solar calendar and its month (1-based), a zodiac sign (0 Mesha … 11 Meena).
    public var solar: SolarCalendarKind?
    public var solarMonth: Int?
    public var sign: Int?
    /// Keys of named things: Ekadashi rules, a Mahadvadashi, a month system, a festival's variant.
    public var rules: [String]
    public var mahadvadashi: Mahadvadashi?
    public var system: MonthSystem?
    public var variant: String?
    /// A catalog note's position, and the year of a year's note.
    public var index: Int?
    public var year: Int?

    /// A clause from its parts.
    public init(
        _ key: Key, anga: AngaSpan? = nil, next: AngaSpan? = nil, kaala: Kaala? = nil, instant: Date? = nil,
        window: TimeWindow? = nil, windows: [TimeWindow] = [], seconds: [Double] = [], festival: String? = nil,
        date: CivilDate? = nil, days: Int? = nil, other: AngaSpan? = nil, times: [Date] = [],
        dates: [CivilDate] = [], weekday: Int? = nil, weekdays: [Int] = [], nakshatra: Int? = nil,
        months: [Int] = [], solar: SolarCalendarKind? = nil, solarMonth: Int? = nil, sign: Int? = nil,
        rules: [String] = [], mahadvadashi: Mahadvadashi? = nil, system: MonthSystem? = nil, variant: String? = nil,
        index: Int? = nil, year: Int? = nil
    ) {
        self.key = key
        self.anga = anga
        self.next = next
        self.kaala = kaala
        self.instant = instant
        self.window = window
        self.windows = windows
        self.seconds = seconds
        self.festival = festival
        self.date = date
        self.days = days
        self.other = other
        self.times = times
        self.dates = dates
        self.weekday = weekday
        self.weekdays = weekdays
        self.nakshatra = nakshatra
        self.months = months
        self.solar = solar
        self.solarMonth = solarMonth
        self.sign = sign
        self.rules = rules
        self.mahadvadashi = mahadvadashi
        self.system = system
        self.variant = variant
        self.index = index
        self.year = year
    }
}
