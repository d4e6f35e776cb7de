import CivilTime
import Foundation
import Panchang

/// One clause of why a day was chosen or rejected, as data: what the rule found (`key`) and the
/// things it names (the anga, the part of the day, times, lengths, a festival, a date). Apps put
/// it into the reader's language from their string tables (`calendar.why.<key>`); the English
/// `reason` of `DateExplanation` says the same in words for the command line.
public struct ReasonPhrase: Sendable, Hashable {
    /// What the clause says.
    public enum Key: String, Sendable, CaseIterable {
        /// The anga holds the chosen day's sunrise (`anga`, `instant` = sunrise).
        case atSunrise
        /// The anga holds no sunrise, so it is kept on the day it occurs (`anga`).
        case kshaya
        /// The anga begins after that day's sunrise (`anga`, `instant`).
        case beginsAfterSunrise
        /// The anga ends before that day's sunrise (`anga`, `instant`).
        case endsBeforeSunrise
        /// The day has no such part (`kaala`): no moonrise that day.
        case noKaala
        /// The anga holds the part of the day only within Bhadra (`anga`, `kaala`, `window`).
        case onlyInBhadra
        /// The anga is not in force during the part of the day (`anga`, `kaala`, `window`).
        case notInForce
        /// The anga is in force at the instant the rule looks at (`anga`, `kaala`, `instant`).
        case inForceAt
        /// The anga covers `seconds[0]` of the part of the day (`anga`, `kaala`, `window`).
        case covers
        /// Both days qualify; the earlier is taken.
        case tiePurva
        /// Both days qualify; the later is taken.
        case tiePara
        /// Both days qualify; the one with the greater coverage is taken.
        case tieGreater
        /// Both days qualify; the later if it has a ghatika, else the earlier.
        case tieParaGhatika
        /// Neither day's part of the day has the anga (`anga`, `kaala`).
        case neither
        /// Neither day's part of the day has the anga outside Bhadra (`anga`, `kaala`).
        case neitherOutsideBhadra
        /// By the fallback, the earlier day.
        case fallbackPurva
        /// By the fallback, the later day.
        case fallbackPara
        /// By the fallback, the day whose sunrise the anga holds, or the day it occurs.
        case fallbackSunrise
        /// Holika Dahan's second evening (`anga`, `next`, `kaala`, `instant` = the anga's end,
        /// `seconds` = held after sunrise, 3½ praharas, next's length, anga's length).
        case secondEvening
        /// Bhadra is excluded from the window, as the rule requires.
        case bhadraExcluded
        /// Bhadra runs over `windows`.
        case bhadraRuns
        /// The day after `festival`, which falls on `date`.
        case dayAfter
        /// The day before `festival`, which falls on `date`.
        case dayBefore
        /// `days` days from `festival`, which falls on `date`.
        case daysFrom
    }

    public let key: Key
    public var anga: AngaSpan?
    public var next: AngaSpan?
    public var kaala: Kaala?
    public var instant: Date?
    public var window: TimeWindow?
    public var windows: [TimeWindow]
    public var seconds: [Double]
    public var festival: String?
    public var date: CivilDate?
    public var days: Int?

    /// A clause from its parts.
    public init(
        _ key: Key, anga: AngaSpan? = nil, next: AngaSpan? = nil, kaala: Kaala? = nil, instant: Date? = nil,
        window: TimeWindow? = nil, windows: [TimeWindow] = [], seconds: [Double] = [], festival: String? = nil,
        date: CivilDate? = nil, days: Int? = nil
    ) {
        self.key = key
        self.anga = anga
        self.next = next
        self.kaala = kaala
        self.instant = instant
        self.window = window
        self.windows = windows
        self.seconds = seconds
        self.festival = festival
        self.date = date
        self.days = days
    }
}
