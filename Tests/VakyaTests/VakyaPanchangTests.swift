import CivilTime
import Foundation
import Testing

@testable import Vakya

/// Tithi, yoga and karana from the Vakya Moon and the Ārya Sun.
@Suite("Vakya angas")
struct VakyaPanchangTests {
    static let ist = TimeZone(identifier: "Asia/Kolkata")!

    @Test(
        "At the Vakya new-year instants of 2012 and 2015 the tithi is Krishna Ashtami and Krishna Dashami, as the Sri Lankan sources quote from the Vakya panchangam"
    )
    func newYearTithis() throws {
        let y2012 = try CivilDate(year: 2012, month: 4, day: 13).instant(hour: 17, minute: 45, second: 0, in: Self.ist)
        let y2015 = try CivilDate(year: 2015, month: 4, day: 14).instant(hour: 12, minute: 23, second: 0, in: Self.ist)
        #expect(try VakyaPanchang.number(.tithi, at: y2012) == 23)
        #expect(try VakyaPanchang.number(.tithi, at: y2015) == 25)
        // Uttarashadha (21) and Dhanishta (23).
        #expect(try VakyaPanchang.number(.nakshatra, at: y2012) == 21)
        #expect(try VakyaPanchang.number(.nakshatra, at: y2015) == 23)
    }

    @Test("Each anga ends where the next begins, and karanas run two to a tithi")
    func consecutive() throws {
        let start = try CivilDate(year: 2026, month: 1, day: 14).start(in: Self.ist)
        for kind in VakyaAngaKind.allCases {
            let ends = try VakyaPanchang.ends(kind, from: start, to: start.addingTimeInterval(5 * 86_400))
            #expect(ends.count >= 3)
            for (a, b) in zip(ends, ends.dropFirst()) {
                #expect(b.number == a.number % kind.count + 1, "\(kind)")
                #expect(try VakyaPanchang.number(kind, at: a.end.addingTimeInterval(2)) == b.number)
            }
        }
        let tithis = try VakyaPanchang.ends(.tithi, from: start, to: start.addingTimeInterval(5 * 86_400))
        let karanas = try VakyaPanchang.ends(.karana, from: start, to: start.addingTimeInterval(5 * 86_400))
        #expect(karanas.count >= 2 * tithis.count - 1)
    }
}
