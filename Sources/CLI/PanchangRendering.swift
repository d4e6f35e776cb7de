import CivilTime
import Foundation
import Panchang

/// The two output formats of `sadhana panchang`.
enum PanchangRendering {
    /// One JSON object per day and line, keys in the contract's order.
    static func jsonLines(_ days: [PanchangDay], zone: TimeZone) -> String {
        var out = JSONLineWriter(zone: zone, capacity: days.count * 1400)
        for (n, day) in days.enumerated() {
            if n > 0 { out.newLine() }
            jsonLine(day, into: &out)
        }
        return out.text
    }

    /// One day's JSON object.
    static func jsonLine(_ day: PanchangDay, zone: TimeZone) -> String {
        var out = JSONLineWriter(zone: zone)
        jsonLine(day, into: &out)
        return out.text
    }

    static func jsonLine(_ day: PanchangDay, into out: inout JSONLineWriter) {
        func spans(_ key: String, _ list: [AngaSpan]) {
            out.beginArray(key)
            for span in list {
                out.beginObject()
                out.int("index", span.index)
                out.string("name", span.name)
                out.instant("start", span.start)
                out.instant("end", span.end)
                out.endObject()
            }
            out.endArray()
        }
        func window(_ key: String, _ w: TimeWindow?) {
            guard let w else { return out.null(key) }
            out.key(key)
            out.beginObject()
            out.instant("start", w.start)
            out.instant("end", w.end)
            out.endObject()
        }
        let t = day.timings
        out.beginObject()
        out.day("date", day.date)
        out.instant("sunrise", day.sunrise)
        out.instant("sunset", day.sunset)
        out.instant("moonrise", day.moonrise)
        out.instant("moonset", day.moonset)
        spans("tithi", day.tithi)
        spans("nakshatra", day.nakshatra)
        spans("yoga", day.yoga)
        spans("karana", day.karana)
        out.string("vara", day.vara.name)
        window("rahuKalam", t?.rahuKalam)
        window("yamagandam", t?.yamagandam)
        window("gulikaKalam", t?.gulikaKalam)
        window("abhijit", t?.abhijit)
        out.endObject()
    }

    /// A table for people: one row per day, times local to the place, each anga with its end.
    static func table(_ days: [PanchangDay], request: PanchangCommand.Request) -> String {
        let instants = InstantFormatter(timeZone: request.location.timeZone)
        func clock(_ d: Date?) -> String {
            guard let d else { return "—" }
            return String(instants.iso8601(d).dropFirst(11).prefix(8))
        }
        func spans(_ list: [AngaSpan], day: CivilDate) -> String {
            list.map { span in
                let endDay = instants.local(span.end).date
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
