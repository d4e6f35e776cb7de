import CivilTime
import Foundation
import Observances
import Testing

/// Why-this-date is read by people: a festival counted from another names it and its day in words,
/// never by id and ISO date.
@Suite("Explanations name festivals and days in words")
struct ExplanationWordingTests {
    static let calculator = try! ObservanceCalculator.bundled(conventions: ObservanceConventions())
    static let delhi = try! Location(latitude: 28.6139, longitude: 77.2090, timeZoneIdentifier: "Asia/Kolkata")

    @Test("Holi 2027 is the day after Holika Dahan, named with its day in words")
    func holi() throws {
        let holi = try #require(
            try Self.calculator.observances(year: 2027, at: Self.delhi).first { $0.id == "holi" })
        let dahan = try #require(
            try Self.calculator.observances(year: 2027, at: Self.delhi).first { $0.id == "holika-dahan" })
        let reason = holi.explanation.reason
        #expect(reason.hasPrefix("the day after Holika Dahan ("), "\(reason)")
        #expect(!reason.contains("holika-dahan"))
        #expect(!reason.contains(dahan.date.description), "no ISO date: \(reason)")
        #expect(reason.contains("March 2027"))
    }

    @Test("No relative festival's reason shows an id or an ISO date")
    func noIdsAnywhere() throws {
        let list = try Self.calculator.observances(year: 2026, at: Self.delhi)
        let ids = Set(list.map(\.id))
        for o in list
        where o.explanation.reason.hasPrefix("the day after") || o.explanation.reason.hasPrefix("the day before") {
            let reason = o.explanation.reason
            #expect(
                !ids.contains { reason.contains("after \($0) (") || reason.contains("before \($0) (") },
                "\(o.id): \(reason)")
            #expect(
                reason.range(of: #"\(\d{4}-\d{2}-\d{2}\)"#, options: .regularExpression) == nil, "\(o.id): \(reason)")
        }
    }
}

/// A note about one year's date is shown with that year only.
@Suite("Year notes stay with their year")
struct YearNoteTests {
    @Test("Diwali 2024's government-list note is shown in 2024, not on Diwali 2026")
    func diwali() throws {
        let calculator = ExplanationWordingTests.calculator
        let delhi = ExplanationWordingTests.delhi
        func notes(_ id: String, _ year: Int) throws -> [String] {
            try #require(try calculator.observances(year: year, at: delhi).first { $0.id == id }).explanation.notes
        }
        #expect(try notes("diwali", 2024).contains { $0.contains("2024") })
        #expect(try !notes("diwali", 2026).contains { $0.contains("2024") })
        #expect(try notes("holi", 2026).contains { $0.contains("eclipse") })
        #expect(try !notes("holi", 2027).contains { $0.contains("2026") })
    }

    @Test("Every year note is keyed by a year and speaks of that year")
    func keyed() throws {
        for f in try FestivalCatalog.bundled().festivals {
            for (year, notes) in f.yearNotes ?? [:] {
                #expect(Int(year).map { (1100...2900).contains($0) } == true, "\(f.id): \(year)")
                #expect(notes.allSatisfy { $0.contains(year) }, "\(f.id)")
            }
        }
    }
}
