import Foundation
import Observances
import Places

/// Finding festivals by name (user research §4, request 8): any of the catalog's English, Hindi,
/// Tamil or Sanskrit names, its other names and spellings (`alsoKnownAs`: Deepavali, Thaipusam,
/// Navratri), or the monthly observances' names, matched ignoring case and accents, by the start
/// of any word or anywhere in names of four letters or more, and by sound-alike Latin spellings
/// (`soundKey`: deepavali = dipavali, thaipoosam = thaipusam, chathurthi = chaturthi).
public enum FestivalSearch {
    /// The ids of the festivals and monthly observances whose names hold the query: `folded` is the
    /// query after `NameFolding.fold`, `raw` as typed; `monthlyName` gives a monthly observance's
    /// name in the person's language, matched too.
    public static func matches(
        _ folded: String, raw: String, catalog: FestivalCatalog, monthlyName: (MonthlyObservance) -> String
    ) -> Set<String> {
        guard !folded.isEmpty || !raw.isEmpty else { return [] }
        let needle = folded.isEmpty ? raw.lowercased() : folded
        let soundNeedle = soundKey(needle)
        func hit(_ name: String) -> Bool {
            let f = NameFolding.fold(name)
            let lower = name.lowercased()
            if !f.isEmpty, f.contains(needle) || f.replacingOccurrences(of: " ", with: "").contains(needle) {
                return true
            }
            if soundNeedle.count >= 4, soundKey(f).contains(soundNeedle) { return true }
            return lower.contains(raw.lowercased())
        }
        var ids: Set<String> = []
        for f in catalog.festivals
        where ([f.names.en, f.names.hi, f.names.ta, f.names.sa, f.id] + (f.alsoKnownAs ?? [])).contains(where: hit) {
            ids.insert(f.id)
        }
        for m in MonthlyObservance.all {
            if [m.name, m.tamil, m.id, monthlyName(m)].contains(where: hit) { ids.insert(m.id) }
        }
        return ids
    }

    /// How a romanised Indian name sounds, so that spellings of one name meet: spaces dropped, long
    /// vowels written doubled or single alike (ee/i, oo/u, aa/a), aspirates as plain stops (th/t,
    /// dh/d), w as v, sh as s. Only Latin letters change; other scripts pass through.
    static func soundKey(_ folded: String) -> String {
        var key = folded.replacingOccurrences(of: " ", with: "")
        for (from, to) in [
            ("ee", "i"), ("oo", "u"), ("aa", "a"), ("th", "t"), ("dh", "d"), ("sh", "s"), ("w", "v"), ("zh", "l"),
        ] {
            key = key.replacingOccurrences(of: from, with: to)
        }
        return key
    }
}
