import CivilTime
import Foundation
import Testing

@testable import Vakya

/// `VakyaPanchang.spans` (regula falsi between a place's sunrises) finds the same ends as the
/// hour-by-hour search of `anga(_:at:sunrises:)`.
@Suite("Vakya anga spans")
struct VakyaSpansTests {
    static let toronto = try! Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto")

    @Test("Over 60 days of Toronto's sunrises every tithi and nakshatra span ends within a second of the searched end")
    func agreesWithSearch() throws {
        let sunrises = NOAASun.sunrises(at: Self.toronto)
        let nodes = (0..<60).map {
            try! NOAASun.event(CivilDate(year: 2026, month: 3, day: 1).adding(days: $0), at: Self.toronto, rising: true)
        }
        for kind in [VakyaAngaKind.tithi, .nakshatra] {
            let spans = try VakyaPanchang.spans(kind, nodes: nodes, sunrises: sunrises)
            #expect(spans.count >= 50, "\(kind)")
            for (a, b) in zip(spans, spans.dropFirst()) {
                #expect(a.end == b.start)
                #expect(b.number == a.number % kind.count + 1, "\(kind)")
            }
            for s in spans {
                let searched = try VakyaPanchang.anga(kind, at: s.start.addingTimeInterval(1), sunrises: sunrises)
                #expect(searched.number == s.number, "\(kind) \(s.start)")
                #expect(abs(searched.end.timeIntervalSince(s.end)) <= 1, "\(kind) \(s.start)")
            }
        }
    }
}
