import Foundation
import Storage
import Testing

@Suite("Dharmic Companion settings")
struct CalendarSettingsTests {
    @Test("A new profile gets the defaults: purnimant, festivals only, 07:00 and 18:00, not onboarded")
    func defaults() async throws {
        let database = try AppDatabase.inMemory()
        let settings = try await database.calendarSettings(of: .local)
        #expect(settings == CalendarSettings())
        #expect(settings.tradition == "purnimant" && settings.syncContent == "festivals")
        #expect(settings.briefingMinute == 420 && settings.eveningMinute == 1080 && !settings.onboarded)
    }

    @Test("Saved settings read back unchanged, and a second save replaces the first")
    func roundTrip() async throws {
        let database = try AppDatabase.inMemory()
        var settings = CalendarSettings(
            tradition: "tamil", dharmaPath: "shaiv", syncContent: "full", remindTwoDaysBefore: true,
            dailyBriefing: true, briefingMinute: 390, onboarded: true)
        try await database.saveCalendarSettings(settings, for: .local, now: Date(timeIntervalSince1970: 0))
        #expect(try await database.calendarSettings(of: .local) == settings)
        settings.tradition = "bengali"
        try await database.saveCalendarSettings(settings, for: .local, now: Date(timeIntervalSince1970: 60))
        #expect(try await database.calendarSettings(of: .local).tradition == "bengali")
    }
}
