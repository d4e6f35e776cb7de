import CivilTime
import Observances
import Panchang

/// The Tamil Calendar's names in the reader's language: in Tamil (`"ta"`) the angas, the Tamil
/// date, the yogams and the observances in Tamil script; in any other language the Latin names the
/// engine gives, with a festival's catalog name where the language has one.
///
/// The rule is the app's, not a page's: the day page, the week and month views, the compare
/// columns and a native app all name the same things the same way.
public struct TamilNaming: Sendable {
    /// The reader's language code (`"en"`, `"ta"`, `"hi"`…).
    public let language: String
    /// The festival catalog, for festivals' names in the reader's language; without it festivals
    /// keep the engine's (English) name.
    public let catalog: FestivalCatalog?

    public init(language: String, catalog: FestivalCatalog? = nil) {
        self.language = language
        self.catalog = catalog
    }

    /// Whether names are written in Tamil script.
    public var inTamil: Bool { language == "ta" }

    /// A tithi, nakshatra, yoga or karana numbered `index` (as `AngaKind.name` numbers them). In
    /// Tamil a tithi carries its paksha (வளர்பிறை பஞ்சமி), except Pournami and Amavasai, which name
    /// their own.
    public func anga(_ kind: AngaKind, _ index: Int) -> String {
        guard inTamil else { return kind.name(index) }
        switch kind {
        case .tithi:
            let paksha =
                index < 15 ? TamilNames.paksha[0] + " " : index > 15 && index < 30 ? TamilNames.paksha[1] + " " : ""
            return paksha + TamilNames.tithi(index)
        case .nakshatra: return TamilNames.nakshatra[index - 1]
        case .yoga: return TamilAngaNames.yoga(index)
        case .karana: return TamilAngaNames.karana(kind.name(index))
        }
    }

    /// A span's anga, named as `anga(_:_:)` names it.
    public func anga(_ span: AngaSpan) -> String { anga(span.kind, span.index) }

    /// The Tamil month of a Tamil date (தை, or Thai).
    public func month(_ date: TamilDate) -> String {
        inTamil ? date.solar.nativeMonthName : date.solar.monthName
    }

    /// The sixty-year cycle's year of a Tamil date (பராபவ, or Parabhava).
    public func year(_ date: TamilDate) -> String {
        inTamil ? date.samvatsara.tamil : date.samvatsara.tamilLatin
    }

    /// The Tamil weekday (ஞாயிறு, or Nyayiru).
    public func weekday(_ weekday: Weekday) -> String {
        inTamil ? TamilNames.weekday[weekday.rawValue] : TamilNames.weekdayLatin[weekday.rawValue]
    }

    public func yogam(_ yogam: TamilYogam) -> String { inTamil ? yogam.tamil : yogam.name }
    public func gowri(_ gowri: Gowri) -> String { inTamil ? gowri.tamil : gowri.name }

    /// An observance's name: in Tamil or Hindi a festival's catalog name and a monthly day's own
    /// name (சபலா ஏகாதசி); in Tamil, a monthly day the catalog does not name by its kind's Tamil
    /// name (ஏகாதசி); otherwise, and in every other language, the engine's English name.
    public func observance(_ observance: Observance) -> String {
        guard language == "ta" || language == "hi" else { return observance.name }
        if let named = catalog?.name(of: observance, language: language) { return named }
        guard inTamil, let monthly = MonthlyObservance.all.first(where: { $0.id == observance.id }) else {
            return observance.name
        }
        return monthly.tamil
    }

    /// The part of the day Tamil names before a 12-hour time (இரவு 2:14, காலை 6:35, மதியம் 12:18,
    /// மாலை 5:40, இரவு 8:05), for the hour 0…23 on the wall clock.
    public static func dayPart(hour: Int) -> String {
        switch hour {
        case ..<4: "இரவு"
        case ..<12: "காலை"
        case ..<16: "மதியம்"
        case ..<19: "மாலை"
        default: "இரவு"
        }
    }
}
