import CivilTime
import Foundation

/// What to eat or avoid on an observance (seed 004's food planning).
public struct FoodGuidance: Sendable, Hashable, Codable {
    /// Whether households that keep it avoid non-vegetarian food that day (and so should not cook
    /// or store it the evening before).
    public let avoidNonVeg: Bool
    /// The guidance in plain words.
    public let text: String

    /// Guidance from its parts.
    public init(avoidNonVeg: Bool, text: String) {
        self.avoidNonVeg = avoidNonVeg
        self.text = text
    }
}

/// An evening reminder before an observed day: "Tomorrow is Ekadashi — avoid cooking or storing
/// non-veg tonight".
public struct FoodAlert: Sendable, Hashable {
    /// The evening the alert belongs to (the day before the observance).
    public let evening: CivilDate
    /// Sunset of that evening, when the reminder is due.
    public let dueAt: Date
    /// The day observed.
    public let observanceDate: CivilDate
    /// The observances of that day the user keeps.
    public let observanceIDs: [String]
    /// The sentence to show.
    public let message: String
}

/// Turns observances into food alerts for the set of observances a user keeps (a setting).
public struct FoodPlanner: Sendable {
    /// Ids the user observes (e.g. `ekadashi`, `pradosham`, `amavasai`).
    public let observed: Set<String>

    /// A planner for the observed ids.
    public init(observed: Set<String>) {
        self.observed = observed
    }

    /// The default set from seed 004: Ekadashi and Pradosham.
    public static let defaultObserved: Set<String> = ["ekadashi", "pradosham"]

    /// Alerts for each day that has an observed observance asking to avoid non-vegetarian food, on
    /// the evening before, in date order; `sunset` gives the sunset of a civil day.
    public func alerts(for observances: [Observance], sunset: (CivilDate) -> Date?) -> [FoodAlert] {
        let kept = observances.filter { observed.contains($0.id) && ($0.food?.avoidNonVeg ?? false) }
        let byDay = Dictionary(grouping: kept, by: \.date)
        return byDay.keys.sorted().compactMap { day in
            let items = byDay[day]!.sorted { $0.name < $1.name }
            let evening = day.adding(days: -1)
            guard let due = sunset(evening) else { return nil }
            let names = ListText.joined(items.map(\.name))
            return FoodAlert(
                evening: evening, dueAt: due, observanceDate: day, observanceIDs: items.map(\.id),
                message: "Tomorrow is \(names) — avoid cooking or storing non-veg tonight")
        }
    }
}

/// English lists: "A", "A and B", "A, B and C".
enum ListText {
    static func joined(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
