import Foundation
import GRDB

/// The Dharmic Companion's settings for one profile: calendar tradition, spiritual path,
/// calendar-sync content, reminders and whether onboarding is done. The place itself is the
/// profile's primary `SavedPlace`, shared with the Tamil Calendar.
public struct CalendarSettings: Sendable, Hashable, Codable {
    /// Tradition key (`purnimant`, `amavasyant`, `gujarati`, `bengali`, `tamil`, `malayalam`).
    public var tradition: String
    /// Dharma path key (`general`, `vaishnav`, …), nil until chosen; kept for the texts reader.
    public var dharmaPath: String?
    /// Which day Ekadashi and Janmashtami fasts are kept: `smarta`, `vaishnava` or `iskcon`.
    public var fastingRule: String
    /// What the calendar feed holds: `festivals`, `tithis` (festivals and tithis) or `full`.
    public var syncContent: String
    /// Festival reminders on, and which of them.
    public var festivalReminders: Bool
    public var remindMorningOf: Bool
    public var remindEveningBefore: Bool
    public var remindDayBefore: Bool
    public var remindTwoDaysBefore: Bool
    /// The daily briefing on, and its local time in minutes after midnight.
    public var dailyBriefing: Bool
    public var briefingMinute: Int
    /// The evening reminder's local time in minutes after midnight.
    public var eveningMinute: Int
    /// Whether the five onboarding steps were completed (or skipped).
    public var onboarded: Bool
    /// The script the texts' originals are shown in (a `Transliteration.Script` raw value); nil
    /// follows the language.
    public var readerScript: String?
    /// The reader's type size: `normal`, `large` or `larger`.
    public var textSize: String
    /// The Daily Briefing's text (a Scripture library id); nil is the path's primary text.
    public var dailyText: String?
    /// What the morning briefing holds (seed §6): the panchang, the primary text, festival stories,
    /// a secondary text.
    public var briefingPanchang: Bool
    public var briefingPrimaryText: Bool
    public var briefingFestivalStories: Bool
    public var briefingSecondaryText: Bool
    /// The Sadhana Journey shown (points, levels, badges, streak, challenge). Off hides every game
    /// element; the facts are still kept.
    public var journeyEnabled: Bool
    /// When the person's day begins for the streak, in minutes after midnight (0 ... 720).
    public var dayStartMinute: Int
    /// Whether a day of japa circles or a finished morning routine keeps the streak.
    public var journeyCountsJapa: Bool
    public var journeyCountsMorning: Bool
    /// The last instant whose awards were announced (toast, celebrations).
    public var journeySeenThrough: Date?
    /// The digits pages are written in: `native` (the language's own, ०१२३), `latin` (0123), or
    /// nil for the language's usual ones (CLDR's default: `Language.defaultNumerals`).
    public var numerals: String?
    /// How the Tamil tradition reckons the Tamil date and the festivals fixed to it: `vakya` (the
    /// Vakya almanac, as Tamil Nadu keeps it; the default) or `drik` (Thirukanitham). Other
    /// traditions ignore it. Kept in the settings document, so a profile without it reads the default.
    public var tamilReckoning: String

    /// The defaults a new profile starts with (North Indian purnimant, festivals only, the seed's
    /// 7 AM briefing and 6 PM evening reminder).
    public init(
        tradition: String = "purnimant", dharmaPath: String? = nil, fastingRule: String = "smarta",
        syncContent: String = "festivals",
        festivalReminders: Bool = true, remindMorningOf: Bool = true, remindEveningBefore: Bool = true,
        remindDayBefore: Bool = false, remindTwoDaysBefore: Bool = false, dailyBriefing: Bool = false,
        briefingMinute: Int = 7 * 60, eveningMinute: Int = 18 * 60, onboarded: Bool = false,
        readerScript: String? = nil, textSize: String = "normal", dailyText: String? = nil,
        briefingPanchang: Bool = true, briefingPrimaryText: Bool = true, briefingFestivalStories: Bool = true,
        briefingSecondaryText: Bool = false, journeyEnabled: Bool = true, dayStartMinute: Int = 4 * 60,
        journeyCountsJapa: Bool = false, journeyCountsMorning: Bool = false, journeySeenThrough: Date? = nil,
        numerals: String? = nil, tamilReckoning: String = "vakya"
    ) {
        self.tradition = tradition
        self.dharmaPath = dharmaPath
        self.fastingRule = fastingRule
        self.syncContent = syncContent
        self.festivalReminders = festivalReminders
        self.remindMorningOf = remindMorningOf
        self.remindEveningBefore = remindEveningBefore
        self.remindDayBefore = remindDayBefore
        self.remindTwoDaysBefore = remindTwoDaysBefore
        self.dailyBriefing = dailyBriefing
        self.briefingMinute = briefingMinute
        self.eveningMinute = eveningMinute
        self.onboarded = onboarded
        self.readerScript = readerScript
        self.textSize = textSize
        self.dailyText = dailyText
        self.briefingPanchang = briefingPanchang
        self.briefingPrimaryText = briefingPrimaryText
        self.briefingFestivalStories = briefingFestivalStories
        self.briefingSecondaryText = briefingSecondaryText
        self.journeyEnabled = journeyEnabled
        self.dayStartMinute = dayStartMinute
        self.journeyCountsJapa = journeyCountsJapa
        self.journeyCountsMorning = journeyCountsMorning
        self.journeySeenThrough = journeySeenThrough
        self.numerals = numerals
        self.tamilReckoning = tamilReckoning
    }
}

