import CivilTime
import Foundation
import Journey

/// Shared places, days and builders for the Journey tests. Days are counted from Monday
/// 2026-03-02 in Kolkata (no daylight saving), with the default 04:00 day start.
enum Fixture {
    static let kolkata = TimeZone(identifier: "Asia/Kolkata")!
    static let toronto = TimeZone(identifier: "America/Toronto")!
    static let reckoning = try! DayReckoning(zone: kolkata)
    static let monday = try! CivilDate(iso: "2026-03-02")

    /// A small library: text `t` of three units.
    static let small = Journey.Texts([("t", ["1", "2", "3"])])

    /// A library with a text `big` of 120 units, for the counting badges.
    static let big = Journey.Texts([("t", ["1", "2", "3"]), ("big", (1...120).map(String.init))])

    /// The 15 texts of seed §3.2, two units each.
    static let fifteenIDs = [
        "bhagavad-gita", "hanuman-chalisa", "japji-sahib", "bhagavata-purana", "vishnu-sahasranama",
        "shiva-purana", "sri-rudram", "devi-mahatmya", "soundarya-lahari", "shikshapatri", "vachanamrut",
        "sukhmani-sahib", "daily-gurbani", "tattvartha-sutra", "jain-prayers",
    ]
    static let fifteen = Journey.Texts(fifteenIDs.map { ($0, ["1", "2"]) })

    /// The civil day `offset` days after Monday 2026-03-02.
    static func day(_ offset: Int) -> CivilDate { monday.adding(days: offset) }

    /// An instant on day `offset` at a wall-clock time in `zone` (Kolkata by default).
    static func at(_ offset: Int, _ hour: Int = 9, _ minute: Int = 0, in zone: TimeZone = kolkata) -> Date {
        day(offset).instant(hour: hour, minute: minute, second: 0, in: zone)
    }

    static func visit(_ offset: Int, _ hour: Int = 9, _ minute: Int = 0) -> JourneyFact {
        JourneyFact(kind: .appOpened, at: at(offset, hour, minute))
    }

    static func unit(
        _ kind: JourneyFact.Kind, _ text: String, _ ref: String, _ offset: Int, _ hour: Int = 9, _ minute: Int = 0
    ) -> JourneyFact {
        JourneyFact(kind: kind, subject: JourneyFact.unit(text, ref), at: at(offset, hour, minute))
    }

    /// The Journey of `facts`, judged at `now` (by default a minute after the latest fact).
    static func journey(_ facts: [JourneyFact], texts: Journey.Texts = small, now: Date? = nil) -> Journey {
        let latest = facts.map(\.at).max() ?? at(0)
        return Journey(facts: facts, texts: texts, reckoning: reckoning, now: now ?? latest.addingTimeInterval(60))
    }
}

extension Journey {
    /// The awards given for `reason`, oldest first.
    func awards(_ reason: Award.Reason) -> [Award] { awards.filter { $0.reason == reason } }

    /// The points given for `reason`.
    func points(_ reason: Award.Reason) -> Int { awards(reason).reduce(0) { $0 + $1.points } }

    /// The status of the badge called `id`.
    func badge(_ id: String) -> BadgeStatus? { badges.first { $0.badge.id == id } }
}
