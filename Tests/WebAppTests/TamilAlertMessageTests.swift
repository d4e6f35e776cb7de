import CivilTime
import Foundation
import Localization
import TamilCore
import Testing

@testable import WebApp

/// The two-days-before alert's text, as the Tamil Calendar's pages and feed word it.
@Suite("Tamil food alerts as the pages word them")
struct TamilAlertMessageTests {
    static let calendar = try! TamilCalendar.bundled()
    static let toronto = try! Location(latitude: 43.70011, longitude: -79.4163, timeZoneIdentifier: "America/Toronto")

    static let planAhead = AlertTimes(evening: 19 * 60, morning: nil, weekly: nil, twoDaysBefore: 18 * 60)

    func date(_ text: String) -> CivilDate { try! CivilDate(iso: text) }

    @Test("The two-days-before message names the day and the evening from which to avoid non-veg, in each language")
    func twoDaysBeforeMessage() throws {
        let localizer = try Localizer.bundled()
        let alerts = try Self.calendar.alerts(
            from: date("2026-03-09"), through: date("2026-03-14"), at: Self.toronto, preferences: Self.planAhead,
            observed: [.ekadasi, .pradosham, .somavaram, .ashtami])
        let plans = alerts.filter { $0.kind == .twoDaysBefore }
        let ashtami = try #require(plans.first { $0.date.description == "2026-03-11" })
        let monday = try #require(plans.first { $0.date.description == "2026-03-16" })
        func message(_ a: FoodAlertItem, _ language: String) -> String {
            TamilPagesController.message(
                a,
                presenter: TamilPresenter(language: Language(rawValue: language), localizer: localizer, clock24: false))
        }
        #expect(
            message(monday, "en")
                == "Monday is Pradosham, Somavaram — plan Sunday's meals; no non-veg from Sunday evening.")
        #expect(message(ashtami, "en") == "Wednesday is Ashtami — plan ahead.")
        #expect(message(monday, "ta").hasPrefix("திங்கட்கிழமை பிரதோஷம், சோமவாரம் — ஞாயிற்றுக்கிழமைக்கான"))
        #expect(message(monday, "ta").contains("ஞாயிறு மாலை முதல் அசைவம் வேண்டாம்"))
        #expect(message(monday, "ru").hasPrefix("В понедельник — "))
        #expect(message(monday, "ru").contains("с вечера воскресенья"))
        #expect(message(monday, "hi").hasPrefix("सोमवार को "))
    }
}
