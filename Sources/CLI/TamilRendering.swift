import Foundation
import TamilCore

/// How `sadhana tamil` prints: the seed API's JSON, or a short text a person can read.
enum TamilRendering {
    static func json(_ value: some Encodable) throws(TamilError) -> String {
        do {
            return String(decoding: try PanchangamDay.encoder().encode(value), as: UTF8.self)
        } catch {
            throw .engine("the answer could not be encoded: \(error)")
        }
    }

    /// One day: place, Tamil date, the five angams, sun and moon, periods and food status.
    static func text(_ day: PanchangamDay, place: PanchangamLocation? = nil) -> String {
        var lines: [String] = []
        let location = place ?? day.location
        if let location {
            let city = location.city.map { "\($0), \(location.country ?? "") · " } ?? ""
            lines.append("\(city)\(location.lat), \(location.lng) · \(location.timezone)")
        }
        var heading = "\(day.date) \(day.vaaram.name) (\(day.vaaram.tamil))"
        if let t = day.tamilDate {
            heading += " · \(t.month) \(t.day), \(t.year) (\(t.monthTamil) \(t.day), \(t.yearTamil))"
        }
        lines.append(heading)
        func until(_ end: String) -> String { "until \(clock(end))" }
        if let t = day.thithi { lines.append(row("Thithi", "\(t.paksha) \(t.name) (\(t.tamil)), \(until(t.endTime))")) }
        if let n = day.nakshatram { lines.append(row("Nakshatram", "\(n.name) (\(n.tamil)), \(until(n.endTime))")) }
        if let y = day.nithyaYogam { lines.append(row("Yogam", "\(y.name), \(until(y.endTime))")) }
        if let k = day.karanam { lines.append(row("Karanam", "\(k.name), \(until(k.endTime))")) }
        lines.append(row("Vaaram", "\(day.vaaram.name) (\(day.vaaram.sanskrit))"))
        if let y = day.yogam { lines.append(row("Tamil yogam", "\(y.name) (\(y.type)), \(until(y.endTime))")) }
        let sun = [("sunrise", day.timings.sunrise), ("sunset", day.timings.sunset)]
            .map { "\($0.0) \($0.1.map(clock) ?? "—")" }.joined(separator: ", ")
        let moon = [("moonrise", day.timings.moonrise), ("moonset", day.timings.moonset)]
            .map { "\($0.0) \($0.1.map(clock) ?? "—")" }.joined(separator: ", ")
        lines.append(row("Sun", sun))
        lines.append(row("Moon", moon))
        lines.append(row("Nalla Neram", windows(day.timings.nallaNeram)))
        lines.append(row("Gowri Nalla Neram", windows(day.timings.gowriNallaNeram)))
        for (name, window) in [
            ("Rahu Kalam", day.timings.rahukaalam), ("Yamagandam", day.timings.yamagandam),
            ("Kuligai", day.timings.kuligai),
        ] {
            if let window { lines.append(row(name, windows([window]))) }
        }
        if !day.observances.isEmpty {
            lines.append(row("Observances", day.observances.map(\.name).joined(separator: ", ")))
        }
        var food = day.foodStatus.type
        if !day.foodStatus.observed.isEmpty { food += " (\(day.foodStatus.observed.joined(separator: ", ")))" }
        if let next = day.foodStatus.nextAuspicious { food += "; next: \(next.name) on \(next.date)" }
        lines.append(row("Food", food))
        return lines.joined(separator: "\n")
    }

    /// Seven days, one block each, then the week's food plan.
    static func text(_ week: PanchangamWeek) -> String {
        var blocks = [week.days.map { text($0, place: nil) }.joined(separator: "\n\n")]
        let plan =
            week.foodPlan.isEmpty
            ? "no observed days this week"
            : week.foodPlan.map { "\($0.date) \($0.name)\($0.avoidNonVeg ? " — no non-veg" : "")" }
                .joined(separator: "; ")
        blocks.append("Food plan \(week.startDate)…\(week.endDate): \(plan)")
        let l = week.location
        blocks.insert("\(l.city.map { "\($0), \(l.country ?? "") · " } ?? "")\(l.lat), \(l.lng) · \(l.timezone)", at: 0)
        return blocks.joined(separator: "\n\n")
    }

    static func row(_ name: String, _ value: String) -> String {
        name.padding(toLength: 18, withPad: " ", startingAt: 0) + value
    }

    /// `HH:mm` of an ISO 8601 instant written in the place's zone (`2026-01-14T06:31:05+05:30`).
    static func clock(_ iso: String) -> String {
        guard let t = iso.firstIndex(of: "T") else { return iso }
        return String(iso[iso.index(after: t)...].prefix(5))
    }

    static func windows(_ list: [PanchangamDay.Window]) -> String {
        list.isEmpty ? "—" : list.map { "\(clock($0.start))–\(clock($0.end))" }.joined(separator: ", ")
    }
}
