/// Anga names in Tamil script beside Observances' `TamilNames` (weekdays, nakshatras, tithis): the
/// 27 nitya yogas and the eleven karanas, as a Tamil calendar prints them.
public enum TamilAngaNames {
    /// The yoga numbered `index` (1 = Vishkambha; taken modulo 27) in Tamil script.
    public static func yoga(_ index: Int) -> String { yogas[((index - 1) % 27 + 27) % 27] }

    /// The karana the engine calls `englishName` ("Vishti") in Tamil script (பத்திரை); an unknown
    /// name as given.
    public static func karana(_ englishName: String) -> String { karanas[englishName] ?? englishName }

    /// The 27 nitya yogas in Tamil script, Vishkambha first.
    static let yogas = [
        "விஷ்கம்பம்", "பிரீதி", "ஆயுஷ்மான்", "சௌபாக்கியம்", "சோபனம்", "அதிகண்டம்", "சுகர்மம்", "திருதி", "சூலம்",
        "கண்டம்", "விருத்தி", "துருவம்", "வியாகாதம்", "ஹர்ஷணம்", "வஜ்ரம்", "சித்தி", "வியதீபாதம்", "வரீயான்", "பரிகம்",
        "சிவம்", "சித்தம்", "சாத்தியம்", "சுபம்", "சுக்லம்", "பிரம்மம்", "ஐந்திரம்", "வைதிருதி",
    ]
    /// The karanas in Tamil script, by the engine's English name.
    static let karanas = [
        "Bava": "பவம்", "Balava": "பாலவம்", "Kaulava": "கௌலவம்", "Taitila": "தைதுலம்", "Gara": "கரசை",
        "Vanija": "வணிசை", "Vishti": "பத்திரை", "Shakuni": "சகுனி", "Chatushpada": "சதுஷ்பாதம்", "Naga": "நாகவம்",
        "Kimstughna": "கிம்ஸ்துக்னம்",
    ]
}
