import Foundation
import Localization
import Observances

extension CalendarNames {
    /// An observance's name in the person's language: a festival's from the catalog (English when
    /// it has none in it); a monthly observance's named day (Saphala Ekadashi) from the catalog, else
    /// its kind from `monthly.<id>`, else the engine's English name.
    public func observanceName(_ o: Observance, catalog: FestivalCatalog) -> String {
        if let f = catalog.festival(o.id) {
            return catalog.name(of: o, language: language.rawValue) ?? f.names.en
        }
        if language != .english, let named = catalog.name(of: o, language: language.rawValue) {
            return named
        }
        let localized = t("monthly.\(o.id)")
        if o.id == "ekadashi", language == .english { return o.name }
        return localized.hasPrefix("calendar.") ? o.name : localized
    }

    /// The rule an observance's date was decided by, in the person's language: the festival's
    /// variant rule or the monthly observance's rule when the explanation states it, else the
    /// explanation's own (English) words.
    public func observanceRule(_ o: Observance, catalog: FestivalCatalog) -> String {
        if let festival = catalog.festival(o.id) {
            guard festival.ruleText(variant: o.variant, language: "en") == o.explanation.rule
            else { return o.explanation.rule }
            return festival.ruleText(variant: o.variant, language: language.rawValue)
        }
        guard let monthly = MonthlyObservance.all.first(where: { $0.id == o.id }),
            monthly.ruleText == o.explanation.rule
        else { return o.explanation.rule }
        return monthly.ruleText(language: language.rawValue)
    }
}
