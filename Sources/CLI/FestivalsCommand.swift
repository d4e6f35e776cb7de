import ArgumentParser
import CivilTime
import CompanionCore
import Foundation
import Observances
import Places
import TamilCore
import Vakya

/// `sadhana festivals`: every observance day of a year at a place (festivals and the monthly
/// observances), sorted by date, as CSV, JSON lines or a table.
struct FestivalsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "festivals",
        abstract: "List festivals and monthly observances (Ekadashi, Pradosham…) of a year for a place.")

    @Option(help: "The Gregorian year, 1100–2900.") var year: String
    @OptionGroup var place: ObservanceOptions
    @Option(help: "csv (date,id,name,category), jsonl (with times and reasons) or table.") var format: String = "table"
    @Flag(help: "In a table, print under each day why it falls there.") var explain = false
    @Option(help: "Only the days whose name matches, as people write it: deepavali, thaipusam, navratri.")
    var search: String?
    @Option(help: "The language of the reasons (why each day): en (default), hi, ta, hi-Latn, te, bn…") var lang = "en"

    func validate() throws {
        _ = try CommandOutput.exitingOnFailure { try request() }
    }

    func run() throws {
        let r = try request()
        try CommandOutput.exitingOnFailure {
            let calculator = try ObservanceCalculator.bundled(conventions: r.conventions)
            var list = try observances(r, calculator: calculator).filter {
                place.keeps($0, catalog: calculator.catalog)
            }
            if let search {
                let ids = FestivalSearch.matches(
                    NameFolding.fold(search), raw: search, catalog: calculator.catalog, monthlyName: \.name)
                list = list.filter { ids.contains($0.id) }
                if list.isEmpty {
                    throw InputError(message: "no festival or observance of \(r.year) is named like “\(search)”")
                }
            }
            let zone = r.location.timeZone
            let text: String
            let words = try ReasonWords.make(lang, catalog: calculator.catalog)
            switch format {
            case "csv": text = ObservanceRendering.csv(list)
            case "jsonl": text = try ObservanceRendering.jsonLines(list, zone: zone, words: words)
            default: text = ObservanceRendering.table(list, zone: zone, explain: explain, words: words)
            }
            CommandOutput.current.out(text)
        }
    }

    /// The year's observances; by the Vakya reckoning the Tamil months (and the festivals fixed to
    /// them) come from the Vakya almanac.
    func observances(_ r: Request, calculator: ObservanceCalculator) throws -> [Observance] {
        guard r.reckoning == .vakya else { return try calculator.observances(year: r.year, at: r.location) }
        let span = try calculator.span(
            from: try! CivilDate(year: r.year, month: 1, day: 1),
            through: try! CivilDate(year: r.year, month: 12, day: 31),
            at: r.location)
        return calculator.observances(in: try TamilReckoning.apply(.vakya, to: span))
    }

    struct Request {
        let year: Int
        let location: Location
        let conventions: ObservanceConventions
        let reckoning: Reckoning
    }

    func request() throws(InputError) -> Request {
        guard let y = Int(year), CalendarRange.years.contains(y) else {
            let years = CalendarRange.years
            throw InputError(message: "year “\(year)” is not a year from \(years.lowerBound) to \(years.upperBound)")
        }
        if let search, search.trimmingCharacters(in: .whitespaces).isEmpty || search.count > 100 {
            throw InputError(message: "search must be 1–100 characters")
        }
        guard ["csv", "jsonl", "table"].contains(format) else {
            throw InputError(message: "format “\(format)” is not one of csv, jsonl, table")
        }
        return Request(
            year: y, location: try place.location(), conventions: try place.conventions(),
            reckoning: try place.tamilReckoning())
    }
}
