/// Where a layer of a text comes from and what its licence allows.
public struct ScriptureSource: Sendable, Hashable, Codable {
    public let title: String
    public let by: String
    public let url: String
    public let licence: String
    public let note: String?

    /// The id every text uses for what this project wrote itself.
    public static let sadhanaID = "sadhana"
    /// The id of an original this project keyed from the traditional text.
    public static let keyedID = "sadhana-keyed"

    /// What the licence amounts to, read from the licence's name at the start of `licence` as the
    /// data writes it ("Public domain (…)", "CC BY 4.0", "Unlicense (…)"), so a page can say it in
    /// the reader's language; `.other` when the licence is none of these.
    public var licenceKind: LicenceKind {
        if licence.hasPrefix("CC BY 4.0") { return .ccBy4 }
        if licence.hasPrefix("Unlicense") { return .unlicense }
        if licence.lowercased().hasPrefix("public domain") {
            return licence.contains("CC BY 4.0") ? .publicDomainKeyingCCBY4 : .publicDomain
        }
        return .other
    }
}

/// The kinds of licence the texts' sources carry.
public enum LicenceKind: String, Sendable, CaseIterable {
    /// Creative Commons Attribution 4.0.
    case ccBy4
    /// The Unlicense: a dedication to the public domain.
    case unlicense
    /// Public domain (an old text, or a keying that adds no rights).
    case publicDomain
    /// A public-domain text in this project's keying, the keying under CC BY 4.0.
    case publicDomainKeyingCCBY4
    /// Anything else: shown as the data writes it.
    case other
}
