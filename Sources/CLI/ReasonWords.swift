import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances

/// Why-this-date in a language other than English for `sadhana festivals --lang`: the reason, the
/// notes and the rejected days' reasons said through the `calendar.why.*` strings, as the
/// Companion's pages say them. English keeps the engine's own sentences.
struct ReasonWords {
    let names: CalendarNames
    let catalog: FestivalCatalog

    /// The words of `code` (`hi`, `ta`, `hi-Latn`…), nil for English.
    static func make(_ code: String, catalog: FestivalCatalog) throws(InputError) -> ReasonWords? {
        let language = Language(rawValue: code)
        if language == .english { return nil }
        let localizer: Localizer
        do { localizer = try Localizer.bundled() } catch {
            throw InputError(message: "the language files could not be read: \(error)")
        }
        let companion = localizer.languages(of: .calendar)
        guard companion.contains(language) else {
            let codes = companion.map(\.rawValue).joined(separator: ", ")
            throw InputError(message: "language “\(code.prefix(20))” is not one of \(codes)")
        }
        return ReasonWords(names: CalendarNames(localizer: localizer, language: language), catalog: catalog)
    }

    func reason(_ o: Observance, zone: TimeZone) -> String {
        names.reason(o.explanation, catalog: catalog, zone: zone, day: o.date)
    }

    func notes(_ o: Observance, zone: TimeZone) -> [String] {
        names.notes(o.explanation, catalog: catalog, zone: zone, day: o.date)
    }

    func rejected(_ r: RejectedDay, zone: TimeZone) -> String {
        names.reason(r, catalog: catalog, zone: zone)
    }

    /// The `--explain` lines of a table: the engine's rule, anga and window lines, then the reason,
    /// the rejected days and the notes in the language (the labels stay as the table's, English).
    func lines(_ o: Observance, zone: TimeZone) -> [String] {
        let e = o.explanation
        let kept = e.lines(in: zone).filter {
            !$0.hasPrefix("Chosen: ") && !$0.hasPrefix("Rejected ") && !$0.hasPrefix("Note: ")
        }
        return kept + ["Chosen: \(reason(o, zone: zone))"]
            + e.rejected.map { "Rejected \($0.date): \(rejected($0, zone: zone))" }
            + notes(o, zone: zone).map { "Note: \($0)" }
    }
}
