import Observances

/// Input the calendar pages and API refuse, each with a message for people (mapped to 4xx).
enum CalendarInputError: Error, Equatable, CustomStringConvertible {
    case yearOutOfRange(Int)
    case badDate(String)
    case badMonth(String)
    case badNumber(name: String, text: String)
    case outOfRange(name: String, text: String)
    case unknownTradition(String)
    case unknownPath(String)
    case unknownFasting(String)
    case unknownReckoning(String)
    case unknownLanguage(String)
    case unknownContent(String)
    case unknownFestival(String)
    case unknownPlace(String)
    case badTime(String)
    case rangeTooLong(Int)
    case queryTooLong
    case missing(String)
    /// The observance does not fall on the asked day; the message is already in the person's language.
    case notOnDate(String)

    var description: String {
        switch self {
        case .yearOutOfRange(let y):
            "the year \(y) is outside \(CalendarRange.years.lowerBound)–\(CalendarRange.years.upperBound), the years this calendar serves"
        case .badDate(let t): "“\(Self.clip(t))” is not a date; use YYYY-MM-DD, e.g. 2026-11-08"
        case .badMonth(let t): "“\(Self.clip(t))” is not a month; use YYYY-MM, e.g. 2026-11"
        case .badNumber(let n, let t): "\(n) must be a number, not “\(Self.clip(t))”"
        case .outOfRange(let n, let t): "\(n) “\(Self.clip(t))” is out of range"
        case .unknownTradition(let t):
            "unknown tradition “\(Self.clip(t))”; choose purnimant, amavasyant, gujarati, bengali, tamil or malayalam"
        case .unknownPath(let t): "unknown dharma path “\(Self.clip(t))”"
        case .unknownFasting(let t): "unknown fasting rule “\(Self.clip(t))”; choose smarta, vaishnava or iskcon"
        case .unknownReckoning(let t): "unknown reckoning “\(Self.clip(t))”; choose vakya or drik"
        case .unknownLanguage(let t):
            "unknown language “\(Self.clip(t))”; choose en, hi, hi-Latn, gu, mr, ta, te, kn, ml, bn, pa, or or as"
        case .unknownContent(let t): "unknown sync content “\(Self.clip(t))”; choose festivals, tithis or full"
        case .unknownFestival(let t): "no festival or observance “\(Self.clip(t))” is known"
        case .unknownPlace(let t): "no city “\(Self.clip(t))” is known"
        case .badTime(let t): "“\(Self.clip(t))” is not a time; use HH:MM, e.g. 07:00"
        case .rangeTooLong(let d): "the range is \(d) days long; ask for at most 400 days"
        case .queryTooLong: "the search text is too long (at most 100 characters)"
        case .missing(let n): "\(n) is required"
        case .notOnDate(let message): message
        }
    }

    /// Echoed text is cut short, so an error never repeats a huge input.
    static func clip(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}
