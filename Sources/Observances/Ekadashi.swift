import CivilTime
import Foundation
import Panchang

/// One Ekadashi: the fast day under each rule, the parana (fast-breaking) window, and why
/// (calendar-rules.md §6.2; the decision table of jyotisha's tithi_festival.py; ISKCON's Mahadvadashis
/// from GCAL, `Mahadvadashi`).
public struct EkadashiDay: Sendable, Hashable {
    /// The Ekadashi tithi (11 Shukla or 26 Krishna) with its times.
    public let tithi: AngaSpan
    /// The Dwadashi that follows.
    public let dwadashi: AngaSpan?
    /// The lunar month it falls in (amanta).
    public let month: LunarMonth
    /// The Smarta (householder) fast day.
    public let smarta: CivilDate
    /// When fasting is listed on two days: the second day, for sannyasis and Vaishnavas.
    public let alternate: CivilDate?
    /// The Vaishnava (Bhagavata) fast day.
    public let vaishnava: CivilDate
    /// The ISKCON fast day: the Vaishnava day, or the Dwadashi after it when that is a Mahadvadashi.
    public let iskcon: CivilDate
    /// The Mahadvadashi that fixes the ISKCON day, if any.
    public let mahadvadashi: Mahadvadashi?
    /// The name, e.g. "Mokshada Ekadashi".
    public let name: String

    /// Whether both rules agree ("Sarva Ekadashi").
    public var isSarva: Bool { smarta == vaishnava && alternate == nil }

    /// The fast day under `rule`.
    public func day(_ rule: EkadashiRule) -> CivilDate {
        switch rule {
        case .smarta: smarta
        case .vaishnava: vaishnava
        case .iskcon: iskcon
        }
    }

    /// Ekadashi names by amanta month and paksha (calendar-rules.md §6.2); adhika months have their own.
    public static func name(month: LunarMonth, paksha: Paksha) -> String {
        if month.isAdhika { return paksha == .shukla ? "Padmini Ekadashi" : "Parama Ekadashi" }
        let names: [(String, String)] = [
            ("Kamada", "Varuthini"), ("Mohini", "Apara"), ("Nirjala", "Yogini"), ("Devshayani", "Kamika"),
            ("Shravana Putrada", "Aja"), ("Parsva", "Indira"), ("Papankusha", "Rama"), ("Prabodhini", "Utpanna"),
            ("Mokshada", "Saphala"), ("Pausha Putrada", "Shattila"), ("Jaya", "Vijaya"), ("Amalaki", "Papamochani"),
        ]
        let pair = names[month.number - 1]
        return (paksha == .shukla ? pair.0 : pair.1) + " Ekadashi"
    }
}

extension CalendarSpan {
    /// Every Ekadashi whose tithi begins within the computed frames (less the last three days).
    public func ekadashis() -> [EkadashiDay] {
        tithis.filter { $0.index == 11 || $0.index == 26 }.compactMap(ekadashi)
    }

    /// The offset of the sunrise tithi of frame `i` from tithi `e` (−1 Dashami, 0 Ekadashi, 1 Dwadashi…).
    func relativeSunriseTithi(_ i: Int, to e: Int) -> Int? {
        guard i < frames.count, let t = tithi(at: frames[i].sunrise) else { return nil }
        var r = (t.index - e) % 30
        if r < -15 { r += 30 } else if r >= 15 { r -= 30 }
        return r
    }

    func ekadashi(_ span: AngaSpan) -> EkadashiDay? {
        guard let d0 = frameIndex(containing: span.start), let month = lunarMonth(of: span),
            let b = relativeSunriseTithi(d0 + 1, to: span.index), let c = relativeSunriseTithi(d0 + 2, to: span.index),
            let e3 = relativeSunriseTithi(d0 + 3, to: span.index)
        else { return nil }
        var smarta: Int
        var vaishnava: Int
        var alternate: Int?
        switch (b, c) {
        case (1, _):
            // Ekadashi holds no sunrise. With Dwadashi at two sunrises both keep the Dwadashi day.
            smarta = c == 1 ? d0 + 1 : d0
            vaishnava = d0 + 1
        case (0, 0):
            // Ekadashi at two sunrises: the second, unless Dwadashi is then skipped (two-day case).
            if e3 == 2 {
                smarta = d0 + 1
                alternate = d0 + 2
            } else {
                smarta = d0 + 2
            }
            vaishnava = d0 + 2
        case (0, 1):
            smarta = d0 + 1
            let arunodaya = frames[d0 + 1].window(.arunodaya, pradosha: conventions.pradosha)!
            // Vaishnava: Dashami must be over before arunodaya; a Dwadashi at two sunrises also moves the fast.
            vaishnava = e3 != 1 && span.start <= arunodaya.start ? d0 + 1 : d0 + 2
        case (0, _):
            // Dwadashi skipped: householders fast the day Ekadashi begins, so parana falls in Dwadashi.
            smarta = d0
            alternate = d0 + 1
            vaishnava = d0 + 1
        default:
            return nil
        }
        let dwadashi = tithis.first { $0.start == span.end }
        let iskcon = iskconDay(span, vaishnava: vaishnava)
        return EkadashiDay(
            tithi: span, dwadashi: dwadashi, month: month.month, smarta: frames[smarta].day.date,
            alternate: alternate.map { frames[$0].day.date }, vaishnava: frames[vaishnava].day.date,
            iskcon: frames[iskcon.index].day.date, mahadvadashi: iskcon.kind,
            name: EkadashiDay.name(month: month.month, paksha: Paksha(tithi: span.index)))
    }

    /// The window to break the fast on the day after `fast`: after sunrise, after Hari Vasara (the
    /// first quarter of Dwadashi), within Dwadashi, preferably in pratah kala (the first fifth of the
    /// daytime), else after madhyahna within aparahna; when Dwadashi is over before sunrise, pratah kala
    /// (calendar-rules.md §6.2; matches Drik's published parana windows).
    public func parana(after fast: CivilDate, dwadashi: AngaSpan?) -> TimeWindow? {
        guard let f = frame(fast.adding(days: 1)) else { return nil }
        let dayLength = f.sunset.timeIntervalSince(f.sunrise)
        let pratahEnd = f.sunrise.addingTimeInterval(0.2 * dayLength)
        let madhyahnaEnd = f.sunrise.addingTimeInterval(0.6 * dayLength)
        guard let dw = dwadashi, dw.end > f.sunrise else {
            return TimeWindow(start: f.sunrise, end: pratahEnd)
        }
        let hariVasaraEnd = dw.start.addingTimeInterval(dw.end.timeIntervalSince(dw.start) / 4)
        let start = max(f.sunrise, hariVasaraEnd)
        if start < pratahEnd {
            return TimeWindow(start: start, end: min(dw.end, pratahEnd))
        }
        // Pratah is lost to Hari Vasara: after madhyahna, in aparahna (Drik's Dev Uthani 2025 parana,
        // 13:11–15:23 New Delhi, is exactly that).
        let aparahnaEnd = f.sunrise.addingTimeInterval(0.8 * dayLength)
        let late = max(start, madhyahnaEnd)
        if late < min(dw.end, aparahnaEnd) {
            return TimeWindow(start: late, end: min(dw.end, aparahnaEnd))
        }
        return TimeWindow(start: start, end: max(start.addingTimeInterval(60), min(dw.end, f.sunset)))
    }
}
