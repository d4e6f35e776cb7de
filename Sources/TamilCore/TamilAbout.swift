/// The method and sources, for the About section and the API's `source`.
public enum TamilAbout {
    public static let methodLine =
        "Thirukanitham (drik-ganita) from an offline ephemeris agreeing with Swiss Ephemeris; Lahiri ayanamsa; "
        + "sunrise at the Sun's upper limb with standard refraction; times for the given place and time zone"
}
