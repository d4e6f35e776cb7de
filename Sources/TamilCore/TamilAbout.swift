import Vakya

/// The method and sources, for the About section and the API's `source`.
public enum TamilAbout {
    public static let methodLine =
        "Thirukanitham (drik-ganita) from an offline ephemeris agreeing with Swiss Ephemeris; Lahiri ayanamsa; "
        + "sunrise at the Sun's upper limb with standard refraction; times for the given place and time zone"

    /// The method line for answers under `reckoning`: by the Vakya almanac the Tamil date and the
    /// lunar observances follow the almanac while the listed angas and times stay Thirukanitham.
    public static func methodLine(for reckoning: Reckoning) -> String {
        switch reckoning {
        case .drik: methodLine
        case .vakya:
            "Tamil date, month starts and observances by the Vakya almanac (the Ārya-siddhānta Sun, "
                + "Vararuci's candravākyas, tithi and nakshatra at the place's sunrise); the angas, periods and times "
                + "listed by " + methodLine
        }
    }
}
