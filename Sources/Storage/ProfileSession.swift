import Foundation
import GRDB

/// Random secrets for profiles: the browser's session token, feed tokens and one-time transfer
/// codes. Every one comes from the system's cryptographic generator (`SystemRandomNumberGenerator`).
public enum ProfileSecret {
    /// A session or feed token: 32 random bytes (256 bits) as 64 lowercase hex digits.
    public static func token() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// True for a string shaped like a token (so lookups never see arbitrary input).
    public static func isTokenShaped(_ text: String) -> Bool {
        (32...64).contains(text.utf8.count)
            && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    /// The letters of a transfer code: no 0/O, 1/I/L, so it can be read aloud and typed on a phone.
    static let codeAlphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    /// Characters in a transfer code (31^10 ≈ 8·10^14 codes).
    public static let codeLength = 10

    /// A one-time transfer code such as `KXQ7-M2PR-9T`.
    static func transferCode() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<codeLength).map { _ in codeAlphabet.randomElement(using: &generator)! })
    }

    /// A typed code in canonical form: upper case, without spaces or dashes; nil when it cannot be one.
    public static func normalizedCode(_ typed: String) -> String? {
        let kept = typed.uppercased().filter { $0 != "-" && $0 != " " }
        guard kept.count == codeLength, kept.allSatisfy({ codeAlphabet.contains($0) }) else { return nil }
        return kept
    }
}

/// A one-time code that carries a profile to another device.
public struct TransferCode: Sendable, Hashable {
    /// The code as shown: groups of four, e.g. `KXQ7-M2PR-9T`.
    public let display: String
    public let expiresAt: Date
}

struct ProfileTransferRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profileTransfer"
    var code: String
    var profileId: Int64
    var expiresAt: Date
}

extension AppDatabase {
    /// How long a transfer code stays valid.
    public static let transferCodeLifetime: TimeInterval = 15 * 60

    /// The profile whose browser session has this token, if any.
    public func profile(forSessionToken token: String) async throws(StorageError) -> Profile? {
        guard ProfileSecret.isTokenShaped(token) else { return nil }
        return try await read { db in
            // Every request with a cookie asks this: a statement prepared once per connection.
            try ProfileRecord.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM profile WHERE sessionToken = ? LIMIT 1"), arguments: [token]
            )?.profile
        }
    }

    /// Opens a session for a new browser: the oldest profile that no browser holds yet (the data
    /// stored before profiles existed) is handed over once; otherwise a new, empty profile.
    public func startSession(token: String, now: Date) async throws(StorageError) -> Profile {
        try await write { db in
            if let unclaimed = try ProfileRecord.filter(Column("sessionToken") == nil).order(Column("id")).fetchOne(db),
                let id = unclaimed.id
            {
                try db.execute(
                    sql: "UPDATE profile SET sessionToken = ?, feedToken = COALESCE(feedToken, ?) WHERE id = ?",
                    arguments: [token, ProfileSecret.token(), id])
                return unclaimed.profile!
            }
            try ProfileRecord(
                id: nil, language: nil, createdAt: now, sessionToken: token, timeZone: nil, timeZoneIsManual: false,
                feedToken: ProfileSecret.token()
            ).insert(db)
            return Profile(id: ProfileID(rawValue: db.lastInsertedRowID))
        }
    }

    /// A new one-time code for carrying `profile` to another device; earlier codes stop working.
    public func newTransferCode(for profile: ProfileID, now: Date) async throws(StorageError) -> TransferCode {
        try await write { db in
            try ProfileTransferRecord.filter(Column("profileId") == profile.rawValue || Column("expiresAt") < now)
                .deleteAll(db)
            let record = ProfileTransferRecord(
                code: ProfileSecret.transferCode(), profileId: profile.rawValue,
                expiresAt: now.addingTimeInterval(Self.transferCodeLifetime))
            try record.insert(db)
            return TransferCode(display: Self.display(record.code), expiresAt: record.expiresAt)
        }
    }

    /// The code still waiting to be used for `profile`, if any.
    public func pendingTransferCode(for profile: ProfileID, now: Date) async throws(StorageError) -> TransferCode? {
        try await read { db in
            try ProfileTransferRecord.filter(Column("profileId") == profile.rawValue && Column("expiresAt") > now)
                .fetchOne(db)
                .map { TransferCode(display: Self.display($0.code), expiresAt: $0.expiresAt) }
        }
    }

    /// Uses a transfer code: answers the profile's session token (so the new device joins the same
    /// profile) and forgets the code. Unknown, used and expired codes answer nil.
    public func redeemTransferCode(_ typed: String, now: Date) async throws(StorageError) -> (Profile, token: String)? {
        guard let code = ProfileSecret.normalizedCode(typed) else { return nil }
        return try await write { db in
            guard let transfer = try ProfileTransferRecord.fetchOne(db, key: code) else { return nil }
            try transfer.delete(db)
            guard transfer.expiresAt > now, let record = try ProfileRecord.fetchOne(db, key: transfer.profileId),
                let profile = record.profile, let token = record.sessionToken
            else { return nil }
            return (profile, token)
        }
    }

    /// Deletes the profile and, through the foreign keys, every row that belongs to it.
    public func deleteProfile(_ profile: ProfileID) async throws(StorageError) {
        try await write { db in
            _ = try ProfileRecord.deleteOne(db, key: profile.rawValue)
        }
    }

    /// The profile's calendar-feed token (created when missing).
    public func calendarFeedToken(for profile: ProfileID) async throws(StorageError) -> String {
        try await write { db in
            if let token = try String.fetchOne(
                db, sql: "SELECT feedToken FROM profile WHERE id = ?", arguments: [profile.rawValue])
            {
                return token
            }
            let token = ProfileSecret.token()
            try db.execute(sql: "UPDATE profile SET feedToken = ? WHERE id = ?", arguments: [token, profile.rawValue])
            return token
        }
    }

    /// The profile whose calendar feed has this token.
    public func profile(forCalendarFeedToken token: String) async throws(StorageError) -> Profile? {
        guard ProfileSecret.isTokenShaped(token) else { return nil }
        return try await read { db in try ProfileRecord.filter(Column("feedToken") == token).fetchOne(db)?.profile }
    }

    /// Replaces every feed token of the profile (calendar, Tamil alerts, morning reminder): the old
    /// subscription links stop working at once.
    public func rotateFeedTokens(for profile: ProfileID) async throws(StorageError) {
        try await write { db in
            let id = profile.rawValue
            try db.execute(
                sql: "UPDATE profile SET feedToken = ? WHERE id = ?", arguments: [ProfileSecret.token(), id])
            try db.execute(
                sql: "UPDATE tamilPreferences SET feedToken = ? WHERE profileId = ?",
                arguments: [ProfileSecret.token(), id])
            try db.execute(
                sql: "UPDATE morningState SET feedToken = ? WHERE profileId = ?",
                arguments: [ProfileSecret.token(), id])
        }
    }

    private static func display(_ code: String) -> String {
        var groups: [String] = []
        var rest = Substring(code)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        return groups.joined(separator: "-")
    }
}
