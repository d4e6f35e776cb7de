import CivilTime
import Foundation
import GRDB
import Japa

struct JapaCounterRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "japaCounter"
    var id: Int64?
    var profileId: Int64
    var name: String
    var target: Int
    var targetDate: String?
    var copyFormat: String
    var followOn: Bool
    var createdAt: Date

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ counter: JapaCounter, profile: ProfileID) {
        id = counter.id?.rawValue
        profileId = profile.rawValue
        name = counter.name
        target = counter.target
        targetDate = counter.targetDate?.description
        copyFormat = counter.copyFormat.rawValue
        followOn = counter.followOn
        createdAt = counter.createdAt
    }

    var counter: JapaCounter {
        JapaCounter(
            id: id.map(CounterID.init(rawValue:)), name: name, target: target,
            targetDate: targetDate.flatMap { try? CivilDate(iso: $0) },
            copyFormat: CopyFormat(rawValue: copyFormat) ?? .literal, followOn: followOn, createdAt: createdAt)
    }
}

struct JapaEntryRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "japaEntry"
    var id: Int64?
    var profileId: Int64
    var japaCounterId: Int64
    var kind: String
    var amount: Int
    var recordedAt: Date
    var day: String
    /// Derived, kept by `JapaRunningTotals`: how much the entry changed the total, the total
    /// after it, and whether it is in effect (not an undo, not undone).
    var counted = 0
    var runningTotal = 0
    var effective = false

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ entry: JapaEntry, counter: Int64, profile: ProfileID) {
        profileId = profile.rawValue
        japaCounterId = counter
        kind = entry.kind.rawValue
        amount = entry.amount
        recordedAt = entry.recordedAt
        day = entry.day.description
    }

    var entry: JapaEntry? {
        guard let kind = JapaEntry.Kind(rawValue: kind), let day = try? CivilDate(iso: day) else { return nil }
        return JapaEntry(kind: kind, amount: amount, recordedAt: recordedAt, day: day)
    }
}
