import CivilTime
import Foundation
import Panchang
import TamilCore
import Testing
import Vakya

/// The Tamil Calendar's Vakya angas are reckoned for the place's own sunrises (the drik engine's):
/// the ends move from the tabulated (Laṅkā/Ujjain) form by what the sunrise offset implies, and
/// still meet the published values.
@Suite("Vakya angas at local sunrise")
struct VakyaLocalAngasTests {
    static let calendar = try! TamilCalendar.bundled()
    static let chennai = TamilCalendar.chennai
    static let toronto = try! Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto")
    static let srirangam = try! Location(latitude: 10.8624, longitude: 78.6896, timeZoneIdentifier: "Asia/Kolkata")
    static let jaffna = try! Location(latitude: 9.6615, longitude: 80.0255, timeZoneIdentifier: "Asia/Colombo")

    static func normalized(_ degrees: Double) -> Double {
        let r = degrees.truncatingRemainder(dividingBy: 360)
        return r < 0 ? r + 360 : r
    }

    static func signed(_ degrees: Double) -> Double {
        let r = normalized(degrees)
        return r > 180 ? r - 360 : r
    }

    /// The Moon's tabulated daily motion, degrees, over the Kali day that ends at tabulated sunrise `k`.
    static func motion(endingAt k: Int) throws -> Double {
        normalized(try VakyaMoon.trueLongitude(kaliDay: k) - VakyaMoon.trueLongitude(kaliDay: k - 1))
    }

    /// How far, in degrees, the rule of three between local sunrises `r0` and `r1` puts the Moon
    /// from the tabulated Moon at `t`, worked out from the table alone: both are straight between
    /// nodes and agree at the local sunrises, so the gap grows linearly from each local sunrise to
    /// the tabulated sunrise T between them, where it is (m_after − m_before)·a·b/(a + b), a = T − r0
    /// and b = r1 − T in days.
    static func predictedMoonGap(at t: Date, r0: Date, r1: Date) throws -> Double {
        let k = VakyaMoon.kaliDay(at: r1).day
        let node = VakyaMoon.sunrise(kaliDay: k)
        guard node > r0 else { return 0 }
        let a = node.timeIntervalSince(r0) / 86_400
        let b = r1.timeIntervalSince(node) / 86_400
        let gap = (try motion(endingAt: k + 1) - motion(endingAt: k)) * a * b / (a + b)
        let elapsed = t.timeIntervalSince(r0) / 86_400
        return t <= node ? gap * elapsed / a : gap * (r1.timeIntervalSince(t) / 86_400) / b
    }

    /// Degrees a day the anga's longitude gains (Moon, Moon − Sun or Moon + Sun) around `t`.
    static func rate(_ kind: AngaKind, at t: Date) throws -> Double {
        let day = VakyaMoon.kaliDay(at: t).day
        let moon = try motion(endingAt: day + 1)
        let sun = normalized(
            AryaSun.trueLongitude(at: t.addingTimeInterval(43_200))
                - AryaSun.trueLongitude(at: t.addingTimeInterval(-43_200)))
        switch kind {
        case .nakshatra: return moon
        case .yoga: return moon + sun
        default: return moon - sun
        }
    }

    struct Shift {
        var minutes: [Double] = []
        var worstMiss = 0.0
        var sunriseOffset = 0.0
    }

    /// Every anga at each sunrise of `days` days from `first` at `place`: local end − tabulated end
    /// against the shift the sunrise offset implies (the predicted Moon gap over the anga's rate).
    static func shifts(at place: Location, from first: CivilDate, days: Int) throws -> Shift {
        var result = Shift()
        var offsets: [Double] = []
        for d in 0..<days {
            let date = first.adding(days: d)
            let local = try #require(try calendar.vakyaAngas(on: date, at: place))
            let tabulated = try #require(try VakyaDayAngas.at(sunrise: local.sunrise))
            let rises = try calendar.days(from: date, count: 4, at: place).compactMap(\.panchang.sunrise)
            let node = VakyaMoon.sunrise(kaliDay: VakyaMoon.kaliDay(at: local.sunrise).day)
            offsets.append(local.sunrise.timeIntervalSince(node) / 60)
            for (l, t) in zip(local.all, tabulated.all) {
                #expect(l.index == t.index, "\(date) \(l.kind)")
                let shift = l.end.timeIntervalSince(t.end)
                guard let i = rises.lastIndex(where: { $0 <= t.end }), i + 1 < rises.count else {
                    Issue.record("\(date) \(l.kind): end outside the sunrises")
                    continue
                }
                let gap = try predictedMoonGap(at: t.end, r0: rises[i], r1: rises[i + 1])
                let predicted = -gap / (try rate(l.kind, at: t.end)) * 86_400
                result.minutes.append(shift / 60)
                result.worstMiss = max(result.worstMiss, abs(shift - predicted))
            }
        }
        result.sunriseOffset = offsets.reduce(0, +) / Double(offsets.count)
        return result
    }

