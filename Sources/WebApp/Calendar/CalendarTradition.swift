import Observances

/// The calendar traditions the Dharmic Companion offers (seed §6.1): each picks how lunar months
/// are labelled, which solar calendar the regional festivals follow, and which year is shown as
/// the tradition's own.
enum CalendarTradition: String, CaseIterable, Sendable {
    case purnimant, amavasyant, gujarati, bengali, tamil, malayalam

    /// The observance conventions of this tradition (docs/observances.md lists the defaults).
    var conventions: ObservanceConventions {
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
    var solarCalendar: SolarCalendarKind? {
        switch self {
        case .bengali: .bengali
        case .tamil: .tamil
        case .malayalam: .malayalam
        default: nil
        }
    }

    /// A tradition from a stored or submitted key; nil for anything else.
    init?(key: String) { self.init(rawValue: key) }
}

/// The nine dharma paths of the seed (§10), kept for the texts reader that comes later.
enum DharmaPath: String, CaseIterable, Sendable {
    case general, vaishnav, shaiv, shakta, smarta, iskcon, swaminarayan, sikh, jain

    /// How many texts the seed lists for the path.
    var textCount: Int {
        switch self {
        case .general: 2
        case .vaishnav: 4
        case .shaiv: 3
        case .shakta: 3
        case .smarta: 4
        case .iskcon: 2
        case .swaminarayan: 3
        case .sikh: 3
        case .jain: 2
        }
    }

    /// The path's accent colour class.
    var accent: String { "path-\(rawValue)" }
}

/// What the calendar feed holds (seed §14).
enum SyncContent: String, CaseIterable, Sendable {
    case festivals, tithis, full
}
