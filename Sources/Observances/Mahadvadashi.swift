import CivilTime
import Foundation
import Panchang

/// The eight Mahadvadashis of Hari-bhakti-vilasa (13th vilasa): Ekadashis whose vow is kept on the
/// Dwadashi, or on the day Dwadashi begins. They are found as GCAL finds them, the program ISKCON's
/// calendars are computed with (gopa810/gcal-cpp, TResultCalendar.cpp: EkadasiCalc, MahadvadasiCalc,
/// IsMhd58, NextNewFullIsVriddhi; its help text "Mahadvadashi / Types / How to Determine" gives them in
/// words). Sunrises are this engine's; GCAL's own sunrise and ayanamsa can move a borderline case.
public enum Mahadvadashi: String, Sendable, Hashable, Codable, CaseIterable {
    /// Ekadashi in force from the arunodaya of one day past the next sunrise: the second day, on which
    /// Dwadashi begins.
    case unmilani
    /// After a pure Ekadashi, Dwadashi at two sunrises: the first Dwadashi day.
    case vyanjuli
    /// Ekadashi from arunodaya, and Dwadashi beginning and ending before the next sunrise: Ekadashi,
    /// Dwadashi and Trayodashi touch that one day.
    case trisprisha
    /// Unmilani whose second day is also Trisprisha.
    case unmilaniTrisprisha
    /// The following Purnima or Amavasya holds two sunrises: the Dwadashi day before it.
    case pakshavardhini
    /// Shukla Dwadashi from sunrise past sunset, with Punarvasu at that sunrise and the next.
    case jaya
    /// The same with Shravana.
    case vijaya
    /// The same with Rohini.
    case jayanti
    /// The same with Pushya.
    case papanashini

    /// The name, e.g. "Pakshavardhini Mahadvadashi".
    public var name: String {
        switch self {
        case .unmilani: "Unmilani Mahadvadashi"
        case .vyanjuli: "Vyanjuli Mahadvadashi"
        case .trisprisha: "Trisprisha Mahadvadashi"
        case .unmilaniTrisprisha: "Unmilani Trisprisha Mahadvadashi"
        case .pakshavardhini: "Pakshavardhini Mahadvadashi"
        case .jaya: "Jaya Mahadvadashi"
        case .vijaya: "Vijaya Mahadvadashi"
        case .jayanti: "Jayanti Mahadvadashi"
        case .papanashini: "Papanashini Mahadvadashi"
        }
    }

    /// The nakshatra (1 Ashwini … 27 Revati) of the four nakshatra Mahadvadashis; nil for the tithi ones.
    public var nakshatra: Int? {
        switch self {
        case .jaya: 7
        case .vijaya: 22
        case .jayanti: 4
        case .papanashini: 8
        default: nil
        }
    }

    /// The nakshatra Mahadvadashi of nakshatra `n`, if any.
    static func of(nakshatra n: Int) -> Mahadvadashi? { allCases.first { $0.nakshatra == n } }
}

extension CalendarSpan {
    /// The ISKCON fast day of Ekadashi `e`, whose Vaishnava fast day is frame `v`, and the Mahadvadashi that
    /// fixes it. GCAL keeps an Ekadashi that holds arunodaya and sunrise unless it is Unmilani or Trisprisha
    /// (kept as it is) or the next day is a Mahadvadashi (the vow moves there); a fast the Vaishnava rule
    /// already put on a Dwadashi stays, named by the Mahadvadashi it is, if any.
    func iskconDay(_ e: AngaSpan, vaishnava v: Int) -> (index: Int, kind: Mahadvadashi?) {
        guard v >= 1, let rv = relativeSunriseTithi(v, to: e.index) else { return (v, nil) }
        guard rv == 0 else { return (v, mahadvadashi(at: v, ekadashi: e.index)) }
        let pure = ekadashiAtArunodaya(v, e)
        let unmilani = relativeSunriseTithi(v - 1, to: e.index) == 0 && ekadashiAtArunodaya(v - 1, e)
        let trisprisha = pure && relativeSunriseTithi(v + 1, to: e.index) == 2
        if unmilani { return (v, trisprisha ? .unmilaniTrisprisha : .unmilani) }
        if trisprisha { return (v, .trisprisha) }
        if pure, let kind = mahadvadashi(at: v + 1, ekadashi: e.index) { return (v + 1, kind) }
        return (v, nil)
    }

    /// The Mahadvadashi that frame `j` is, if its sunrise holds the first Dwadashi after Ekadashi `e`
    /// (GCAL MahadvadasiCalc, in its order: nakshatra, Vyanjuli, Pakshavardhini).
    func mahadvadashi(at j: Int, ekadashi e: Int) -> Mahadvadashi? {
        guard j >= 1, j + 8 < frames.count, relativeSunriseTithi(j, to: e) == 1,
            relativeSunriseTithi(j - 1, to: e) != 1
        else { return nil }
        let f = frames[j]
        if e == 11, tithi(at: f.sunset)?.index == 12, let star = nakshatra(at: f.sunrise),
            nakshatra(at: frames[j + 1].sunrise)?.index == star.index, let kind = Mahadvadashi.of(nakshatra: star.index)
        {
            return kind
        }
        if relativeSunriseTithi(j + 1, to: e) == 1, relativeSunriseTithi(j - 1, to: e) == 0,
            let ekadashi = tithi(at: frames[j - 1].sunrise), ekadashiAtArunodaya(j - 1, ekadashi)
        {
            return .vyanjuli
        }
        return parvaInVriddhi(after: j) != nil ? .pakshavardhini : nil
    }

