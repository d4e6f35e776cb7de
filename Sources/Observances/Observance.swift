import CivilTime
import Foundation
import Panchang

/// What kind of day an observance is, for grouping and badges.
public enum ObservanceCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case major, regional, vrat, jayanti, harvest, monthly, weekly
}

/// A named interval that matters on an observance day (the deciding window, the parana window…).
public struct NamedWindow: Sendable, Hashable {
    /// What it is, e.g. "Parana (break the fast)".
    public let name: String
    /// When.
    public let window: TimeWindow

    /// The anga or the part of the day it is, when it is one, so apps can name it in their language.
    public let anga: AngaSpan?
    public let kaala: Kaala?
    /// The name as a clause, for a window that is neither (the parana, the sankranti).
    public let phrase: ReasonPhrase?

    /// A window with its name.
    public init(
        name: String, window: TimeWindow, anga: AngaSpan? = nil, kaala: Kaala? = nil, phrase: ReasonPhrase? = nil
    ) {
        self.anga = anga
        self.kaala = kaala
        self.phrase = phrase
        self.name = name
        self.window = window
    }
}

/// One observance on one civil day at one place: a festival or a monthly vrat, with its times, the
/// reasons for its date and its food guidance.
public struct Observance: Sendable, Hashable {
    /// Stable id: the festival's (e.g. `diwali`) or the monthly observance's (e.g. `ekadashi`).
    public let id: String
    /// The civil day.
    public let date: CivilDate
    /// English name for this instance (e.g. "Mokshada Ekadashi").
    public let name: String
    /// Grouping.
    public let category: ObservanceCategory
    /// Times that matter this day (the anga, the deciding window, parana…).
    public let windows: [NamedWindow]
    /// Why this date.
    public let explanation: DateExplanation
    /// Food guidance, when the observance has any.
    public let food: FoodGuidance?
    /// The regional or traditional variant computed (e.g. `tamil` for Hanuman Jayanti), if any.
    public let variant: String?

    /// An observance from its parts.
    public init(
        id: String, date: CivilDate, name: String, category: ObservanceCategory, windows: [NamedWindow] = [],
        explanation: DateExplanation, food: FoodGuidance? = nil, variant: String? = nil
    ) {
        self.id = id
        self.date = date
        self.name = name
        self.category = category
        self.windows = windows
        self.explanation = explanation
        self.food = food
        self.variant = variant
    }
}
