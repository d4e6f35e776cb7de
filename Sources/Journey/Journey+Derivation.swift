import CivilTime
import Foundation

/// One pass over the facts in time order, collecting awards and the first instants of everything
/// the badges count.
struct Derivation {
    let texts: Journey.Texts
    let reckoning: DayReckoning
    private var zones: [String: TimeZone] = [:]
    private var lastZone: TimeZone?
    private(set) var days: [CivilDate: ActiveDay] = [:]
    private(set) var awards: [Award] = []
    private(set) var challenges: [String: Bool] = [:]
    private var visitDays: Set<CivilDate> = []
    private var viewedToday: Set<String> = []
    private var readUnits: [String: Set<String>] = [:]
    private var completedAt: [String: Date] = [:]
    private var deepStudyPoints: [CivilDate: Int] = [:]
    /// For each counted measure, the instant each new distinct thing was first counted.
    private var firsts: [Badge.Measure: [Date]] = [:]
    private var seen: [Badge.Measure: Set<String>] = [:]

    init(texts: Journey.Texts, reckoning: DayReckoning) {
        self.texts = texts
        self.reckoning = reckoning
    }

    mutating func take(_ fact: JourneyFact) {
        let zone = resolveZone(fact.zone)
        let day: CivilDate
        if fact.kind == .practiceDay, let own = try? CivilDate(iso: fact.detail) {
            day = own
        } else {
            day = reckoning.day(of: fact.at, in: zone)
        }
        // A practice day names its own day; its instant (when it was stored) may be much later,
        // so it only stands in for the day's times when nothing else happened that day.
        if fact.kind != .practiceDay || days[day] == nil { markActive(day, at: fact.at, zone: zone) }
        switch fact.kind {
        case .appOpened:
            if visitDays.insert(day).inserted { award(.appOpened, fact.at) }
        case .unitViewed:
            guard isKnownUnit(fact) else { return }
            if viewedToday.insert("\(day)|\(fact.subject)").inserted { award(.unitViewed, fact.at, fact.subject) }
        case .unitRead:
            guard isKnownUnit(fact) else { return }
            if readUnits[fact.textID, default: []].insert(fact.ref).inserted {
                award(.unitRead, fact.at, fact.subject)
                completeIfWhole(fact.textID, at: fact.at)
            }
        case .explanationViewed:
            guard isKnownUnit(fact) else { return }
            if count(.explanationsViewed, fact.subject, fact.at) { award(.explanationViewed, fact.at, fact.subject) }
        case .deepStudy:
            guard isKnownUnit(fact) else { return }
            // The same session stored twice counts, and earns, once.
            guard count(.deepStudySessions, "\(fact.at.timeIntervalSince1970)|\(fact.subject)", fact.at) else { return }
            let sofar = deepStudyPoints[day, default: 0]
            let points = min(Award.points(for: .deepStudy), Award.deepStudyDailyCap - sofar)
            if points > 0 {
                deepStudyPoints[day] = sofar + points
                awards.append(Award(at: fact.at, points: points, reason: .deepStudy, subject: fact.subject))
            }
        case .challengeAnswered:
            guard challenges[fact.subject] == nil else { return }
            challenges[fact.subject] = fact.isRight
            count(.challengesAnswered, fact.subject, fact.at)
            if fact.isRight { award(.challengeRight, fact.at, fact.subject) }
        case .festivalStoryRead:
            count(.storiesRead, fact.subject, fact.at)
        case .reflectionWritten:
            guard isKnownUnit(fact) else { return }
            if count(.reflectionsWritten, fact.subject, fact.at) { award(.reflectionWritten, fact.at, fact.subject) }
        case .languageUsed:
            count(.languagesUsed, fact.subject, fact.at)
        case .pathExplored:
            count(.pathsExplored, fact.subject, fact.at)
        case .panchangChecked:
            count(.panchangDays, day.description, fact.at)
        case .practiceDay:
            break
        }
    }

