/// The CLDR plural category a number takes in a language.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// A language's rule for choosing plural forms of whole numbers (after CLDR's plural rules,
/// https://cldr.unicode.org/index/cldr-spec/plural-rules). A language file names its rule, so a
/// new language is a new file only.
public enum PluralRule: String, Sendable, CaseIterable {
    /// English, German, Tamil, Telugu, Malayalam, Odia…: 1 → one, else other.
    case oneOther = "one-other"
    /// Hindi, Bengali, Gujarati, Kannada, Marathi…: 0 and 1 → one, else other.
    case zeroAndOneAreOne = "zero-and-one-are-one"
    /// Russian, Ukrainian, Belarusian: 1, 21, 31… → one; 2–4, 22–24… → few; else many.
    case eastSlavic = "east-slavic"
    /// Languages without plural forms (Japanese, Chinese…).
    case none

    /// The category of the whole number `n` (negative numbers take the category of |n|).
    public func category(_ n: Int) -> PluralCategory {
        let n = n.magnitude
        switch self {
        case .oneOther: return n == 1 ? .one : .other
        case .zeroAndOneAreOne: return n <= 1 ? .one : .other
        case .none: return .other
        case .eastSlavic:
            let mod10 = n % 10
            let mod100 = n % 100
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        }
    }
}
