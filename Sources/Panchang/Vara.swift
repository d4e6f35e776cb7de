import CivilTime

/// The Hindu weekday, which runs from sunrise to sunrise and is named after the civil day of its
/// sunrise (calendar-rules.md §2.2).
public struct Vara: Sendable, Hashable, Codable {
    /// The weekday, Sunday first.
    public let weekday: Weekday

    /// The vara whose sunrise falls on `date`.
    public init(_ date: CivilDate) {
        weekday = date.weekday
    }

    /// Sanskrit name: Ravivara, Somavara, Mangalavara, Budhavara, Guruvara, Shukravara, Shanivara.
    public var name: String {
        ["Ravivara", "Somavara", "Mangalavara", "Budhavara", "Guruvara", "Shukravara", "Shanivara"][weekday.rawValue]
    }
}
