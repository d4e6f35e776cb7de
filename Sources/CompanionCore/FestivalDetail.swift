import CivilTime
import Foundation
import Localization
import Observances

/// One festival or monthly observance as its own page shows it: its names in four languages (a
/// monthly observance's in three, the day's own where it has one, e.g. Saphala Ekadashi), category,
/// rule in plain words, story and facts in the person's language, the traditions that keep it, the
/// chosen date's card and why-this-date, and its dates at the place.
public struct FestivalDetail: Sendable {
    /// A name and the language it is in; `label` is the language's own name ("हिन्दी").
    public struct Name: Equatable, Sendable {
        public let label: String
        public let value: String
        /// The language code of `value` ("en", "hi", "ta", "sa").
        public let language: String
    }

    /// A tradition that keeps the festival: its key and its name in the person's language.
    public struct TraditionTag: Equatable, Sendable {
        public let key: String
        public let name: String
    }

    /// One date of the observance at the place; `isChosen` for the date the detail is about.
    public struct DateEntry: Equatable, Sendable {
        public let date: CivilDate
        public let text: String
        public let isChosen: Bool
    }

    public let id: String
    public var name: String
    public let names: [Name]
    public let category: ObservanceCategory
    public let categoryName: String
    public let ruleText: String
    /// A festival's description, a monthly observance's food guidance.
    public var about: String?
    public var story: String?
    public var didYouKnow: String?
    /// The traditions that keep a festival (nil for a monthly observance).
    public var traditions: [TraditionTag]?
    public let isFestival: Bool
    /// The date asked for, else the next within 400 days; nil when none falls in that time.
    public var observance: Observance?
    public var detail: ObservanceDetail?
    public var card: ObservanceCard?
    /// A festival's dates in this year and the next two, a monthly observance's next twelve (each
    /// with the day's own name).
    public var dates: [DateEntry] = []

    /// The labels of the catalog's four names, with their languages.
    static let festivalNameLabels = [("English", "en"), ("हिन्दी", "hi"), ("தமிழ்", "ta"), ("संस्कृतम्", "sa")]

    /// Whether `id` is a festival of `catalog` or a monthly observance.
    public static func knows(_ id: String, catalog: FestivalCatalog) -> Bool {
        catalog.festival(id) != nil || MonthlyObservance.all.contains { $0.id == id }
    }

    /// The detail of observance `id` on `date` (the next one from today when nil) for the person of
    /// `context`. Throws `CompanionError.unknownObservance` for an id neither the catalog nor the
    /// monthly observances know, `.notOnDate` when it does not fall on `date`.
    public init(id: String, on date: CivilDate?, in context: CalendarContext) throws {
        let names = context.names
        let language = context.languageCode
        let festival = context.catalog.festival(id)
        let monthly = MonthlyObservance.all.first { $0.id == id }
        guard festival != nil || monthly != nil else { throw CompanionError.unknownObservance(id) }
        let today = context.today
        let observance: Observance?
        if let date {
            observance = try context.year(date.year).byDate[date]?.first { $0.id == id }
            guard observance != nil else { throw CompanionError.notOnDate(id: id, date: date) }
        } else {
            observance = try context.observances(from: today, through: today.adding(days: 400)).first { $0.id == id }
        }
        self.id = id
        self.observance = observance
        if let festival {
            name = festival.name(language: language)
            let values = [festival.names.en, festival.names.hi, festival.names.ta, festival.names.sa]
            self.names = zip(Self.festivalNameLabels, values).map {
                Name(label: $0.0, value: $1, language: $0.1)
            }
            category = festival.category
            categoryName = names.category(festival.category)
            about = festival.text(.description, language: language)
            story = festival.text(.story, language: language)
            didYouKnow = festival.text(.didYouKnow, language: language)
            ruleText = festival.text(.ruleText, language: language)
            traditions = festival.traditions.map { key in
                let text = names.t("traditionTag.\(key)")
                return TraditionTag(key: key, name: text.hasPrefix("calendar.") ? key : text)
            }
            isFestival = true
        } else if let monthly {
            name = observance.map { names.observanceName($0, catalog: context.catalog) } ?? monthly.name
            self.names = Self.monthlyNames(monthly, day: observance?.name, names: names)
            category = monthly.category
            categoryName = names.category(monthly.category)
            ruleText = monthly.ruleText(language: language)
            about = monthly.foodText(language: language)
            isFestival = false
        } else {
            throw CompanionError.unknownObservance(id)
        }
        if let observance {
            detail = ObservanceDetail(observance, in: context)
            card = ObservanceCard(observance, in: context)
        }
        var upcoming: [Observance] = []
        if festival != nil {
            for y in today.year...(today.year + 2) where CalendarEngine.years.contains(y) {
                upcoming += try context.year(y).observances.filter { $0.id == id }
            }
        } else {
            upcoming = Array(
                try context.observances(from: today, through: today.adding(days: 400)).filter { $0.id == id }.prefix(12)
            )
        }
        dates = upcoming.map { o in
            DateEntry(
                date: o.date,
                text: festival != nil
                    ? names.fullDate(o.date)
                    : "\(names.fullDate(o.date)) · \(names.observanceName(o, catalog: context.catalog))",
                isChosen: o.date == observance?.date)
        }
    }

    /// A monthly observance's names in English, Hindi and Tamil: the day's own (Saphala Ekadashi,
    /// सफला एकादशी, சபலா ஏகாதசி) when it has one, else the observance's.
    public static func monthlyNames(_ monthly: MonthlyObservance, day: String?, names: CalendarNames) -> [Name] {
        let english = day ?? monthly.name
        let hindi = names.localizer.text("calendar.monthly.\(monthly.id)", in: Language(rawValue: "hi"))
        return [
            Name(label: "English", value: english, language: "en"),
            Name(label: "हिन्दी", value: monthly.name(english, language: "hi") ?? hindi, language: "hi"),
            Name(label: "தமிழ்", value: monthly.name(english, language: "ta") ?? monthly.tamil, language: "ta"),
        ]
    }
}
