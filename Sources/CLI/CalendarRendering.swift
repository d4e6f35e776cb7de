import Astronomy
import CivilTime
import Foundation
import Observances
import Panchang

/// Output formats of `sadhana calendar`.
enum CalendarRendering {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// Short markers for the grid, by observance id; festivals get ★.
    static let markers: [String: String] = [
        "ekadashi": "Ek", "pradosham": "Pr", "amavasai": "●", "pournami": "○", "sankashti-chaturthi": "Sk",
        "masik-shivaratri": "Sv", "shashti": "Sa", "karthigai": "Kr", "vinayaka-chaturthi": "Vc",
    ]

    static func tithiLabel(_ t: Int) -> String {
        t == 15 ? "Purnima" : t == 30 ? "Amavasya" : (t <= 15 ? "S\(t)" : "K\(t - 15)")
    }

    /// A seven-column month grid: day, solar date (Tamil, or the conventions' regional calendar), sunrise
    /// tithi, markers; then the month's observances.
    static func grid(_ span: CalendarSpan, _ list: [Observance], system: MonthSystem) -> String {
        let solar = span.conventions.solarCalendar
        let width = 13
        func pad(_ s: String) -> String {
            let n = s.count
            return n >= width ? String(s.prefix(width)) : s + String(repeating: " ", count: width - n)
        }
        let first = span.first
        var lines: [String] = []
        let lunarFirst = span.lunarDate(first)
        let lunarLast = span.lunarDate(span.last)
        let tamilFirst = span.tamilDate(first)
        let tamilLast = span.tamilDate(span.last)
        lines.append("\(monthNames[first.month - 1]) \(first.year)")
        if let a = lunarFirst, let b = lunarLast {
            lines.append(
                "Lunar (\(system.rawValue)): \(a.monthName(system)) – \(b.monthName(system)) · Vikram Samvat "
                    + "\(a.vikramSamvat == b.vikramSamvat ? "\(a.vikramSamvat)" : "\(a.vikramSamvat)–\(b.vikramSamvat)")"
                    + " · Shaka \(a.shakaYear == b.shakaYear ? "\(a.shakaYear)" : "\(a.shakaYear)–\(b.shakaYear)")")
        }
        if solar != .tamil, let a = span.solarDate(first, calendar: solar),
            let b = span.solarDate(span.last, calendar: solar)
        {
            lines.append(
                "\(solar.rawValue.capitalized): \(a.monthName) – \(b.monthName) (\(a.nativeMonthName) – "
                    + "\(b.nativeMonthName)) · \(a.year == b.year ? "\(a.year)" : "\(a.year)–\(b.year)")")
        } else if let a = tamilFirst, let b = tamilLast {
            let years =
                a.samvatsara == b.samvatsara
                ? a.samvatsara.tamilLatin : "\(a.samvatsara.tamilLatin)–\(b.samvatsara.tamilLatin)"
            lines.append(
                "Tamil: \(a.solar.monthName) – \(b.solar.monthName) (\(a.solar.nativeMonthName) – "
                    + "\(b.solar.nativeMonthName)) · \(years)")
        }
        lines.append("")
        lines.append(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri"].map(pad).joined(separator: " ") + " Sat")
        let byDay = Dictionary(grouping: list, by: \.date)
        var day = first.adding(days: -first.weekday.rawValue)
        while day <= span.last {
            var rows = [[String]](repeating: [], count: 4)
            for _ in 0..<7 {
                if day.month != first.month {
                    for i in 0..<4 { rows[i].append(pad("")) }
                } else {
                    let tamil = span.solarDate(day, calendar: solar).map { "\($0.monthName) \($0.day)" } ?? ""
                    let tithi = span.lunarDate(day).map { tithiLabel($0.tithi) } ?? ""
                    let marks = (byDay[day] ?? []).compactMap { o -> String? in
                        o.category == .weekly ? nil : (markers[o.id] ?? (o.category == .monthly ? nil : "★"))
                    }
                    let unique = marks.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    rows[0].append(pad(String(day.day)))
                    rows[1].append(pad(tamil))
                    rows[2].append(pad(tithi))
                    rows[3].append(pad(unique.joined(separator: " ")))
                }
                day = day.adding(days: 1)
            }
            lines += rows.map {
                $0.joined(separator: " ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            lines.append("")
        }
        let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        for (d, items) in byDay.sorted(by: { $0.key < $1.key }) {
            let text = items.filter { $0.category != .weekly }.map(\.name)
            guard !text.isEmpty else { continue }
            lines.append(
                (d.day < 10 ? " \(d.day)" : "\(d.day)") + " \(names[d.weekday.rawValue])  "
                    + text.joined(separator: " · "))
        }
        lines.append("")
        lines.append(
            "Markers: ★ festival · Ek Ekadashi · Pr Pradosham · ● Amavasai · ○ Pournami · Sk Sankashti · "
                + "Sv Masik Shivaratri · Sa Sashti · Kr Karthigai · Vc Vinayaka Chaturthi. Tithis at sunrise "
                + "(S = Shukla, K = Krishna). "
                + (span.lunarAngas == .vakya
                    ? "Tamil dates, tithis and nakshatras follow the Vakya almanac; sunrise and the rest, drik-ganita."
                    : "Dates follow drik-ganita."))
        return lines.joined(separator: "\n")
    }

    /// One JSON object per day: lunar date, Tamil date and the day's observance ids.
    static func jsonLines(_ span: CalendarSpan, _ list: [Observance], ephemeris: Ephemeris) -> String {
        let byDay = Dictionary(grouping: list, by: \.date)
        let instants = InstantFormatter(timeZone: span.location.timeZone)
        func window(_ w: TimeWindow) -> CalendarDayLine.Window {
            .init(start: instants.iso8601(w.start), end: instants.iso8601(w.end))
        }
        var out: [UInt8] = []
        var day = span.first
        while day <= span.last {
            let lunar = span.lunarDate(day).map { l in
                CalendarDayLine.Lunar(
                    month: l.monthName(.amanta), monthPurnimanta: l.monthName(.purnimanta), tithi: l.tithi,
                    paksha: l.paksha.name, vikramSamvat: l.vikramSamvat, shaka: l.shakaYear,
                    vikramSamvatGujarati: l.vikramSamvatKartikadi, samvatsara: l.samvatsara.name,
                    samvatsaraNorth: span.frame(day).map { JovianSamvatsara.current(at: $0.sunrise).samvatsara.name })
            }
            let tamil = span.tamilDate(day).map { t in
                CalendarDayLine.Tamil(
                    month: t.solar.monthName, monthTamil: t.solar.nativeMonthName, day: t.solar.day,
                    year: t.samvatsara.tamilLatin, yearTamil: t.samvatsara.tamil,
                    weekday: TamilNames.weekday(t.weekday).latin, thiruvalluvar: t.thiruvalluvarYear)
            }
            let tamilDay = span.tamilDetails(day, ephemeris: ephemeris).map { d in
                CalendarDayLine.TamilDay(
                    yogam: d.yogam.map {
                        let w = window($0.window)
                        return .init(name: $0.yogam.name, tamil: $0.yogam.tamil, start: w.start, end: w.end)
                    },
                    nallaNeram: d.nallaNeram.map(window), gowriNallaNeram: d.gowriNallaNeram.map(window),
                    chandrashtamam: d.chandrashtamam.map {
                        let w = window($0.window)
                        return .init(rasi: $0.rasiName, start: w.start, end: w.end)
                    })
            }
            let line = CalendarDayLine(
                date: day.description, observances: (byDay[day] ?? []).map(\.id), lunar: lunar, tamil: tamil,
                tamilDay: tamilDay)
            if !out.isEmpty { out.append(UInt8(ascii: "\n")) }
            // Every member is a string, a number or an array of them: encoding cannot fail.
            out.append(contentsOf: (try? CLIJSON.encoder.encode(line)) ?? Data("{}".utf8))
            day = day.adding(days: 1)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
