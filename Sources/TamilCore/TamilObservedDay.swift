import Observances

/// The kinds of day a family can choose to observe (the seed's `ObservedDay`), each gathering
/// the monthly observances and festivals of the Observances catalog that belong to it.
public enum TamilObservedDay: String, CaseIterable, Sendable {
    case ekadasi, pradosham, amavasai, pournami, karthigai, shivaratri, navaratri, somavaram, sashti, ashtami,
        chaturthi

    /// Observance ids (monthly and festival) that make a day of this kind.
    public var observanceIDs: Set<String> {
        switch self {
        case .ekadasi: ["ekadashi", "vaikunta-ekadashi"]
        case .pradosham: ["pradosham"]
        case .amavasai: ["amavasai", "aadi-amavasai"]
        case .pournami: ["pournami", "chitra-pournami"]
        case .karthigai: ["karthigai", "karthigai-deepam"]
        case .shivaratri: ["masik-shivaratri", "maha-shivaratri"]
        case .navaratri: ["navaratri"]
        case .somavaram: ["somavaram"]
        case .sashti: ["shashti", "skanda-sashti"]
        case .ashtami: ["ashtami", "durga-ashtami"]
        case .chaturthi: ["sankashti-chaturthi", "vinayaka-chaturthi", "ganesh-chaturthi"]
        }
    }

    /// The monthly observance that describes it (names and food), when there is one.
    public var monthly: MonthlyObservance? {
        let id: String? =
            switch self {
            case .ekadasi: "ekadashi"
            case .pradosham: "pradosham"
            case .amavasai: "amavasai"
            case .pournami: "pournami"
            case .karthigai: "karthigai"
            case .shivaratri: "masik-shivaratri"
            case .somavaram: "somavaram"
            case .sashti: "shashti"
            case .ashtami: "ashtami"
            case .chaturthi: "sankashti-chaturthi"
            case .navaratri: nil
            }
        return MonthlyObservance.all.first { $0.id == id }
    }

    /// Whether households keeping it avoid non-vegetarian food that day.
    public var avoidsNonVeg: Bool { self == .navaratri || (monthly?.food?.avoidNonVeg ?? false) }

    /// What a new family observes until they choose: Ekadasi and Pradosham (the seed's defaults).
    public static let defaults: Set<TamilObservedDay> = [.ekadasi, .pradosham]

    /// Parses a list of ids, ignoring duplicates; nil when any id is unknown.
    public static func parse(_ ids: [String]) -> [TamilObservedDay]? {
        var result: [TamilObservedDay] = []
        for id in ids {
            guard let day = TamilObservedDay(rawValue: id) else { return nil }
            if !result.contains(day) { result.append(day) }
        }
        return result
    }
}
