import CivilTime
import Foundation
import Journey
import Localization

/// The Journey in words and numbers for the templates: the status bar, the streak flame, the toast
/// and celebrations, the Journey screen and a badge's detail, in the person's language.
struct JourneyPresenter {
    let localizer: Localizer
    let language: Language
    /// Text titles by id, then by language code (lowercased; `en` the English one), for the
    /// text-completion badges.
    let textTitles: [String: [String: String]]
    let zone: TimeZone

    func t(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("journey.\(key)", in: language, arguments)
    }

    func levelTitle(_ level: Level) -> String { t("levelName.\(level.number)") }

    /// The text's title as readers of the page's language name it.
    func textTitle(_ id: String) -> String {
        textTitles[id]?[language.rawValue] ?? textTitles[id]?["en"] ?? id
    }

    /// The Sadhana status bar and streak flame (seed §2.1, §2.3).
    func status(_ journey: Journey) -> [String: Any] {
        let level = journey.level
        let streak = journey.streak
        let tier = streak.tier
        return [
            "level": level.number, "levelTitle": levelTitle(level),
            "levelLabel": t("levelTitle", ["number": "\(level.number)", "title": levelTitle(level)]),
            "points": journey.points, "pointsText": t("points", ["points": "\(journey.points)"]),
            "pointsLong": t("pointsLong", ["points": "\(journey.points)"]),
            "streak": streak.current, "best": streak.best, "tier": tier.rawValue,
            "pulse": tier == .plain ? "none" : tier == .orange ? "soft" : "strong",
            "streakText": streak.current > 0
                ? t("streakDays", ["count": "\(streak.current)"]) : t("streakNone"),
            "bestText": t("streakBest", ["count": "\(streak.best)"]),
            "bonusText": t("streakBonus", ["points": "\(streak.current * 2)"]),
            "hasBonus": streak.current > 0,
            "awaiting": streak.isAwaitingToday, "awaitingText": t("streakAwaiting"),
            "percent": Int((level.progress(at: journey.points) * 100).rounded(.down)),
            "toNext": level.next.map {
                t("toNext", ["points": "\(level.pointsToNext(from: journey.points))", "title": levelTitle($0)])
            } ?? t("top"),
        ]
    }

    /// The points toast and any celebration for what happened since the person last looked.
    func news(_ events: [JourneyEvent]) -> [String: Any] {
        var out: [String: Any] = [:]
        let awards = events.compactMap { event -> Award? in if case .points(let a) = event { a } else { nil } }
        let total = awards.reduce(0) { $0 + $1.points }
        if total > 0 {
            var reasons: [String] = []
            for reason in Award.Reason.allCases {
                let sum = awards.filter { $0.reason == reason }.reduce(0) { $0 + $1.points }
                if sum > 0 { reasons.append("\(t("reason.\(reason.rawValue)")) +\(sum)") }
            }
            out["toast"] = [
                "text": t("toast", ["points": "\(total)"]),
                "label": t("toastLabel", ["points": "\(total)", "reasons": reasons.joined(separator: ", ")]),
            ]
        }
        for event in events.reversed() {
            if case .levelUp(let up) = event {
                let level = Level.all[up.to - 1]
                out["celebration"] = [
                    "isLevel": true, "heading": t("levelUp"),
                    "line": t("levelUpFrom", ["from": "\(up.from)", "to": "\(up.to)"]),
                    "title": levelTitle(level), "icon": "✦", "button": t("continue"), "href": "/calendar/journey",
                ]
                return out
            }
        }
        for event in events.reversed() {
            if case .badge(let badge, _) = event {
                out["celebration"] = [
                    "isBadge": true, "heading": t("badgeEarned"), "title": badgeName(badge), "line": badgeHow(badge),
                    "icon": Self.icon(badge.category), "button": t("dismiss"),
                    "href": "/calendar/journey/badges/\(badge.id)",
                ]
                return out
            }
        }
        return out
    }

    func badgeName(_ badge: Badge) -> String {
        if let id = badge.textID { return t("textBadge.name", ["text": textTitle(id)]) }
        return t("badge.\(badge.id).name")
    }

    func badgeHow(_ badge: Badge) -> String {
        if let id = badge.textID { return t("textBadge.how", ["text": textTitle(id)]) }
        return t("badge.\(badge.id).how")
    }

    /// A symbol per category, from the Indic and symbol fonts the suite already relies on (no
    /// colour-emoji font is needed).
    static func icon(_ category: Badge.Category) -> String {
        switch category {
        case .streak: "✹"
        case .textCompletion: "❦"
        case .explorer: "✧"
        case .festival: "✺"
        case .language: "अ"
        case .panchang: "☀"
        case .challenge: "?"
        case .engagement: "✦"
        }
    }

    func date(_ instant: Date) -> String {
        let d = CivilDate(instant, in: zone)
        return localizer.text(
            "calendar.format.longDate", in: language,
            [
                "day": "\(d.day)", "month": localizer.text("calendar.names.month.\(d.month)", in: language),
                "year": "\(d.year)",
            ])
    }

    func badge(_ status: BadgeStatus) -> [String: Any] {
        var item: [String: Any] = [
            "id": status.badge.id, "name": badgeName(status.badge), "how": badgeHow(status.badge),
            "icon": Self.icon(status.badge.category), "earned": status.isEarned,
            "href": "/calendar/journey/badges/\(status.badge.id)",
            "progressText": t("progress", ["progress": "\(status.progress)", "target": "\(status.target)"]),
            "progress": status.progress, "target": max(status.target, 1),
            "category": t("category.\(status.badge.category.rawValue)"),
        ]
        if let at = status.earnedAt {
            item["earnedText"] = t("earnedOn", ["date": date(at)])
            item["earnedISO"] = at.iso8601(in: zone)
        }
        return item
    }

    /// The Journey screen (seed §7.1): ring, level, stats, badges by category, the levels and the
    /// points table.
    func page(_ journey: Journey) -> [String: Any] {
        let categories = Badge.Category.allCases.map { category -> [String: Any] in
            let items = journey.badges.filter { $0.badge.category == category }
            return [
                "name": t("category.\(category.rawValue)"), "id": category.rawValue,
                "badges": items.map(badge(_:)),
                "count": "\(items.filter(\.isEarned).count)/\(items.count)",
            ]
        }
        let circumference = 2 * Double.pi * 52
        let fraction = journey.level.progress(at: journey.points)
        return [
            "status": status(journey), "categories": categories,
            "stats": [
                ["label": t("ppLabel"), "value": "\(journey.points)"],
                ["label": t("daysActive"), "value": "\(journey.daysActive)"],
                ["label": t("badgesEarned"), "value": "\(journey.badgesEarned)/\(journey.badges.count)"],
            ],
            "ringLength": String(format: "%.1f", circumference),
            "ringGap": String(format: "%.1f", circumference * (1 - fraction)),
            "percentText": t("percent", ["percent": "\(Int((fraction * 100).rounded(.down)))"]),
            "levels": Level.all.map { level -> [String: Any] in
                [
                    "number": level.number, "title": levelTitle(level), "threshold": level.threshold,
                    "current": level.number == journey.level.number, "reached": level.number <= journey.level.number,
                ]
            },
            "pointRows": Award.Reason.allCases.map { reason -> [String: String] in
                [
                    "label": t("pointsRow.\(reason.rawValue)"),
                    "points": reason == .streakBonus ? "× 2" : "+\(Award.points(for: reason))",
                ]
            },
        ]
    }
}
