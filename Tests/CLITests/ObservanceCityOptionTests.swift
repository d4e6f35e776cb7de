import Foundation
import Testing

@testable import CLI

@Suite("sadhana festivals and calendar --city")
struct ObservanceCityOptionTests {
    @Test("festivals for a city are those of its coordinates and zone")
    func festivals() {
        let byCity = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2026", "--city", "Chennai", "--format", "csv"])
        let byCoordinates = runObservanceCommand(
            FestivalsCommand.self,
            ["--year", "2026", "--lat", "13.08784", "--lon", "80.27847", "--tz", "Asia/Kolkata", "--format", "csv"])
        #expect(byCity.status == 0)
        #expect(byCity.err.isEmpty)
        #expect(!byCity.out.isEmpty && byCity.out == byCoordinates.out)
    }

    @Test("An ambiguous city is noted once on stderr; a qualified one is not")
    func ambiguous() {
        let result = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2026", "--city", "Hyderabad", "--format", "csv"])
        #expect(result.status == 0)
        #expect(result.err.components(separatedBy: "is ambiguous").count == 2)
        let qualified = runObservanceCommand(
            FestivalsCommand.self, ["--year", "2026", "--city", "Hyderabad, IN", "--format", "csv"])
        #expect(qualified.err.isEmpty)
        #expect(qualified.out == result.out)
    }

    @Test("calendar takes --city too, and refuses a city with coordinates")
    func calendar() {
        let result = runObservanceCommand(CalendarCommand.self, ["--month", "2026-03", "--city", "Toronto"])
        #expect(result.status == 0)
        #expect(!result.out.isEmpty)
        let both = runObservanceCommand(
            CalendarCommand.self, ["--month", "2026-03", "--city", "Toronto", "--tz", "America/Toronto"])
        #expect(both.status == 2)
        #expect(both.err.contains("give either --city or --lat, --lon and --tz, not both"))
        let unknown = runObservanceCommand(CalendarCommand.self, ["--month", "2026-03", "--city", "Qqqqzz"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("no city called “Qqqqzz” is known"))
    }
}
