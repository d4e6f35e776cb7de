import ArgumentParser
import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore
import Vakya

/// `sadhana calendar`: a month grid with lunar and Tamil dates and observance markers, or the same
/// days as JSON lines.
struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Print a month with its lunar (tithi) and Tamil dates and observance markers.")

    @Option(help: "The month, YYYY-MM (years 1001–2998).") var month: String
    @OptionGroup var place: ObservanceOptions
    @Option(
        help:
            "table (a month grid) or jsonl (one JSON object per day, with Tamil yogam, Nalla Neram and Chandrashtamam)."
    )
    var format: String = "table"

    func validate() throws {
        _ = try CommandOutput.exitingOnFailure { try request() }
    }

    func run() throws {
        let r = try request()
        try CommandOutput.exitingOnFailure {
            let calculator = try ObservanceCalculator.bundled(conventions: r.conventions)
            let span = try TamilReckoning.apply(
                r.reckoning, to: calculator.span(from: r.first, through: r.last, at: r.location))
            let list = calculator.observances(in: span).filter { place.keeps($0, catalog: calculator.catalog) }
            let text =
                format == "jsonl"
                ? CalendarRendering.jsonLines(span, list, ephemeris: calculator.panchang.ephemeris)
                : CalendarRendering.grid(span, list, system: r.conventions.monthSystem)
            CommandOutput.current.out(text)
        }
    }

    struct Request {
        let first: CivilDate
        let last: CivilDate
        let location: Location
        let conventions: ObservanceConventions
        let reckoning: Reckoning
    }

    func request() throws(InputError) -> Request {
        let parts = month.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let y = Int(parts[0]), let m = Int(parts[1]),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }), (1...12).contains(m)
        else { throw InputError(message: "month “\(month)” is not in the form YYYY-MM") }
        guard CalendarRange.years.contains(y) else {
            throw InputError(message: "month “\(month)” is outside \(CalendarRange.description)")
        }
        guard ["table", "jsonl"].contains(format) else {
            throw InputError(message: "format “\(format)” is not one of table, jsonl")
        }
        let first = try! CivilDate(year: y, month: m, day: 1)
        let last = try! CivilDate(year: y, month: m, day: CivilDate.daysIn(month: m, year: y))
        return Request(
            first: first, last: last, location: try place.location(), conventions: try place.conventions(),
            reckoning: try place.tamilReckoning())
    }
}
