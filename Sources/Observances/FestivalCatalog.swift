import Foundation

/// Names of a festival in the catalog's four languages.
public struct FestivalNames: Sendable, Hashable, Codable {
    /// English (Latin letters), Hindi (Devanagari), Tamil (Tamil script), Sanskrit (Devanagari).
    public let en: String
    public let hi: String
    public let ta: String
    public let sa: String
}

/// A rule variant of a festival, chosen by a convention (e.g. Janmashtami `vaishnava`, Hanuman
/// Jayanti `tamil`).
public struct FestivalVariant: Sendable, Hashable, Codable {
    /// The variant's key, matching a convention's raw value.
    public let key: String
    /// The rule.
    public let rule: FestivalRule
    /// The rule in plain words.
    public let ruleText: String
    /// Who keeps this variant.
    public let observedBy: String
}

/// One festival of the catalog (Sources/Observances/Festivals/festivals.json).
public struct Festival: Sendable, Hashable, Codable, Identifiable {
    /// Stable id, e.g. `thai-pongal`.
    public let id: String
    /// Names in four languages.
    public let names: FestivalNames
    /// Other names and spellings people write (Deepavali, Divali; Thaipusam; Navratri), found by
    /// the festival search; never shown as the name.
    public let alsoKnownAs: [String]?
    /// Grouping.
    public let category: ObservanceCategory
    /// Traditions or regions that keep it (e.g. `pan-indian`, `north`, `tamil`, `kerala`, `bengal`).
    public let traditions: [String]
    /// The default rule.
    public let rule: FestivalRule
    /// The default rule in plain words, for a detail page.
    public let ruleText: String
    /// Which convention picks among `variants` (`janmashtami`, `hanumanJayanti`), if any.
    public let variantSetting: String?
    /// Alternative rules by tradition or region.
    public let variants: [FestivalVariant]?
    /// About the festival, its story and a fact, in our own words.
    public let description: String
    public let story: String
    public let didYouKnow: String
    /// Food guidance, if the day asks for any.
    public let food: FoodGuidance?
    /// Caveats shown with every computed date (e.g. Vakya almanacs that differ).
    public let notes: [String]?
    /// Caveats about one year's date, keyed by the Gregorian year ("2024"): shown only with that
    /// year's date (Diwali 2024's government list, Holi 2026's eclipse), never with another year's.
    public let yearNotes: [String: [String]]?
    /// Where the rule comes from (calendar-rules.md sections and their sources).
    public let sources: [String]
    /// The prose in other languages by language code (`hi`, `ta`), attached by the catalog from
    /// `festivals.<code>.json`; read it with `text(_:language:)`.
    public internal(set) var translations: [String: FestivalTranslation]?
}

/// The festival catalog: every festival with its rule, as data.
public struct FestivalCatalog: Sendable {
    /// The festivals, in catalog order.
    public let festivals: [Festival]

    /// A catalog from its festivals; ids must be unique and relative rules must point inside it.
    public init(festivals: [Festival]) throws(ObservancesError) {
        var seen: Set<String> = []
        for f in festivals {
            guard seen.insert(f.id).inserted else { throw .catalog("duplicate id \(f.id)") }
        }
        for f in festivals {
            for rule in [f.rule] + (f.variants ?? []).map(\.rule) {
                if case .relative(let to, _) = rule, !seen.contains(to) {
                    throw .catalog("\(f.id) is relative to unknown \(to)")
                }
            }
        }
        self.festivals = festivals
    }

    /// The catalog that ships with the module.
    public static func bundled() throws(ObservancesError) -> FestivalCatalog {
        guard let url = Bundle.module.url(forResource: "festivals", withExtension: "json", subdirectory: "Festivals")
        else { throw .catalog("festivals.json is missing from the bundle") }
        do {
            let data = try Data(contentsOf: url)
            let festivals = try JSONDecoder().decode([Festival].self, from: data)
            return try FestivalCatalog(festivals: attaching(try bundledTranslations(), to: festivals))
        } catch let error as ObservancesError {
            throw error
        } catch {
            throw .catalog(String(describing: error))
        }
    }

    /// The festival with an id.
    public func festival(_ id: String) -> Festival? { festivals.first { $0.id == id } }
}
