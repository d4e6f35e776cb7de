import CivilTime
import Foundation
import Panchang
import TamilCore

/// `sadhana panchang --reckoning vakya`: each day's angas at sunrise by the Vakya almanac, with their
/// ends, as JSON lines or a table.
enum VakyaPanchangLines {
    static func lines(_ days: [PanchangDay], zone: TimeZone, json: Bool) throws -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = [.withInternetDateTime]
        var out: [String] = []
        if !json { out.append("date        sunrise  tithi / nakshatra / yoga / karana (Vakya, with ends)") }
        for day in days {
            guard let sunrise = day.sunrise else { continue }
            guard let angas = try VakyaDayAngas.at(sunrise: sunrise) else {
                throw TamilError.engine(
                    "\(day.date) is before 1281 CE, the Vakyakarana's khaṇḍa; the Vakya Moon is not defined there")
            }
            if json {
                var object: [String: Any] = [
                    "date": day.date.description, "reckoning": "vakya", "sunrise": formatter.string(from: sunrise),
                ]
                for e in angas.all {
                    object[e.kind.rawValue] = [
                        "index": e.index, "name": e.name, "end": formatter.string(from: e.end),
                    ]
                }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                out.append(String(decoding: data, as: UTF8.self))
            } else {
                let clock = DateFormatter()
                clock.timeZone = zone
                clock.dateFormat = "HH:mm"
                let parts = angas.all.map { "\($0.name) → \(clock.string(from: $0.end))" }
                out.append("\(day.date)  \(clock.string(from: sunrise))    " + parts.joined(separator: " · "))
            }
        }
        return out.joined(separator: "\n")
    }
}
