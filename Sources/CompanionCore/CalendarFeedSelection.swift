import CivilTime
import Foundation
import Observances

/// What goes into the "Hindu Calendar" feed (seed §14, §13), apart from how it is written: the
/// observances over a year either side of today, and the days that get a panchang or briefing
/// event of their own.
public struct CalendarFeedSelection: Sendable {
    /// Days covered either side of today.
    public static let reach = 365
    /// Days ahead that carry the Daily Briefing when only the briefing (not the full panchang) asks
    /// for daily events.
    public static let briefingDays = 60

    /// The feed's first and last day.
    public let first: CivilDate
    public let last: CivilDate
    /// The observances in the feed, in date order.
    public let observances: [Observance]
    /// The days with a daily event (the full panchang, or the briefing's next 60 days), in order.
    public let dailyDays: [CivilDate]

    /// The feed for `content` from `today` at a place: every festival, the listed monthly vrats
    /// unless the feed is festivals only, and daily events for the full panchang (every day) or,
    /// when the Daily Briefing is on, for today and the next 60 days.
    public init(
        engine: CalendarEngine, today: CivilDate, content: SyncContent, dailyBriefing: Bool, at location: Location,
        reckoning: CalendarReckoning
    ) throws {
        first = today.adding(days: -Self.reach)
        last = today.adding(days: Self.reach)
        observances = try engine.observances(from: first, through: last, at: location, reckoning: reckoning)
            .filter { Self.includes($0, content: content, engine: engine) }
        var days: [CivilDate] = []
        if content == .full || dailyBriefing {
            var date = content == .full ? first : today
            let end = content == .full ? last : today.adding(days: Self.briefingDays)
            while date <= end {
                days.append(date)
                date = date.adding(days: 1)
            }
        }
        dailyDays = days
    }

    /// Whether an observance belongs in a feed of `content`: festivals always, the listed monthly
    /// vrats unless the feed is festivals only.
    public static func includes(_ o: Observance, content: SyncContent, engine: CalendarEngine) -> Bool {
        if engine.isFestival(o) { return true }
        return content != .festivals && FestivalList.listedMonthly.contains(o.id)
    }

    /// Whether a day's event rings the Daily Briefing's alarm: the briefing is on and the day is
    /// today or within the next 60.
    public static func ringsBriefing(_ date: CivilDate, today: CivilDate, dailyBriefing: Bool) -> Bool {
        dailyBriefing && date >= today && today.days(until: date) <= briefingDays
    }
}
