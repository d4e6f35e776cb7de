import ArgumentParser
import Foundation
import Testing

@testable import CLI

/// The commands serve every day of `CalendarRange` (1100-01-01 … 2900-12-31), including months and
/// weeks that run past its ends, and refuse the day beyond with a message naming the range.
@Suite("The CLI serves the calendar range to the edge")
struct DateRangeEdgeCLITests {
    let chennai = ["--lat", "13.0827", "--lon", "80.2707", "--tz", "Asia/Kolkata"]

    @Test("tamil day and week at the first and last days", arguments: ["1100-01-01", "1100-01-08", "2900-12-31"])
    func tamil(date: String) {
        for view in ["day", "week"] {
            let r = runCommand(SadhanaCommand.self, ["tamil", view, "--date", date, "--format", "json"] + chennai)
            #expect(r.status == 0, "\(view) \(date): \(r.err)")
            #expect(r.out.contains("\"\(date)\""))
        }
        let beyond = runCommand(SadhanaCommand.self, ["tamil", "day", "--date", "2901-01-01"] + chennai)
        #expect(beyond.status == 2 && beyond.err.contains("outside 1100-01-01 … 2900-12-31"))
    }

    @Test("festivals and calendar for the first and last years and months")
    func observances() {
        for year in ["1100", "2900"] {
            let r = runObservanceCommand(FestivalsCommand.self, ["--year", year, "--format", "csv"] + chennai)
            #expect(r.status == 0, "\(year): \(r.err)")
            #expect(r.out.contains("\n\(year)-"))
        }
        for month in ["1100-01", "2900-12"] {
            let r = runObservanceCommand(CalendarCommand.self, ["--month", month] + chennai)
            #expect(r.status == 0, "\(month): \(r.err)")
        }
        let beyond = runObservanceCommand(CalendarCommand.self, ["--month", "2901-01"] + chennai)
        #expect(beyond.status == 2 && beyond.err.contains("1100-01-01 … 2900-12-31"))
    }
}
