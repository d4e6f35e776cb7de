import Foundation
import Testing

@testable import CLI

/// `sadhana calendar --reckoning` (issue 17): the Tamil date of each JSON line follows the reckoning.
@Suite("sadhana calendar --reckoning")
struct CalendarReckoningCLITests {
    /// The Tamil month and day of one date in the January 2026 Chennai lines.
    static func tamil(_ reckoning: String, _ date: String) throws -> (month: String?, day: Int?) {
        let result = runObservanceCommand(
            CalendarCommand.self,
            [
                "--month", "2026-01", "--city", "Chennai", "--tradition", "tamil", "--reckoning", reckoning,
                "--format", "jsonl",
            ])
        #expect(result.status == 0)
        let line = try #require(result.out.split(separator: "\n").first { $0.contains("\"date\":\"\(date)\"") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let t = object["tamil"] as? [String: Any]
        return (t?["month"] as? String, t?["day"] as? Int)
    }

    @Test("Chennai, January 2026: Thai 1 is the 15th by the Vakya almanac and the 14th by drik")
    func thai() throws {
        let vakya = try Self.tamil("vakya", "2026-01-15")
        #expect(vakya.month == "Thai" && vakya.day == 1)
        let vakyaEve = try Self.tamil("vakya", "2026-01-14")
        #expect(vakyaEve.month == "Margazhi" && vakyaEve.day == 30)
        let drik = try Self.tamil("drik", "2026-01-14")
        #expect(drik.month == "Thai" && drik.day == 1)
    }

    @Test("The month grid's legend says which reckoning its Tamil dates and tithis follow")
    func legend() throws {
        func text(_ reckoning: String) -> String {
            let result = runObservanceCommand(
                CalendarCommand.self,
                ["--month", "2026-01", "--city", "Chennai", "--tradition", "tamil", "--reckoning", reckoning])
            #expect(result.status == 0)
            return result.out
        }
        let vakya = text("vakya")
        #expect(vakya.contains("Tamil dates, tithis and nakshatras follow the Vakya almanac"))
        #expect(!vakya.contains("Dates follow drik-ganita."))
        #expect(text("drik").contains("Dates follow drik-ganita."))
    }
}