    @Test("Chennai's and Toronto's anga ends move from the tabulated ones by what their sunrise offset implies")
    func shiftBySunriseOffset() throws {
        var maxima: [String: Double] = [:]
        for (name, place) in [("Chennai", Self.chennai), ("Toronto", Self.toronto)] {
            var all = Shift()
            var offsets: [Double] = []
            for first in [try CivilDate(year: 2026, month: 1, day: 10), try CivilDate(year: 2026, month: 9, day: 15)] {
                let s = try Self.shifts(at: place, from: first, days: 15)
                all.minutes += s.minutes
                all.worstMiss = max(all.worstMiss, s.worstMiss)
                offsets.append(s.sunriseOffset)
            }
            let largest = all.minutes.map(abs).max() ?? 0
            let mean = all.minutes.map(abs).reduce(0, +) / Double(all.minutes.count)
            maxima[name] = largest
            print(
                "\(name): local sunrise \(String(format: "%+.0f", offsets.reduce(0, +) / 2)) min from the tabulated one; "
                    + "\(all.minutes.count) anga ends moved by at most \(String(format: "%.2f", largest)) min "
                    + "(mean \(String(format: "%.2f", mean))); worst miss against the predicted shift "
                    + "\(String(format: "%.1f", all.worstMiss)) s")
            #expect(all.minutes.count == 120, "\(name)")
            #expect(all.worstMiss < 10, "\(name): \(all.worstMiss) s from the predicted shift")
        }
        #expect(try #require(maxima["Chennai"]) < 1)
        #expect(try #require(maxima["Toronto"]) > 1)
    }

    /// Srirangam Vakya almanac, Purattasi 2026, nakshatra ends (UTC; index = the nakshatra ending,
    /// 1 = Ashwini); see `VakyaMoonTests.srirangam` for the source.
    static let srirangamEnds: [(String, Int)] = [
        ("2026-09-19T21:28:48Z", 19), ("2026-09-25T06:38:24Z", 24), ("2026-10-01T03:30:00Z", 3),
        ("2026-10-08T17:02:24Z", 11), ("2026-10-17T04:28:48Z", 19),
    ]

    @Test("At Srirangam's and Chennai's own sunrises the nakshatra ends meet the Srirangam almanac within 10 minutes")
    func publishedEnds() throws {
        for (name, place) in [("Srirangam", Self.srirangam), ("Chennai", Self.chennai)] {
            var misses: [String] = []
            for (text, index) in Self.srirangamEnds {
                let published = try #require(ISO8601DateFormatter().date(from: text))
                // The Tamil day holding the end: its civil date, or the day before if before sunrise.
                var date = CivilDate(published, in: place.timeZone)
                if let rise = try Self.calendar.day(date, at: place).panchang.sunrise, rise > published {
                    date = date.adding(days: -1)
                }
                let angas = try #require(try Self.calendar.vakyaAngas(on: date, at: place))
                #expect(angas.nakshatra.index == index, "\(name) \(text)")
                let minutes = angas.nakshatra.end.timeIntervalSince(published) / 60
                misses.append(String(format: "%+.1f", minutes))
                #expect(abs(minutes) < 10, "\(name) \(text): off by \(minutes) min")
            }
            print("\(name) local sunrise, Srirangam almanac nakshatra ends: \(misses.joined(separator: ", ")) min")
        }
    }

    @Test("At Jaffna's own sunrises the 2012 and 2015 Vakya new-year instants keep the published tithi and nakshatra")
    func newYearAtJaffna() throws {
        let zone = Self.jaffna.timeZone
        for (date, hour, minute, tithi, nakshatra) in [
            (try CivilDate(year: 2012, month: 4, day: 13), 17, 45, 23, 21),
            (try CivilDate(year: 2015, month: 4, day: 14), 12, 23, 25, 23),
        ] {
            let instant = try date.instant(hour: hour, minute: minute, second: 0, in: zone)
            let rises = try Self.calendar.days(from: date.adding(days: -1), count: 4, at: Self.jaffna)
                .compactMap(\.panchang.sunrise)
            let sunrises = VakyaLocalSunrises(rises)
            #expect(sunrises.day(holding: instant) != nil)
            #expect(try VakyaPanchang.number(.tithi, at: instant, sunrises: sunrises.closure) == tithi, "\(date)")
            #expect(try VakyaPanchang.number(.nakshatra, at: instant, sunrises: sunrises.closure) == nakshatra)
        }
    }
}