struct CalendarSettingsRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calendarSettings"
    var profileId: Int64
    var settings: String
    var updatedAt: Date
}

extension AppDatabase {
    /// The Dharmic Companion's table: one row of settings per profile, the settings kept as a
    /// JSON document so a new setting needs no migration (unknown keys keep their defaults).
    static func registerCalendarMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1 calendar settings") { db in
            try db.create(table: "calendarSettings") { t in
                t.primaryKey("profileId", .integer).references("profile", onDelete: .cascade)
                t.column("settings", .text).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
        }
    }

    /// The profile's calendar settings, defaults if none were saved.
    public func calendarSettings(of profile: ProfileID) async throws(StorageError) -> CalendarSettings {
        let stored = try await read { db in try CalendarSettingsRecord.fetchOne(db, key: profile.rawValue) }
        guard let stored else { return CalendarSettings() }
        return CalendarSettings.decodeLeniently(stored.settings)
    }

    /// Saves the profile's calendar settings.
    public func saveCalendarSettings(_ settings: CalendarSettings, for profile: ProfileID, now: Date)
        async throws(StorageError)
    {
        _ = try await self.profile(profile, now: now)
        let text = settings.encoded
        try await write { db in
            try CalendarSettingsRecord(profileId: profile.rawValue, settings: text, updatedAt: now).save(db)
        }
    }

    /// Changes the profile's calendar settings in one transaction: `change` gets the settings as
    /// stored (defaults if none) and what it leaves is saved and returned, so concurrent changes to
    /// different settings all survive. When `change` throws, nothing is saved and its error is
    /// rethrown as is.
    public func updateCalendarSettings<Failure: Error>(
        for profile: ProfileID, now: Date,
        _ change: @escaping @Sendable (inout CalendarSettings) throws(Failure) -> Void
    ) async throws -> CalendarSettings {
        _ = try await self.profile(profile, now: now)
        return try await update { db in
            var settings =
                try CalendarSettingsRecord.fetchOne(db, key: profile.rawValue)
                .map { CalendarSettings.decodeLeniently($0.settings) } ?? CalendarSettings()
            try RejectedChange.carry { try change(&settings) }
            try CalendarSettingsRecord(profileId: profile.rawValue, settings: settings.encoded, updatedAt: now).save(db)
            return settings
        }
    }
}

extension CalendarSettings {
    /// The values `tamilReckoning` takes.
    public static let tamilReckonings = ["vakya", "drik"]

    /// The settings as the stored JSON document.
    var encoded: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Reads stored JSON, taking each known key that decodes and the default for the rest.
    static func decodeLeniently(_ text: String) -> CalendarSettings {
        var s = CalendarSettings()
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            return s
        }
        if let v = object["tradition"] as? String { s.tradition = v }
        if let v = object["dharmaPath"] as? String { s.dharmaPath = v }
        if let v = object["fastingRule"] as? String { s.fastingRule = v }
        if let v = object["syncContent"] as? String { s.syncContent = v }
        if let v = object["festivalReminders"] as? Bool { s.festivalReminders = v }
        if let v = object["remindMorningOf"] as? Bool { s.remindMorningOf = v }
        if let v = object["remindEveningBefore"] as? Bool { s.remindEveningBefore = v }
        if let v = object["remindDayBefore"] as? Bool { s.remindDayBefore = v }
        if let v = object["remindTwoDaysBefore"] as? Bool { s.remindTwoDaysBefore = v }
        if let v = object["dailyBriefing"] as? Bool { s.dailyBriefing = v }
        if let v = object["briefingMinute"] as? Int, (0..<1440).contains(v) { s.briefingMinute = v }
        if let v = object["eveningMinute"] as? Int, (0..<1440).contains(v) { s.eveningMinute = v }
        if let v = object["onboarded"] as? Bool { s.onboarded = v }
        if let v = object["readerScript"] as? String { s.readerScript = v }
        if let v = object["textSize"] as? String { s.textSize = v }
        if let v = object["dailyText"] as? String { s.dailyText = v }
        if let v = object["briefingPanchang"] as? Bool { s.briefingPanchang = v }
        if let v = object["briefingPrimaryText"] as? Bool { s.briefingPrimaryText = v }
        if let v = object["briefingFestivalStories"] as? Bool { s.briefingFestivalStories = v }
        if let v = object["briefingSecondaryText"] as? Bool { s.briefingSecondaryText = v }
        if let v = object["journeyEnabled"] as? Bool { s.journeyEnabled = v }
        if let v = object["dayStartMinute"] as? Int, (0...720).contains(v) { s.dayStartMinute = v }
        if let v = object["journeyCountsJapa"] as? Bool { s.journeyCountsJapa = v }
        if let v = object["journeyCountsMorning"] as? Bool { s.journeyCountsMorning = v }
        if let v = object["journeySeenThrough"] as? Double, v.isFinite {
            s.journeySeenThrough = Date(timeIntervalSinceReferenceDate: v)
        }
        if let v = object["numerals"] as? String, v == "native" || v == "latin" { s.numerals = v }
        if let v = object["tamilReckoning"] as? String, CalendarSettings.tamilReckonings.contains(v) {
            s.tamilReckoning = v
        }
        return s
    }
}
