import CivilTime
import Foundation
import GRDB
import Journey

struct JourneyFactRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "journeyFact"
    var profileId: Int64
    var kind: String
    var subject: String
    var at: Date
    var zone: String?
    var detail: String

    init(_ fact: JourneyFact, profile: ProfileID) {
        profileId = profile.rawValue
        kind = fact.kind.rawValue
        subject = fact.subject
        at = fact.at
        zone = fact.zone
        detail = fact.detail
    }

    var fact: JourneyFact? {
        JourneyFact.Kind(rawValue: kind).map {
            JourneyFact(kind: $0, subject: subject, at: at, zone: zone, detail: detail)
        }
    }
}

/// Which of the suite's other practices count as a day of sadhana for the Journey's streak.
public struct PracticeSources: Sendable, Hashable {
    public var japa: Bool
    public var morning: Bool

    public init(japa: Bool, morning: Bool) {
        self.japa = japa
        self.morning = morning
    }
}

extension AppDatabase {
    /// The Journey's table: facts only (visits, answers, stories, languages, paths, panchang
    /// checks, reflections); reading facts and the other apps' records are read where they live.
    static func registerJourneyMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 journey") { db in
            try db.create(table: "journeyFact") { t in
                t.belongsTo("profile", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("subject", .text).notNull()
                t.column("at", .datetime).notNull()
                t.column("zone", .text)
                t.column("detail", .text).notNull()
            }
            try db.create(
                index: "journeyFactByProfile", on: "journeyFact", columns: ["profileId", "kind", "subject", "detail"])
        }
    }

    /// Stores `fact`; with `oncePerDetail`, only if the profile has no fact of the same kind,
    /// subject and detail yet (facts counted once a day carry the person's day as their detail).
    /// Returns whether it was stored.
    @discardableResult
    public func record(_ fact: JourneyFact, for profile: ProfileID, oncePerDetail: Bool = false)
        async throws(StorageError) -> Bool
    {
        if oncePerDetail {
            // Most visits are a day's second look: one that changes nothing writes nothing (a read
            // does not wait for the writer). A stored fact implies its profile exists.
            if try await read({ db in try Self.hasFact(fact, of: profile, db) }) { return false }
        }
        _ = try await self.profile(profile, now: fact.at)
        return try await write { db in
            // Checked again inside the write: another request may have stored it meanwhile.
            if oncePerDetail, try Self.hasFact(fact, of: profile, db) { return false }
            try JourneyFactRecord(fact, profile: profile).insert(db)
            return true
        }
    }

    /// Whether the profile has a fact of `fact`'s kind, subject and detail (a statement prepared
    /// once per connection: this runs on every calendar request).
    private static func hasFact(_ fact: JourneyFact, of profile: ProfileID, _ db: Database) throws -> Bool {
        let statement = try db.cachedStatement(
            sql: """
                SELECT EXISTS (SELECT 1 FROM journeyFact
                WHERE profileId = ? AND kind = ? AND subject = ? AND detail = ?)
                """)
        return try Bool.fetchOne(
            statement, arguments: [profile.rawValue, fact.kind.rawValue, fact.subject, fact.detail]) ?? false
    }

    /// Stores a challenge answer; a second answer for the same day is refused and changes nothing.
    public func recordAnswer(_ fact: JourneyFact, for profile: ProfileID) async throws(StorageError) {
        _ = try await self.profile(profile, now: fact.at)
        try await write { db in
            let answered =
                try JourneyFactRecord.filter(
                    Column("profileId") == profile.rawValue
                        && Column("kind") == JourneyFact.Kind.challengeAnswered.rawValue
                        && Column("subject") == fact.subject
                ).fetchOne(db)
            if answered != nil { throw StorageError.challengeAlreadyAnswered(fact.subject) }
            try JourneyFactRecord(fact, profile: profile).insert(db)
        }
    }

    /// The stored answer to the challenge of `day`, if any.
    public func challengeAnswer(on day: CivilDate, for profile: ProfileID) async throws(StorageError) -> JourneyFact? {
        try await read { db in
            try JourneyFactRecord.filter(
                Column("profileId") == profile.rawValue && Column("kind") == JourneyFact.Kind.challengeAnswered.rawValue
                    && Column("subject") == day.description
            ).fetchOne(db)?.fact
        }
    }

    /// Every fact the Journey derives from, for one profile: its own facts, the reading facts (a
    /// unit opened, read, explained, studied), and, as `sources` allow, a practice fact at each
    /// japa addition and at each morning routine fully checked off.
    public func journeyFacts(of profile: ProfileID, practice sources: PracticeSources) async throws(StorageError)
        -> [JourneyFact]
    {
        try await read { db in
            let id = profile.rawValue
            // Statements prepared once per connection: every calendar page derives the Journey.
            var facts = try JourneyFactRecord.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM journeyFact WHERE profileId = ?"), arguments: [id]
            ).compactMap(\.fact)
            let readings = try ReadingFactRecord.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM \(ReadingFactRecord.databaseTableName) WHERE profileId = ?"),
                arguments: [id])
            for r in readings {
                let kind: JourneyFact.Kind? =
                    switch r.kind {
                    case "opened": .unitViewed
                    case "read": .unitRead
                    case "explanationViewed": .explanationViewed
                    case "deepStudy": .deepStudy
                    default: nil
                    }
                if let kind {
                    facts.append(JourneyFact(kind: kind, subject: JourneyFact.unit(r.textId, r.ref), at: r.at))
                }
            }
            if sources.japa {
                // Each addition's instant: the Journey counts it on the person's own day (their
                // zone and day start), as it does a visit, not on the japa app's calendar date.
                let instants = try Date.fetchAll(
                    db,
                    sql: """
                        SELECT recordedAt FROM japaEntry
                        WHERE profileId = ? AND kind = 'addition' AND amount > 0 ORDER BY recordedAt
                        """, arguments: [id])
                facts += instants.map { JourneyFact(kind: .practiceDay, subject: "japa", at: $0) }
            }
            if sources.morning { facts += try Self.morningPracticeDays(db, id) }
            return facts
        }
    }

    /// Days on which every task of a morning routine ended checked.
    static func morningPracticeDays(_ db: Database, _ profile: Int64) throws -> [JourneyFact] {
        let taskCounts = try Row.fetchAll(
            db,
            sql: """
                SELECT r.id AS id, COUNT(t.id) AS n FROM morningRoutine r JOIN morningTask t ON t.morningRoutineId = r.id
                WHERE r.profileId = ? GROUP BY r.id
                """, arguments: [profile]
        ).reduce(into: [String: Int]()) { $0[$1["id"]] = $1["n"] }
        let completions = try MorningCompletionRecord.filter(Column("profileId") == profile)
            .order(Column("recordedAt"), Column("id")).fetchAll(db)
        var state: [String: [String: Bool]] = [:]
        var lastAt: [String: Date] = [:]
        for c in completions {
            let key = "\(c.day)|\(c.morningRoutineId)"
            state[key, default: [:]][c.taskId] = c.kind == "completed"
            lastAt[key] = c.recordedAt
        }
        var days: [String: Date] = [:]
        for (key, tasks) in state {
            let parts = key.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2, let n = taskCounts[parts[1]], n > 0, tasks.values.filter({ $0 }).count >= n,
                let at = lastAt[key]
            else { continue }
            days[parts[0]] = min(days[parts[0]] ?? at, at)
        }
        // The instant the routine was completed; the Journey puts it on the person's own day.
        return days.values.map { JourneyFact(kind: .practiceDay, subject: "morning", at: $0) }
    }
}

extension CalendarSettings {
    /// How this person's days are counted on `zone`'s clock: their chosen day start (04:00 when
    /// the stored value is out of range).
    public func dayReckoning(zone: TimeZone) -> DayReckoning {
        (try? DayReckoning(dayStartMinute: dayStartMinute, zone: zone))
            ?? (try! DayReckoning(dayStartMinute: 4 * 60, zone: zone))
    }

    /// The practices that keep this person's streak besides the Companion itself.
    public var practiceSources: PracticeSources {
        PracticeSources(japa: journeyCountsJapa, morning: journeyCountsMorning)
    }
}

extension AppDatabase {
    /// The profile's Journey, derived from every stored fact at `now`, days counted by `settings`
    /// on `zone`'s clock.
    public func journey(
        of profile: ProfileID, settings: CalendarSettings, texts: Journey.Texts, zone: TimeZone, now: Date
    ) async throws(StorageError) -> Journey {
        let facts = try await journeyFacts(of: profile, practice: settings.practiceSources)
        return Journey(facts: facts, texts: texts, reckoning: settings.dayReckoning(zone: zone), now: now)
    }
}
