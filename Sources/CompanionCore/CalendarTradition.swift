import Observances
import Vakya

/// The calendar traditions the Dharmic Companion offers (seed §6.1): each picks how lunar months
/// are labelled, which solar calendar the regional festivals follow, and which year is shown as
/// the tradition's own.
public enum CalendarTradition: String, CaseIterable, Sendable {
    case purnimant, amavasyant, gujarati, bengali, tamil, malayalam

    /// The observance conventions of this tradition (docs/observances.md lists the defaults).
    public var conventions: ObservanceConventions {
        var c = ObservanceConventions()
        switch self {
        case .purnimant: c.monthSystem = .purnimanta
        case .amavasyant, .gujarati: c.monthSystem = .amanta
        case .bengali:
            c.monthSystem = .amanta
            c.solarCalendar = .bengali
        case .tamil:
            c.monthSystem = .amanta
            c.hanumanJayanti = .tamil
        case .malayalam:
            c.monthSystem = .amanta
            c.solarCalendar = .malayalam
        }
        return c
    }

    /// The solar calendar whose dates this tradition shows first, if it is a solar one.
    public var solarCalendar: SolarCalendarKind? {
        switch self {
        case .bengali: .bengali
        case .tamil: .tamil
        case .malayalam: .malayalam
        default: nil
        }
    }

    /// A tradition from a stored or submitted key; nil for anything else.
    public init?(key: String) { self.init(rawValue: key) }
}

extension EkadashiRule {
    /// The fasting rule a spiritual path suggests (Vaishnav → Vaishnava, ISKCON → ISKCON); onboarding
    /// sets it from the path, and Settings can change it after.
    public init(path: DharmaPath) {
        switch path {
        case .vaishnav: self = .vaishnava
        case .iskcon: self = .iskcon
        default: self = .smarta
        }
    }
}

/// How the calendar is reckoned for a visit: the tradition (month names, solar calendar, regional
/// festivals), the fasting rule and, for the Tamil tradition, the Tamil reckoning (the Vakya almanac
/// or Thirukanitham). The engine computes and caches a year per reckoning.
public struct CalendarReckoning: Hashable, Sendable {
    public let tradition: CalendarTradition
    /// Which day Ekadashi and Janmashtami fasts are kept.
    public let fasting: EkadashiRule
    /// How the Tamil months begin, and so the Tamil date and every festival fixed to one (Pongal,
    /// Puthandu, Aadi Perukku, the month of Karthigai Deepam…). Only the Tamil tradition shows Tamil
    /// dates; for every other tradition this is `.drik` (the span as computed), whatever was asked,
    /// so those traditions share one cached year.
    public let tamil: Reckoning

    /// A reckoning from its tradition, fasting rule and Tamil reckoning (the Vakya almanac unless
    /// chosen otherwise, as Tamil Nadu keeps the Tamil date).
    public init(tradition: CalendarTradition, fasting: EkadashiRule, tamil: Reckoning = .vakya) {
        self.tradition = tradition
        self.fasting = fasting
        self.tamil = tradition == .tamil ? tamil : .drik
    }

    /// The same tradition and fasting rule under another Tamil reckoning (why-this-date shows both).
    public func withTamil(_ reckoning: Reckoning) -> CalendarReckoning {
        CalendarReckoning(tradition: tradition, fasting: fasting, tamil: reckoning)
    }

    /// The observance conventions: the tradition's, with the fasting rule's Ekadashi and Janmashtami.
    public var conventions: ObservanceConventions {
        var c = tradition.conventions
        c.keepFasts(fasting)
        return c
    }
}

/// The nine dharma paths of the seed (§10), each with its texts.
public enum DharmaPath: String, CaseIterable, Sendable {
    case general, vaishnav, shaiv, shakta, smarta, iskcon, swaminarayan, sikh, jain

    /// The path's texts (ids of the Scripture library), its primary text first (seed §10).
    public var texts: [String] {
        switch self {
        case .general: ["bhagavad-gita", "hanuman-chalisa"]
        case .vaishnav: ["bhagavad-gita", "bhagavata-purana", "vishnu-sahasranama", "hanuman-chalisa"]
        case .shaiv: ["bhagavad-gita", "shiva-purana", "sri-rudram"]
        case .shakta: ["devi-mahatmya", "soundarya-lahari", "bhagavad-gita"]
        case .smarta: ["bhagavad-gita", "vishnu-sahasranama", "sri-rudram", "soundarya-lahari"]
        case .iskcon: ["bhagavad-gita", "bhagavata-purana"]
        case .swaminarayan: ["shikshapatri", "vachanamrut", "bhagavad-gita"]
        case .sikh: ["japji-sahib", "sukhmani-sahib", "daily-gurbani"]
        case .jain: ["tattvartha-sutra", "jain-prayers"]
        }
    }

    /// The text the path reads first, and the Daily Briefing's default.
    public var primaryText: String { texts[0] }

    /// The Daily Briefing's text: the one a person chose, else the primary text of their path
    /// (General Hindu until one is chosen).
    public static func dailyText(chosen: String?, path: String?) -> String {
        chosen ?? (path.flatMap(DharmaPath.init(rawValue:)) ?? .general).primaryText
    }

    /// How many texts the seed lists for the path.
    public var textCount: Int { texts.count }
}

/// What the calendar feed holds (seed §14): festivals only, festivals and tithis, or everything.
public enum SyncContent: String, CaseIterable, Sendable {
    case festivals, tithis, full
}
