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

    /// One JSON object per observance and line, with its windows, explanation and food guidance.
    /// `words` says the reasons in another language than English.
    static func jsonLines(_ list: [Observance], zone: TimeZone, words: ReasonWords? = nil) throws -> String {
        let instants = InstantFormatter(timeZone: zone)
        return try list.map { try CLIJSON.line(ObservanceLine($0, instants, words: words)) }.joined(separator: "\n")
    }

    /// A line of `sadhana festivals --format jsonl`.
    struct ObservanceLine: Encodable {
        struct Window: Encodable {
            var name: String?
            let start: String
            let end: String
        }

        struct Anga: Encodable {
            let kind: String
            let index: Int
            let name: String
            let start: String
            let end: String
        }

        struct Rejected: Encodable {
            let date: String
            let reason: String
        }

        struct Food: Encodable {
            let avoidNonVeg: Bool
            let text: String
        }

        struct Explanation: Encodable {
            let rule: String
            let reason: String
            let notes: [String]
            let rejected: [Rejected]
            let anga: Anga?
            let kaala: String?
            let window: Window?
        }

        let date: String
        let id: String
        let name: String
        let category: String
        let windows: [Window]
        let explanation: Explanation
        let variant: String?
        let food: Food?

        init(_ o: Observance, _ instants: InstantFormatter, words: ReasonWords? = nil) {
            func window(_ w: TimeWindow, name: String? = nil) -> Window {
                Window(name: name, start: instants.iso8601(w.start), end: instants.iso8601(w.end))
            }
            let e = o.explanation
            date = o.date.description
            id = o.id
            name = o.name
            category = o.category.rawValue
            windows = o.windows.map { window($0.window, name: $0.name) }
            explanation = Explanation(
                rule: e.rule, reason: words?.reason(o, zone: instants.timeZone) ?? e.reason,
                notes: words?.notes(o, zone: instants.timeZone) ?? e.notes,
                rejected: e.rejected.map {
                    Rejected(
                        date: $0.date.description, reason: words?.rejected($0, zone: instants.timeZone) ?? $0.reason)
                },
                anga: e.anga.map {
                    Anga(
                        kind: $0.kind.rawValue, index: $0.index, name: $0.name, start: instants.iso8601($0.start),
                        end: instants.iso8601($0.end))
                }, kaala: e.kaala?.rawValue, window: e.window.map { window($0) })
            variant = o.variant
            food = o.food.map { Food(avoidNonVeg: $0.avoidNonVeg, text: $0.text) }
        }
    }

    /// A table for people: date, weekday, name, category; with `explain`, the reasons under each.
    static func table(_ list: [Observance], zone: TimeZone, explain: Bool, words: ReasonWords? = nil) -> String {
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        var lines = ["date        day  category  name"]
        for o in list {
            let category = o.category.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            lines.append("\(o.date)  \(days[o.date.weekday.rawValue])  \(category) \(o.name)")
            if explain {
                lines += (words?.lines(o, zone: zone) ?? o.explanation.lines(in: zone)).map { "            \($0)" }
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
