extension Script {
    /// The ISO 15924 code a BCP 47 tag names this script by (`sa-Telu`: Sanskrit in Telugu letters).
    public var subtag: String {
        switch self {
        case .devanagari: "Deva"
        case .iast, .latin: "Latn"
        case .tamil: "Taml"
        case .telugu: "Telu"
        case .kannada: "Knda"
        case .malayalam: "Mlym"
        case .bengali, .assamese: "Beng"
        case .gujarati: "Gujr"
        case .gurmukhi: "Guru"
        case .odia: "Orya"
        }
    }

    /// The language the script's own name is written in ("தமிழ்" Tamil, "অসমীয়া" Assamese,
    /// "देवनागरी" Hindi), for a screen reader to voice it; nil for the Latin ones.
    public var nameLanguage: String? {
        switch self {
        case .devanagari: "hi"
        case .iast, .latin: nil
        case .tamil: "ta"
        case .telugu: "te"
        case .kannada: "kn"
        case .malayalam: "ml"
        case .bengali: "bn"
        case .assamese: "as"
        case .gujarati: "gu"
        case .gurmukhi: "pa"
        case .odia: "or"
        }
    }
}
