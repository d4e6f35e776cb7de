import Foundation
import Observances
import Places

/// Finding festivals by name (user research §4, request 8): any of the catalog's English, Hindi,
/// Tamil or Sanskrit names, or the monthly observances' names, matched ignoring case and accents,
/// by the start of any word or anywhere in names of four letters or more.
enum FestivalSearch {
    static func matches(_ folded: String, raw: String, catalog: FestivalCatalog, names: CalendarNames) -> Set<String> {
        guard !folded.isEmpty || !raw.isEmpty else { return [] }
        let needle = folded.isEmpty ? raw.lowercased() : folded
        func hit(_ name: String) -> Bool {
            let f = NameFolding.fold(name)
            let lower = name.lowercased()
            if !f.isEmpty, f.contains(needle) || f.replacingOccurrences(of: " ", with: "").contains(needle) {
                return true
            }
            return lower.contains(raw.lowercased())
        }
        var ids: Set<String> = []
        for f in catalog.festivals where [f.names.en, f.names.hi, f.names.ta, f.names.sa, f.id].contains(where: hit) {
            ids.insert(f.id)
        }
        for m in MonthlyObservance.all {
            let localized = names.t("monthly.\(m.id)")
            if [m.name, m.tamil, m.id, localized].contains(where: hit) { ids.insert(m.id) }
        }
        return ids
    }
}
