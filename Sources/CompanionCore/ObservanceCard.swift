import CivilTime
import Foundation
import Observances

/// An observance as a list shows it: its name in the person's language and its name in another
/// script (a festival's Hindi name, or Sanskrit for a Hindi reader), category, a one-line
/// description (a monthly observance's rule), the sunrise tithi and the countdown from today.
public struct ObservanceCard: Equatable, Sendable {
    public let id: String
    public let date: CivilDate
    public let name: String
    public let category: ObservanceCategory
    public let categoryName: String
    /// "Nov", "Sat": the date's short month and weekday in the person's language.
    public let monthShort: String
    public let weekdayShort: String
    /// A festival of the catalog (not a monthly observance).
    public let isFestival: Bool
    /// The festival's name in another script, and that script's language code.
    public var otherName: String?
    public var otherLang: String?
    public var description: String?
    /// The tithi at the day's sunrise, nil when the day's year cannot be computed.
    public var tithi: String?
    /// Days from today (negative in the past).
    public let daysAway: Int
    /// "Today", "Tomorrow", "In 5 days"; nil for a day in the past.
    public var countdown: String?

    public var isToday: Bool { daysAway == 0 }
    public var isTomorrow: Bool { daysAway == 1 }

    /// The card of `o` for the person of `context`.
    public init(_ o: Observance, in context: CalendarContext) {
        let names = context.names
        let language = context.languageCode
        let festival = context.catalog.festival(o.id)
        id = o.id
        date = o.date
        name = names.observanceName(o, catalog: context.catalog)
        category = o.category
        categoryName = names.category(o.category)
        monthShort = names.t("names.monthShort.\(o.date.month)")
        weekdayShort = names.weekdayShort(o.date.weekday)
        isFestival = festival != nil
        daysAway = context.today.days(until: o.date)
        if let festival {
            otherName =
                names.language == .english
                ? festival.names.hi : language == "hi" ? festival.names.sa : festival.names.hi
            otherLang = language == "hi" ? "sa" : "hi"
            description = festival.text(.description, language: language)
        } else if let monthly = MonthlyObservance.all.first(where: { $0.id == o.id }) {
            description = monthly.ruleText(language: language)
        }
        if let lunar = try? context.year(o.date.year).span.lunarDate(o.date) {
            tithi = names.tithi(lunar.tithi)
        }
        if daysAway >= 0 {
            countdown =
                daysAway == 0
                ? names.t("festivals.today")
                : daysAway == 1
                    ? names.t("festivals.tomorrow")
                    : names.localizer.plural("calendar.festivals.inDays", count: daysAway, in: names.language)
        }
    }
}
