import CivilTime
import Foundation
import Observances
import Vakya

/// A day a person observes, with the kinds of observance that make it so.
public struct ObservedDate: Sendable, Hashable {
    public let date: CivilDate
    public let kinds: [TamilObservedDay]

    public var avoidsNonVeg: Bool { kinds.contains(where: \.avoidsNonVeg) }
}

/// The food status of a day (the seed's `FoodStatus`): regular, a day to avoid non-vegetarian
/// food, or several observances at once; and the next observed day.
public struct FoodStatus: Sendable {
    public enum Kind: String, Sendable {
        case regular, avoidNonVeg, multipleAuspicious
    }
    public let kind: Kind
    public let today: [TamilObservedDay]
    public let next: ObservedDate?
}

/// An alert: two days before an observed day (to shop and plan), the evening before it, the
/// morning of it, or the Sunday summary.
public struct FoodAlertItem: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case twoDaysBefore, evening, morning, weekly
    }
    public let kind: Kind
    /// When it is due.
    public let due: Date
    /// The observed day (two days before, evening, morning) or the first day of the week summarised.
    public let date: CivilDate
    /// The observed days concerned (one for the day's alerts; the week's for the summary).
    public let days: [ObservedDate]
}

extension TamilCalendar {
    /// Observed days from `first` through `last` for the chosen kinds.
    public func observedDates(
        from first: CivilDate, through last: CivilDate, at location: Location, observed: Set<TamilObservedDay>,
        reckoning: Reckoning = .drik
    ) throws(TamilError) -> [ObservedDate] {
        guard !observed.isEmpty else { return [] }
        let list = try observances(from: first.adding(days: -9), through: last, at: location, reckoning: reckoning)
        var kinds: [CivilDate: Set<TamilObservedDay>] = [:]
        for o in list {
            if o.id == "navaratri", observed.contains(.navaratri) {
                for n in 0..<9 { kinds[o.date.adding(days: n), default: []].insert(.navaratri) }
                continue
            }
            for kind in observed where kind != .navaratri && kind.observanceIDs.contains(o.id) {
                kinds[o.date, default: []].insert(kind)
            }
        }
        return kinds.keys.filter { $0 >= first && $0 <= last }.sorted().map { date in
            ObservedDate(date: date, kinds: TamilObservedDay.allCases.filter { kinds[date]!.contains($0) })
        }
    }

    /// The food status of `day` for the observed kinds; the next observed day is looked for up to
    /// 62 days ahead, by `reckoning` (pass the one `day` was computed by: under Vakya the lunar
    /// observances fall by the almanac's tithis and nakshatras).
    public func foodStatus(_ day: TamilDay, observed: Set<TamilObservedDay>, reckoning: Reckoning = .drik)
        throws(TamilError) -> FoodStatus
    {
        let today = day.kinds(observed: observed)
        // The next observed day within 62 days, looked for a month at a time: it is nearly always
        // in this month or the next, so the months after it are not computed (a cold place's
        // day then costs one or two months of the engine, not three).
        let last = day.date.adding(days: 62)
        var next: ObservedDate?
        var from = day.date.adding(days: 1)
        while next == nil, from <= last {
            let monthEnd = from.adding(days: CivilDate.daysIn(month: from.month, year: from.year) - from.day)
            let through = min(monthEnd, last)
            next = try observedDates(
                from: from, through: through, at: day.location, observed: observed, reckoning: reckoning
            ).first
            from = through.adding(days: 1)
        }
        let kind: FoodStatus.Kind =
            today.filter(\.avoidsNonVeg).count > 1
            ? .multipleAuspicious : today.contains(where: \.avoidsNonVeg) ? .avoidNonVeg : .regular
        return FoodStatus(kind: kind, today: today, next: next)
    }

    /// Alerts due from `first` through `last` (civil days at the place): for each observed day the
    /// plan-ahead alert two days before, the evening-before and the morning reminders (one each
    /// however many observances share the day, and due even when that falls on another observed
    /// day); and the Sunday summary of the week after it.
    public func alerts(
        from first: CivilDate, through last: CivilDate, at location: Location, preferences: AlertTimes,
        observed: Set<TamilObservedDay>, reckoning: Reckoning = .drik
    ) throws(TamilError) -> [FoodAlertItem] {
        let zone = location.timeZone
        let dates = try observedDates(
            from: first, through: last.adding(days: 8), at: location, observed: observed, reckoning: reckoning)
        var result: [FoodAlertItem] = []
        // The alerts tied to one observed day: when each is due, counted in days before that day.
        let perDay: [(kind: FoodAlertItem.Kind, minute: Int?, daysBefore: Int)] = [
            (.twoDaysBefore, preferences.twoDaysBefore, 2), (.evening, preferences.evening, 1),
            (.morning, preferences.morning, 0),
        ]
        for d in dates {
            for alert in perDay {
                guard let minute = alert.minute else { continue }
                let day = d.date.adding(days: -alert.daysBefore)
                guard day >= first && day <= last else { continue }
                result.append(
                    FoodAlertItem(
                        kind: alert.kind, due: day.instant(hour: minute / 60, minute: minute % 60, second: 0, in: zone),
                        date: d.date, days: [d]))
            }
        }
        if let minute = preferences.weekly {
            var sunday = first.adding(days: (7 - first.weekday.rawValue) % 7)
            while sunday <= last {
                let week = dates.filter { $0.date > sunday && $0.date <= sunday.adding(days: 7) }
                result.append(
                    FoodAlertItem(
                        kind: .weekly, due: sunday.instant(hour: minute / 60, minute: minute % 60, second: 0, in: zone),
                        date: sunday.adding(days: 1), days: week))
                sunday = sunday.adding(days: 7)
            }
        }
        return result.sorted { ($0.due, $0.date, $0.kind.rawValue) < ($1.due, $1.date, $1.kind.rawValue) }
    }
}

/// The alert times a person chose, in minutes after local midnight; nil when off.
public struct AlertTimes: Sendable, Hashable {
    public var evening: Int?
    public var morning: Int?
    public var weekly: Int?
    public var twoDaysBefore: Int?

    public init(evening: Int?, morning: Int?, weekly: Int?, twoDaysBefore: Int? = nil) {
        self.evening = evening
        self.morning = morning
        self.weekly = weekly
        self.twoDaysBefore = twoDaysBefore
    }
}