    /// The Purnima or Amavasya that holds two consecutive sunrises among the eight days from frame `j`
    /// (GCAL NextNewFullIsVriddhi), with the first of the two days.
    func parvaInVriddhi(after j: Int) -> (tithi: AngaSpan, first: Int)? {
        for k in j..<min(j + 7, frames.count - 1) {
            guard let a = tithi(at: frames[k].sunrise), a.index == 15 || a.index == 30,
                tithi(at: frames[k + 1].sunrise)?.start == a.start
            else { continue }
            return (a, k)
        }
        return nil
    }

    /// Whether Ekadashi `e` is in force at the start of frame `i`'s arunodaya.
    func ekadashiAtArunodaya(_ i: Int, _ e: AngaSpan) -> Bool {
        guard i >= 0, i < frames.count, let a = frames[i].window(.arunodaya, pradosha: conventions.pradosha)
        else { return false }
        return e.start <= a.start && a.start < e.end
    }

    /// Why `e`'s ISKCON vow is kept on its day: the Mahadvadashi in words, with the times that make it.
    func mahadvadashiReason(_ e: EkadashiDay, _ kind: Mahadvadashi) -> (text: String, clause: ReasonPhrase) {
        let zone = location.timeZone
        func clock(_ t: Date) -> String { TimeText.clock(t, zone) }
        let day = e.iskcon
        let ekadashi = "Ekadashi (\(clock(e.tithi.start))–\(clock(e.tithi.end)))"
        let dwadashi = e.dwadashi.map { "Dwadashi (\(clock($0.start))–\(clock($0.end)))" } ?? "Dwadashi"
        let words: String
        var clause = ReasonPhrase(.unmilani, anga: e.tithi, next: e.dwadashi, date: day, mahadvadashi: kind)
        switch kind {
        case .unmilani:
            words =
                "\(ekadashi) is in force from the arunodaya of \(day.adding(days: -1)) past the sunrise of "
                + "\(day): the vow is kept on the second day, on which Dwadashi begins"
            clause.dates = [day.adding(days: -1)]
        case .trisprisha:
            words =
                "\(ekadashi) holds the arunodaya and sunrise of \(day), and \(dwadashi) ends before the next "
                + "sunrise: Ekadashi, Dwadashi and Trayodashi touch that one day, on which the vow is kept"
            clause = ReasonPhrase(.trisprisha, anga: e.tithi, next: e.dwadashi, date: day, mahadvadashi: kind)
        case .unmilaniTrisprisha:
            words =
                "\(ekadashi) is in force from the arunodaya of \(day.adding(days: -1)) past the sunrise of "
                + "\(day), and \(dwadashi) ends before the next sunrise: the vow is kept on \(day)"
            clause = ReasonPhrase(
                .unmilaniTrisprisha, anga: e.tithi, next: e.dwadashi, date: day, dates: [day.adding(days: -1)],
                mahadvadashi: kind)
        case .vyanjuli:
            words =
                "\(dwadashi) holds the sunrises of \(day) and \(day.adding(days: 1)) after a pure Ekadashi: "
                + "the vow moves to the first Dwadashi day"
            clause = ReasonPhrase(
                .vyanjuli, anga: e.tithi, next: e.dwadashi, date: day, dates: [day.adding(days: 1)], mahadvadashi: kind)
        case .pakshavardhini:
            var parva = "the following Purnima or Amavasya holds two sunrises"
            clause = ReasonPhrase(.pakshavardhiniPlain, date: day, mahadvadashi: kind)
            if let p = parvaInVriddhi(after: frames[0].day.date.days(until: day)) {
                clause = ReasonPhrase(
                    .pakshavardhini, date: day, other: p.tithi,
                    dates: [frames[p.first].day.date, frames[p.first + 1].day.date], mahadvadashi: kind)
                parva =
                    "the following \(p.tithi.name) (\(clock(p.tithi.start))–\(clock(p.tithi.end))) holds the "
                    + "sunrises of \(frames[p.first].day.date) and \(frames[p.first + 1].day.date)"
            }
            words = "\(parva): the vow moves to the Dwadashi day before it"
        case .jaya, .vijaya, .jayanti, .papanashini:
            var star = AngaKind.nakshatra.name(kind.nakshatra ?? 1)
            clause = ReasonPhrase(
                .starDwadashi, anga: e.tithi, next: e.dwadashi, date: day, nakshatra: kind.nakshatra ?? 1,
                mahadvadashi: kind)
            if let f = frame(day), let s = nakshatra(at: f.sunrise) {
                star = "\(s.name) (\(clock(s.start))–\(clock(s.end)))"
            }
            words =
                "Shukla \(dwadashi) holds \(day) from sunrise past sunset, and \(star) holds its sunrise and "
                + "the next: the vow moves to the Dwadashi day"
        }
        return ("\(kind.name): \(words)", clause)
    }
}