    private mutating func resolveZone(_ identifier: String?) -> TimeZone {
        guard let identifier else { return lastZone ?? reckoning.zone }
        if let known = zones[identifier] {
            lastZone = known
            return known
        }
        let zone = TimeZone(identifier: identifier) ?? lastZone ?? reckoning.zone
        zones[identifier] = zone
        lastZone = zone
        return zone
    }

    private mutating func markActive(_ day: CivilDate, at: Date, zone: TimeZone) {
        if var active = days[day] {
            if at < active.firstAt { (active.firstAt, active.firstZone) = (at, zone) }
            if at >= active.lastAt { (active.lastAt, active.lastZone) = (at, zone) }
            days[day] = active
        } else {
            days[day] = ActiveDay(day: day, firstAt: at, firstZone: zone, lastAt: at, lastZone: zone)
        }
    }

    private func isKnownUnit(_ fact: JourneyFact) -> Bool {
        texts.refs[fact.textID]?.contains(fact.ref) ?? false
    }

    private mutating func award(_ reason: Award.Reason, _ at: Date, _ subject: String = "") {
        awards.append(Award(at: at, points: Award.points(for: reason), reason: reason, subject: subject))
    }

    /// Counts `key` once for `measure`; true when it was new.
    @discardableResult
    private mutating func count(_ measure: Badge.Measure, _ key: String, _ at: Date) -> Bool {
        guard seen[measure, default: []].insert(key).inserted else { return false }
        firsts[measure, default: []].append(at)
        return true
    }

    private mutating func completeIfWhole(_ textID: String, at: Date) {
        guard completedAt[textID] == nil, let all = texts.refs[textID], !all.isEmpty,
            readUnits[textID, default: []].count >= all.count
        else { return }
        completedAt[textID] = at
        awards.append(Award(at: at, points: Award.points(for: .textCompleted), reason: .textCompleted, subject: textID))
    }

    /// The streak at `now`, the streak bonus of every active day, and the instant each run length
    /// was first reached.
    func streaks(now: Date) -> (Streak, [Award], [Int: Date]) {
        let ordered = days.values.sorted { $0.day < $1.day }
        var awards: [Award] = []
        var reached: [Int: Date] = [:]
        var run = 0
        var best = 0
        var previous: ActiveDay?
        for day in ordered {
            run = previous.map { $0.isContinued(by: day, reckoning: reckoning) } == true ? run + 1 : 1
            best = max(best, run)
            if reached[run] == nil { reached[run] = day.firstAt }
            awards.append(
                Award(
                    at: day.firstAt, points: Award.points(for: .streakBonus) * run, reason: .streakBonus,
                    subject: "\(run)"))
            previous = day
        }
        guard let last = ordered.last, last.isAlive(at: now, in: reckoning.zone, reckoning: reckoning) else {
            return (Streak(current: 0, best: best, isAwaitingToday: false), awards, reached)
        }
        let today = reckoning.day(of: now)
        return (Streak(current: run, best: best, isAwaitingToday: last.day < today), awards, reached)
    }

    func status(of badge: Badge, bestStreakDays reached: [Int: Date]) -> BadgeStatus {
        switch badge.measure {
        case .bestStreak:
            let best = reached.keys.max() ?? 0
            return BadgeStatus(
                badge: badge, earnedAt: reached[badge.goal], progress: min(best, badge.goal), target: badge.goal)
        case .textCompleted:
            let id = badge.textID ?? ""
            let total = texts.refs[id]?.count ?? 0
            return BadgeStatus(
                badge: badge, earnedAt: completedAt[id], progress: min(readUnits[id]?.count ?? 0, total), target: total)
        default:
            let instants = firsts[badge.measure] ?? []
            return BadgeStatus(
                badge: badge, earnedAt: instants.count >= badge.goal ? instants[badge.goal - 1] : nil,
                progress: min(instants.count, badge.goal), target: badge.goal)
        }
    }
}
