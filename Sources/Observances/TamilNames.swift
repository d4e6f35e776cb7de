import CivilTime

/// Tamil names of the angas and weekdays (calendar-rules.md §2), in Tamil script and Latin letters.
public enum TamilNames {
    /// Weekday names with கிழமை omitted, Sunday first: ஞாயிறு, திங்கள், …
    public static let weekday = ["ஞாயிறு", "திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி"]
    /// Weekday names in Latin letters: Nyayiru, Thingal, Sevvai, Budhan, Vyazhan, Velli, Sani.
    public static let weekdayLatin = ["Nyayiru", "Thingal", "Sevvai", "Budhan", "Vyazhan", "Velli", "Sani"]

    /// The Tamil weekday name of a civil weekday.
    public static func weekday(_ day: Weekday) -> (tamil: String, latin: String) {
        (weekday[day.rawValue], weekdayLatin[day.rawValue])
    }

    /// Tithi names 1…15 of a paksha (15 = Pournami; Amavasai is separate).
    public static let tithi = [
        "பிரதமை", "துவிதியை", "திருதியை", "சதுர்த்தி", "பஞ்சமி", "சஷ்டி", "சப்தமி", "அஷ்டமி", "நவமி", "தசமி", "ஏகாதசி",
        "துவாதசி", "திரயோதசி", "சதுர்த்தசி", "பௌர்ணமி",
    ]

    /// The Tamil name of tithi 1…30.
    public static func tithi(_ index: Int) -> String {
        index == 30 ? "அமாவாசை" : tithi[(index - 1) % 15]
    }

    /// Nakshatra names 1…27 in Tamil script.
    public static let nakshatra = [
        "அசுவினி", "பரணி", "கார்த்திகை", "ரோகிணி", "மிருகசீரிடம்", "திருவாதிரை", "புனர்பூசம்", "பூசம்", "ஆயில்யம்", "மகம்",
        "பூரம்", "உத்திரம்", "அஸ்தம்", "சித்திரை", "சுவாதி", "விசாகம்", "அனுஷம்", "கேட்டை", "மூலம்", "பூராடம்", "உத்திராடம்",
        "திருவோணம்", "அவிட்டம்", "சதயம்", "பூரட்டாதி", "உத்திரட்டாதி", "ரேவதி",
    ]
    /// Shukla paksha வளர்பிறை and Krishna paksha தேய்பிறை.
    public static let paksha = ["வளர்பிறை", "தேய்பிறை"]
}
