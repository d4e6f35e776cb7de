import CivilTime
import Foundation
import Panchang
import TamilCore

/// `sadhana panchang --reckoning vakya`: each day's angas at sunrise by the Vakya almanac, with their
/// ends, as JSON lines or a table.
enum VakyaPanchangLines {
    /// A line of the JSON output: the day, its sunrise and each anga in force then, with its end.
    struct DayLine: Encodable {
        struct Anga: Encodable {
            let index: Int
            let name: String
            let end: String
        }

        let date: String
        let reckoning = "vakya"
        let sunrise: String
        let tithi: Anga?
        let nakshatra: Anga?
        let yoga: Anga?
        let karana: Anga?

        enum CodingKeys: String, CodingKey { case date, reckoning, sunrise, tithi, nakshatra, yoga, karana }
    }

    /// The lines for `days` at `location`, each day's angas reckoned for the place's own sunrises
    /// (`VakyaDayAngas.at(sunrise:localSunrises:)`); `calculator` gives the sunrises of the four days
    /// after the last (an anga in force at the last sunrise may end after the next one).
    static func lines(_ days: [PanchangDay], calculator: PanchangCalculator, at location: Location, json: Bool)
        throws -> String
    {
        let zone = location.timeZone
        var all = days
        if let last = days.last?.date {
            // Past the engine's last year the list is shorter; the last days then fall back to the
            // tabulated sunrises for an end beyond the list.
            all += (try? calculator.days(from: last.adding(days: 1), through: last.adding(days: 4), at: location)) ?? []
        }
        let instants = InstantFormatter(timeZone: zone)
        // These lines have always written UTC's offset as "Z" (as ISO8601DateFormatter does).
        func iso(_ instant: Date) -> String {
            let text = instants.iso8601(instant)
            return text.hasSuffix("+00:00") ? String(text.dropLast(6)) + "Z" : text
        }
        var out: [String] = []
        if !json { out.append("date        sunrise  tithi / nakshatra / yoga / karana (Vakya, with ends)") }
        for (i, day) in days.enumerated() {
            guard let sunrise = day.sunrise else { continue }
            let local = all[i..<min(i + 5, all.count)].compactMap(\.sunrise)
            guard let angas = try VakyaDayAngas.at(sunrise: sunrise, localSunrises: local) else {
                throw TamilError.engine(
                    "\(day.date) is before 1281 CE, the Vakyakarana's khaṇḍa; the Vakya Moon is not defined there")
            }
            if json {
                var byKind: [AngaKind: DayLine.Anga] = [:]
                for e in angas.all { byKind[e.kind] = DayLine.Anga(index: e.index, name: e.name, end: iso(e.end)) }
                out.append(
                    try CLIJSON.line(
                        DayLine(
                            date: day.date.description, sunrise: iso(sunrise), tithi: byKind[.tithi],
                            nakshatra: byKind[.nakshatra], yoga: byKind[.yoga], karana: byKind[.karana])))
            } else {
                let parts = angas.all.map { "\($0.name) → \(instants.clock24($0.end))" }
                out.append("\(day.date)  \(instants.clock24(sunrise))    " + parts.joined(separator: " · "))
            }
        }
        return out.joined(separator: "\n")
    }
}
