import Foundation
import Observances
import Panchang
import Vakya

/// The four lunar angas of one Hindu day (sunrise to the next sunrise), each span in force in that
/// window with its start and end, by one reckoning: the day page's "five angams" card and the API's
/// `nakshatram`, `thithi`, `nithyaYogam` and `karanam` read them.
///
/// By drik they are the ephemeris's (`PanchangDay`). By the Vakya almanac the tithis and nakshatras
/// are the span's own (`VakyaLunarAngas`, the same ones that decide the observances) and the yoga and
/// karana are computed the same way, all reduced to the place's own sunrises.
public struct TamilDayAngas: Sendable, Hashable {
    /// `.vakya` only where the almanac's values were computed (not before its khaṇḍa, 1281 CE).
    public let reckoning: Reckoning
    public let tithi: [AngaSpan]
    public let nakshatra: [AngaSpan]
    public let yoga: [AngaSpan]
    public let karana: [AngaSpan]

    /// The ephemeris's angas of a day.
    public init(drik day: PanchangDay) {
        reckoning = .drik
        (tithi, nakshatra, yoga, karana) = (day.tithi, day.nakshatra, day.yoga, day.karana)
    }

    init(reckoning: Reckoning, tithi: [AngaSpan], nakshatra: [AngaSpan], yoga: [AngaSpan], karana: [AngaSpan]) {
        (self.reckoning, self.tithi, self.nakshatra, self.yoga, self.karana) =
            (reckoning, tithi, nakshatra, yoga, karana)
    }

    /// The spans of one kind.
    public func spans(_ kind: AngaKind) -> [AngaSpan] {
        switch kind {
        case .tithi: tithi
        case .nakshatra: nakshatra
        case .yoga: yoga
        case .karana: karana
        }
    }

    /// The Vakya almanac's angas of the day `frame` in `span`, whose tithis and nakshatras are the
    /// almanac's (`TamilReckoning.apply(.vakya, …)`); nil where they are not (before the khaṇḍa).
    static func vakya(_ frame: DayFrame, in span: CalendarSpan) throws(TamilError) -> TamilDayAngas? {
        guard span.lunarAngas == .vakya else { return nil }
        let (from, to) = (frame.day.windowStart, frame.day.windowEnd)
        func inDay(_ spans: [AngaSpan]) -> [AngaSpan] { spans.filter { $0.end > from && $0.start < to } }
        let sunrises = span.frames.compactMap(\.day.sunrise)
        func computed(_ kind: AngaKind) throws(TamilError) -> [AngaSpan]? {
            do {
                return try VakyaLunarAngas().spans(kind, from: from, to: to, sunrises: sunrises)
            } catch let error as TamilError {
                throw error
            } catch {
                throw .engine("\(error)")
            }
        }
        guard let yoga = try computed(.yoga), let karana = try computed(.karana) else { return nil }
        return TamilDayAngas(
            reckoning: .vakya, tithi: inDay(span.tithis), nakshatra: inDay(span.nakshatras), yoga: yoga,
            karana: karana)
    }
}
