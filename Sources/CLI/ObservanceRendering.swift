import CivilTime
import Foundation
import Observances
import Panchang

/// Output formats of `sadhana festivals`.
enum ObservanceRendering {
    /// CSV with the header `date,id,name,category`.
    static func csv(_ list: [Observance]) -> String {
        (["date,id,name,category"] + list.map { "\($0.date),\($0.id),\(field($0.name)),\($0.category.rawValue)" })
            .joined(separator: "\n")
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func field(_ s: String) -> String {
        guard s.contains(where: { ",\"\n\r".contains($0) }) else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// One JSON object per observance, with its windows, explanation and food guidance.
    static func jsonLine(_ o: Observance, zone: TimeZone) -> String {
        func window(_ w: TimeWindow) -> [String: Any] {
            ["start": w.start.iso8601(in: zone), "end": w.end.iso8601(in: zone)]
        }
        let e = o.explanation
        var explanation: [String: Any] = [
            "rule": e.rule, "reason": e.reason, "notes": e.notes,
            "rejected": e.rejected.map { ["date": $0.date.description, "reason": $0.reason] },
        ]
        if let a = e.anga {
            explanation["anga"] = [
                "kind": a.kind.rawValue, "index": a.index, "name": a.name, "start": a.start.iso8601(in: zone),
                "end": a.end.iso8601(in: zone),
            ]
        }
        if let k = e.kaala { explanation["kaala"] = k.rawValue }
        if let w = e.window { explanation["window"] = window(w) }
        var object: [String: Any] = [
            "date": o.date.description, "id": o.id, "name": o.name, "category": o.category.rawValue,
            "windows": o.windows.map { ["name": $0.name].merging(window($0.window)) { a, _ in a } },
            "explanation": explanation,
        ]
        if let v = o.variant { object["variant"] = v }
        if let f = o.food { object["food"] = ["avoidNonVeg": f.avoidNonVeg, "text": f.text] }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// A table for people: date, weekday, name, category; with `explain`, the reasons under each.
    static func table(_ list: [Observance], zone: TimeZone, explain: Bool) -> String {
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        var lines = ["date        day  category  name"]
        for o in list {
            let category = o.category.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            lines.append("\(o.date)  \(days[o.date.weekday.rawValue])  \(category) \(o.name)")
            if explain {
                lines += o.explanation.lines(in: zone).map { "            \($0)" }
                lines += o.windows.map {
                    let w = $0.window
                    let end = w.end == w.start ? "" : "–\(TimeText.clock(w.end, zone))"
                    return "            \($0.name): \(TimeText.clock(w.start, zone))\(end)"
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}
