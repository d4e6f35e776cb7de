import Panchang

/// How lunar months are labelled (calendar-rules.md §3.2). Rules are stored in amanta.
public enum MonthSystem: String, Sendable, Hashable, Codable, CaseIterable {
    /// Month ends at Amavasya: Tamil Nadu, Karnataka, Andhra, Telangana, Maharashtra, Gujarat.
    case amanta
    /// Month ends at Purnima: North India; the Krishna paksha takes the next month's name.
    case purnimanta
}

/// Which day an Ekadashi fast is kept on (calendar-rules.md §6.2).
public enum EkadashiRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ekadashi at sunrise; with a skipped Dwadashi, the householder fasts the earlier day.
    case smarta
    /// Dashami must have ended before arunodaya (96 minutes before sunrise), else the next day.
    case vaishnava
    /// The Vaishnava rule with the eight Mahadvadashis of Hari-bhakti-vilasa, on which the vow is kept on
    /// the Dwadashi, as ISKCON's calendar program GCAL applies them (`Mahadvadashi`; calendar-rules.md §6.2).
    case iskcon
}

/// Which rule fixes Krishna Janmashtami (calendar-rules.md §7).
public enum JanmashtamiRule: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ashtami prevailing at nishita (midnight).
    case smarta
    /// Ashtami prevailing at sunrise and never the day Saptami holds at sunrise: a skipped Ashtami is kept
    /// on the Navami day; an Ashtami at two sunrises on the day with Rohini, else by weekday (the
    /// Gaudiya/ISKCON rule as GCAL computes it).
    case vaishnava
}

/// Which regional Hanuman Jayanti is computed (calendar-rules.md §7).
public enum HanumanJayantiRegion: String, Sendable, Hashable, Codable, CaseIterable {
    /// Chaitra Purnima.
    case north
    /// Margazhi Amavasai.
    case tamil
    /// Vaishakha Krishna Dashami (Andhra, Telangana).
    case telugu
    /// Margashirsha Shukla Trayodashi (Hanumad Vratam).
    case kannada
}

/// How long pradosha kala runs after sunset (calendar-rules.md §5.2).
public enum PradoshaWindow: String, Sendable, Hashable, Codable, CaseIterable {
    /// Three night muhurtas: the first fifth of the night (the Drik style).
    case fifthOfNight
    /// Half a yama: the first eighth of the night (jyotisha).
    case eighthOfNight
}

/// The calendar conventions observances are computed under; every one of them differs between
/// traditions (CONFIG in calendar-rules.md). Defaults follow Drik Panchang for North India, with
/// Tamil solar months, and are listed in docs/observances.md.
public struct ObservanceConventions: Sendable, Hashable, Codable {
    /// Sunrise definition and ayanamsa, passed to the panchang engine.
    public var panchang: PanchangConventions
    /// How lunar month names are shown; rules are stored in amanta. Default purnimanta.
    public var monthSystem: MonthSystem
    /// The regional solar calendar a calendar view shows beside the lunar date (default Tamil); each
    /// festival's own rule names the calendar it is defined in (Vishu Malayalam, Pohela Boishakh Bengali).
    public var solarCalendar: SolarCalendarKind
    /// Smarta (default), Vaishnava or ISKCON (Vaishnava with Mahadvadashis) Ekadashi.
    public var ekadashi: EkadashiRule
    /// Smarta (default, nishita) or Vaishnava (sunrise, never Saptami-joined) Janmashtami.
    public var janmashtami: JanmashtamiRule
    /// Which Hanuman Jayanti is listed; default north (Chaitra Purnima).
    public var hanumanJayanti: HanumanJayantiRegion
    /// Pradosha kala length; default the first fifth of the night.
    public var pradosha: PradoshaWindow

    /// Ekadashi and Janmashtami as a fasting tradition keeps them: Smarta both by the Smarta rules,
    /// Vaishnava both by the Vaishnava rules, ISKCON its Ekadashi (with the Mahadvadashis) and the
    /// Vaishnava Janmashtami.
    public mutating func keepFasts(_ rule: EkadashiRule) {
        ekadashi = rule
        janmashtami = rule == .smarta ? .smarta : .vaishnava
    }

    /// Conventions with the documented defaults unless given.
    public init(
        panchang: PanchangConventions = PanchangConventions(), monthSystem: MonthSystem = .purnimanta,
        solarCalendar: SolarCalendarKind = .tamil, ekadashi: EkadashiRule = .smarta,
        janmashtami: JanmashtamiRule = .smarta, hanumanJayanti: HanumanJayantiRegion = .north,
        pradosha: PradoshaWindow = .fifthOfNight
    ) {
        self.panchang = panchang
        self.monthSystem = monthSystem
        self.solarCalendar = solarCalendar
        self.ekadashi = ekadashi
        self.janmashtami = janmashtami
        self.hanumanJayanti = hanumanJayanti
        self.pradosha = pradosha
    }
}
