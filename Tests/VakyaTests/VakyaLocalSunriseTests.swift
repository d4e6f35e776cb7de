import CivilTime
import Foundation
import Testing

@testable import Vakya

/// The reduction to local sunrise (Vakyakarana I.14b–17a): the Moon reduced to each of the place's
/// sunrises, the rule of three between them; measured at the Vakya meridian's neighbours and abroad.
@Suite("Vakya local sunrise")
struct VakyaLocalSunriseTests {
    static let srirangam = try! Location(latitude: 10.8624, longitude: 78.6896, timeZoneIdentifier: "Asia/Kolkata")
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
    static let toronto = try! Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto")
    static let london = try! Location(latitude: 51.5074, longitude: -0.1278, timeZoneIdentifier: "Europe/London")

    @Test("At each of Toronto's sunrises the reduced Moon is the tabulated Moon advanced to that instant")
    func reducedAtSunrise() throws {
        let sunrises = NOAASun.sunrises(at: Self.toronto)
        for d in 0..<10 {
            let day = try CivilDate(year: 2026, month: 1, day: 10 + d)
            let rise = NOAASun.event(day, at: Self.toronto, rising: true)
            let local = try VakyaMoon.trueLongitude(at: rise.addingTimeInterval(0.001), sunrises: sunrises)
            let tabulated = try VakyaMoon.trueLongitude(at: rise.addingTimeInterval(0.001))
            #expect(abs(Angle.signed(local - tabulated)) < 1e-6, "\(day)")
        }
    }

    @Test("Srirangam's own sunrises keep the published Purattasi 2026 nakshatra ends within 10 minutes")
    func srirangamLocal() throws {
        let sunrises = NOAASun.sunrises(at: Self.srirangam)
        for (text, index) in VakyaMoonTests.srirangam {
            let published = ISO8601DateFormatter().date(from: text)!
            let anga = try VakyaPanchang.anga(
                .nakshatra, at: published.addingTimeInterval(-6 * 3_600), sunrises: sunrises)
            #expect(anga.number == index + 1, "\(text)")
            let minutes = anga.end.timeIntervalSince(published) / 60
            print("Srirangam local sunrise: \(text) off by \(String(format: "%+.1f", minutes)) min")
            #expect(abs(minutes) < 10, "\(text): off by \(minutes) min")
        }
    }

    /// The largest and mean shift, minutes, of tithi and nakshatra ends over a lunar month when the
    /// rule of three runs between the place's sunrises instead of the tabulated ones.
    static func shift(at place: Location) throws -> (max: Double, mean: Double, count: Int) {
        let sunrises = NOAASun.sunrises(at: place)
        let from = try CivilDate(year: 2026, month: 9, day: 15).start(in: .gmt)
        let to = from.addingTimeInterval(30 * 86_400)
        var shifts: [Double] = []
        for kind in [VakyaAngaKind.tithi, .nakshatra] {
            let tabulated = try VakyaPanchang.ends(kind, from: from, to: to)
            let local = try VakyaPanchang.ends(kind, from: from, to: to, sunrises: sunrises)
            for a in tabulated {
                guard
                    let b = local.first(where: {
                        $0.number == a.number && abs($0.end.timeIntervalSince(a.end)) < 6 * 3_600
                    })
                else { continue }
                shifts.append(abs(b.end.timeIntervalSince(a.end)) / 60)
            }
        }
        return (shifts.max() ?? 0, shifts.reduce(0, +) / Double(max(shifts.count, 1)), shifts.count)
    }

    @Test("The local rule of three moves anga ends by little near the meridian and by minutes abroad")
    func shifts() throws {
        let chennai = try Self.shift(at: Self.chennai)
        let toronto = try Self.shift(at: Self.toronto)
        let london = try Self.shift(at: Self.london)
        for (name, s) in [("Chennai", chennai), ("Toronto", toronto), ("London", london)] {
            print(
                "\(name): \(s.count) tithi and nakshatra ends, Sept–Oct 2026, shift max \(String(format: "%.1f", s.max)) min, mean \(String(format: "%.1f", s.mean)) min"
            )
            #expect(s.count >= 50, "\(name)")
        }
        #expect(chennai.max < 5)
        #expect(toronto.max > chennai.max)
        #expect(toronto.max < 30 && london.max < 30)
    }
}
