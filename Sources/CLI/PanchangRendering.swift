import CivilTime
import Foundation
import Panchang

/// The two output formats of `sadhana panchang`.
enum PanchangRendering {
    /// One JSON object, keys in the contract's order.
    static func jsonLine(_ day: PanchangDay, zone: TimeZone) -> String {
        func instant(_ d: Date?) -> String { d.map { "\"\($0.iso8601(in: zone))\"" } ?? "null" }
        func spans(_ list: [AngaSpan]) -> String {
            "["
                + list.map {
                    "{\"index\":\($0.index),\"name\":\"\($0.name)\",\"start\":\(instant($0.start)),\"end\":\(instant($0.end))}"
                }.joined(separator: ",") + "]"
        }
        func window(_ w: TimeWindow?) -> String {
            w.map { "{\"start\":\(instant($0.start)),\"end\":\(instant($0.end))}" } ?? "null"
        }
        let t = day.timings
        return "{\"date\":\"\(day.date)\",\"sunrise\":\(instant(day.sunrise)),\"sunset\":\(instant(day.sunset)),"
            + "\"moonrise\":\(instant(day.moonrise)),\"moonset\":\(instant(day.moonset)),"
            + "\"tithi\":\(spans(day.tithi)),\"nakshatra\":\(spans(day.nakshatra)),\"yoga\":\(spans(day.yoga)),"
            + "\"karana\":\(spans(day.karana)),\"vara\":\"\(day.vara.name)\","
            + "\"rahuKalam\":\(window(t?.rahuKalam)),\"yamagandam\":\(window(t?.yamagandam)),"
            + "\"gulikaKalam\":\(window(t?.gulikaKalam)),\"abhijit\":\(window(t?.abhijit))}"
    }

    /// A table for people: one row per day, times local to the place, each anga with its end.
    static func table(_ days: [PanchangDay], request: PanchangCommand.Request) -> String {
        let zone = request.location.timeZone
        func clock(_ d: Date?) -> String {
            guard let d else { return "—" }
            return String(d.iso8601(in: zone).dropFirst(11).prefix(8))
        }
        func spans(_ list: [AngaSpan], day: CivilDate) -> String {
            list.map { span in
                let endDay = CivilDate(span.end, in: zone)
                let suffix = endDay == day ? "" : "+\(day.days(until: endDay))"
                return "\(span.name) till \(String(clock(span.end).prefix(5)))\(suffix)"
            }.joined(separator: ", ")
        }
        let header = [
            "Date", "Vara", "Sunrise", "Sunset", "Moonrise", "Moonset", "Tithi", "Nakshatra", "Yoga", "Karana",
            "Rahu Kalam",
        ]
        var rows = [header]
        for day in days {
            let rahu =
                day.timings.map { "\(clock($0.rahuKalam.start).prefix(5))–\(clock($0.rahuKalam.end).prefix(5))" } ?? "—"
            rows.append([
                day.date.description, day.vara.name, clock(day.sunrise), clock(day.sunset), clock(day.moonrise),
                clock(day.moonset), spans(day.tithi, day: day.date), spans(day.nakshatra, day: day.date),
                spans(day.yoga, day: day.date), spans(day.karana, day: day.date), rahu,
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        let location = request.location
        let title =
            "Panchang at \(location.latitude), \(location.longitude) (\(location.timeZoneIdentifier)), "
            + "\(request.sunrise.rawValue) sunrise, Lahiri ayanamsa; times are local"
        let lines = rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        return ([title, ""] + lines).joined(separator: "\n")
    }
}
