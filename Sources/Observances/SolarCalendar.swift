import CivilTime
import Foundation
import Panchang

/// The regional solar (sankranti) calendars of calendar-rules.md §4.
public enum SolarCalendarKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Tamil: Chithirai (Mesha) first; the month starts the day of the sankranti if it falls before
    /// sunset, else the next day.
    case tamil
    /// Malayalam (Kollavarsham): Chingam (Simha) first; the day of the sankranti if it falls in the
    /// first three fifths of the daytime, else the next day.
    case malayalam
    /// Bengali: Boishakh (Mesha) first; the day after the sankranti if it falls before midnight,
    /// else the day after that.
    case bengali
    /// Odia: Baisakha (Mesha) first; the day of the sankranti if it falls before midnight, else the
    /// next day. Published days agree on both sides of midnight: Pana Sankranti 2024-04-13 (21:04),
    /// Makar Sankranti 2023-01-14 (20:45), Raja Sankranti 2024-06-15 (00:28).
    case odia

    /// The sign (0 = Mesha) whose sankranti opens month 1.
    public var firstSign: Int { self == .malayalam ? 4 : 0 }

    /// Month names, month 1 first.
    public var monthNames: [String] {
        switch self {
        case .tamil:
            [
                "Chithirai", "Vaikasi", "Aani", "Aadi", "Avani", "Purattasi", "Aippasi", "Karthigai", "Margazhi",
                "Thai", "Maasi", "Panguni",
            ]
        case .malayalam:
            [
                "Chingam", "Kanni", "Thulam", "Vrischikam", "Dhanu", "Makaram", "Kumbham", "Meenam", "Medam",
                "Edavam", "Mithunam", "Karkidakam",
            ]
        case .bengali:
            [
                "Boishakh", "Joishtho", "Asharh", "Srabon", "Bhadro", "Ashshin", "Kartik", "Ogrohayon", "Poush",
                "Magh", "Falgun", "Choitro",
            ]
        case .odia:
            [
                "Baisakha", "Jyeshtha", "Ashadha", "Shrabana", "Bhadraba", "Ashwina", "Kartika", "Margashira",
                "Pausha", "Magha", "Phalguna", "Chaitra",
            ]
        }
    }

    /// Month names in their own script, month 1 first (Tamil and Malayalam; others in Latin letters).
    public var nativeMonthNames: [String] {
        switch self {
        case .tamil:
            ["சித்திரை", "வைகாசி", "ஆனி", "ஆடி", "ஆவணி", "புரட்டாசி", "ஐப்பசி", "கார்த்திகை", "மார்கழி", "தை", "மாசி", "பங்குனி"]
        case .malayalam:
            ["ചിങ്ങം", "കന്നി", "തുലാം", "വൃശ്ചികം", "ധനു", "മകരം", "കുംഭം", "മീനം", "മേടം", "ഇടവം", "മിഥുനം", "കർക്കടകം"]
        case .bengali:
            ["বৈশাখ", "জ্যৈষ্ঠ", "আষাঢ়", "শ্রাবণ", "ভাদ্র", "আশ্বিন", "কার্তিক", "অগ্রহায়ণ", "পৌষ", "মাঘ", "ফাল্গুন", "চৈত্র"]
        case .odia:
            ["ବୈଶାଖ", "ଜ୍ୟେଷ୍ଠ", "ଆଷାଢ଼", "ଶ୍ରାବଣ", "ଭାଦ୍ରବ", "ଆଶ୍ୱିନ", "କାର୍ତ୍ତିକ", "ମାର୍ଗଶିର", "ପୌଷ", "ମାଘ", "ଫାଲ୍ଗୁନ", "ଚୈତ୍ର"]
        }
    }

    /// The civil day that is day 1 of the month a sankranti opens, under this calendar's rule
    /// (calendar-rules.md §4.1; Sewell & Dikshit, The Indian Calendar, art. 28). `date` is the
    /// sankranti's local civil date, `sunrise`/`sunset` that day's.
    public func firstDay(sankranti t: Date, date: CivilDate, sunrise: Date, sunset: Date) -> CivilDate {
        switch self {
        case .tamil:
            // Before that day's sunset (including the small hours, which follow the previous sunset).
            return t < sunset ? date : date.adding(days: 1)
        case .malayalam:
            // The first three of five parts of the daytime, i.e. to the end of madhyahna.
            let cutoff = sunrise.addingTimeInterval(0.6 * sunset.timeIntervalSince(sunrise))
            return t < cutoff ? date : date.adding(days: 1)
        case .bengali:
            // Sunrise→midnight of day D gives D+1; midnight→sunrise (still Hindu day D) gives D+2.
            // Both are the civil day after the sankranti's own civil date.
            return date.adding(days: 1)
        case .odia:
            // Before midnight of Hindu day D gives D; after it, D+1: the sankranti's own civil date.
            return date
        }
    }

    /// The year a month-1 starting in Gregorian `year` opens, in this calendar's era:
    /// Tamil — the samvatsara's Gregorian start year (Thiruvalluvar years are separate);
    /// Malayalam — Kollam era (CE − 824 from Chingam 1); Bengali — San (CE − 593 from Boishakh 1);
    /// Odia — the Amli (Utkaliya) era, CE − 593 (it turns to CE − 592 at Bhadrapada Shukla Dwadashi,
    /// which `CalendarSpan.solarDate` applies).
    public func era(startingIn year: Int) -> Int {
        switch self {
        case .tamil: year
        case .malayalam: year - 824
        case .bengali: year - 593
        case .odia: year - 593
        }
    }
}

/// The start of one solar month at a place.
public struct SolarMonthStart: Sendable, Hashable {
    /// Which calendar.
    public let calendar: SolarCalendarKind
    /// The sign the Sun entered (0 = Mesha).
    public let sign: Int
    /// The sankranti.
    public let sankranti: Date
    /// The civil day that is day 1.
    public let firstDay: CivilDate

    /// 1-based month number in `calendar` (Chithirai, Chingam, Boishakh… = 1).
    public var month: Int { (sign - calendar.firstSign + 12) % 12 + 1 }
}

/// A day in a solar calendar.
public struct SolarDate: Sendable, Hashable, Codable {
    /// Which calendar.
    public let calendar: SolarCalendarKind
    /// 1-based month (Chithirai = 1 in Tamil, Chingam = 1 in Malayalam).
    public let month: Int
    /// 1-based day of the month.
    public let day: Int
    /// The year in the calendar's era (see `SolarCalendarKind.era`).
    public let year: Int
    /// The Gregorian year in which this solar year's month 1 began.
    public let yearStartedIn: Int

    /// The month's name.
    public var monthName: String { calendar.monthNames[month - 1] }
    /// The month's name in its own script.
    public var nativeMonthName: String { calendar.nativeMonthNames[month - 1] }
    /// Sidereal sign of the Sun in the month (0 = Mesha).
    public var sign: Int { (month - 1 + calendar.firstSign) % 12 }
}
