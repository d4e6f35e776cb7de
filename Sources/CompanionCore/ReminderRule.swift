import Observances

/// Which festival reminders a person wants and at what local times (seed §13); the server reads
/// them from the stored settings, a native app from its own.
public struct ReminderPreferences: Sendable, Hashable {
    /// Festival reminders on at all, and which of them.
    public var festivalReminders: Bool
    public var morningOf: Bool
    public var eveningBefore: Bool
    public var dayBefore: Bool
    public var twoDaysBefore: Bool
    /// The daily briefing on, and its local time in minutes after midnight.
    public var dailyBriefing: Bool
    public var briefingMinute: Int
    /// The evening reminder's local time in minutes after midnight.
    public var eveningMinute: Int

    /// Preferences with the seed's defaults: morning-of and evening-before reminders, the 7 AM
    /// briefing time (briefing off) and the 6 PM evening reminder.
    public init(
        festivalReminders: Bool = true, morningOf: Bool = true, eveningBefore: Bool = true, dayBefore: Bool = false,
        twoDaysBefore: Bool = false, dailyBriefing: Bool = false, briefingMinute: Int = 7 * 60,
        eveningMinute: Int = 18 * 60
    ) {
        self.festivalReminders = festivalReminders
        self.morningOf = morningOf
        self.eveningBefore = eveningBefore
        self.dayBefore = dayBefore
        self.twoDaysBefore = twoDaysBefore
        self.dailyBriefing = dailyBriefing
        self.briefingMinute = briefingMinute
        self.eveningMinute = eveningMinute
    }
}

/// When a festival reminds (seed §13): the morning of, the evening before, one or two days before,
/// at the person's chosen times; major festivals get the evening-before alert as well as the
/// morning one, other festivals the morning one. The same offsets become the feed's VALARMs and
/// the reminders shown in the page.
public struct ReminderRule: Sendable, Equatable {
    /// Which reminder this is.
    public enum Kind: String, CaseIterable, Sendable { case morningOf, eveningBefore, dayBefore, twoDaysBefore }
    public let kind: Kind
    /// Minutes from the start (local midnight) of the festival day; negative is before.
    public let minutes: Int

    /// A rule firing `minutes` from the start of the festival day.
    public init(kind: Kind, minutes: Int) {
        self.kind = kind
        self.minutes = minutes
    }

    /// The reminders a festival of `category` gets under `preferences` (none for monthly and
    /// weekly observances), earliest first.
    public static func rules(for category: ObservanceCategory, preferences: ReminderPreferences) -> [ReminderRule] {
        guard preferences.festivalReminders, category != .monthly, category != .weekly else { return [] }
        var rules: [ReminderRule] = []
        if preferences.twoDaysBefore {
            rules.append(.init(kind: .twoDaysBefore, minutes: preferences.briefingMinute - 2880))
        }
        if preferences.dayBefore { rules.append(.init(kind: .dayBefore, minutes: preferences.briefingMinute - 1440)) }
        if preferences.eveningBefore, category == .major {
            rules.append(.init(kind: .eveningBefore, minutes: preferences.eveningMinute - 1440))
        }
        if preferences.morningOf { rules.append(.init(kind: .morningOf, minutes: preferences.briefingMinute)) }
        return rules
    }
}
