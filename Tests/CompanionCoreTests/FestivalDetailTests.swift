import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Testing

/// A festival's and a day's detail are decided in the core: which name in which language, which
/// dates, which card words, and the refusals.
@Suite("Festival and day details")
struct FestivalDetailTests {
    static let localizer = try! Localizer.bundled()

    static func context(_ language: String, today: String = "2026-11-01") -> CalendarContext {
        CalendarContext(
            engine: engine, location: newDelhi, reckoning: purnimant,
            names: CalendarNames(localizer: localizer, language: Language(rawValue: language)), today: day(today))
    }

    @Test("Diwali in New Delhi: four names with their languages, the next date's card and why, three years of dates")
    func diwali() throws {
        let detail = try FestivalDetail(id: "diwali", on: nil, in: Self.context("en"))
        #expect(detail.isFestival)
        #expect(detail.names.map(\.language) == ["en", "hi", "ta", "sa"])
        #expect(detail.names.first?.value.hasPrefix("Diwali") == true)
        #expect(detail.observance?.date == day("2026-11-08"))
        #expect(detail.detail?.date == day("2026-11-08"))
        #expect(detail.detail?.reason.isEmpty == false)
        let card = try #require(detail.card)
        #expect(card.daysAway == 7 && !card.isToday && !card.isTomorrow)
        #expect(card.countdown?.contains("7") == true)
        #expect(card.otherLang == "hi" && card.otherName == detail.names[1].value)
        #expect(detail.dates.map(\.date.year) == [2026, 2027, 2028])
        #expect(detail.dates.filter(\.isChosen).map(\.date) == [day("2026-11-08")])
        #expect(detail.traditions?.isEmpty == false)
    }

    @Test("A Hindi reader's card names the festival in Sanskrit as its other script; a past date has no countdown")
    func hindiCard() throws {
        let detail = try FestivalDetail(
            id: "diwali", on: day("2026-11-08"), in: Self.context("hi", today: "2026-11-20"))
        let card = try #require(detail.card)
        #expect(card.otherLang == "sa" && card.otherName == detail.names[3].value)
        #expect(card.name == detail.names[1].value)
        #expect(card.daysAway == -12 && card.countdown == nil)
    }

    @Test("A monthly observance: three names, the day's own where it has one, no traditions, at most twelve dates")
    func ekadashi() throws {
        let detail = try FestivalDetail(id: "ekadashi", on: nil, in: Self.context("en"))
        #expect(!detail.isFestival && detail.traditions == nil)
        #expect(detail.names.map(\.language) == ["en", "hi", "ta"])
        let next = try #require(detail.observance)
        #expect(detail.names[0].value == next.name)
        #expect(detail.name == next.name)
        #expect((1...12).contains(detail.dates.count))
        #expect(detail.dates.allSatisfy { $0.text.contains(" · ") })
    }

    @Test("An unknown id and a date the observance does not fall on are refused with their own errors")
    func refusals() {
        #expect(throws: CompanionError.unknownObservance("no-such-day")) {
            try FestivalDetail(id: "no-such-day", on: nil, in: Self.context("en"))
        }
        #expect(throws: CompanionError.notOnDate(id: "diwali", date: day("2026-11-09"))) {
            try FestivalDetail(id: "diwali", on: day("2026-11-09"), in: Self.context("en"))
        }
        #expect(FestivalDetail.knows("diwali", catalog: engine.base.catalog))
        #expect(!FestivalDetail.knows("no-such-day", catalog: engine.base.catalog))
    }

    @Test("Diwali's day: its title, Hindu date and the day's observances as cards, exactly those the day shows")
    func diwaliDay() throws {
        let context = Self.context("en")
        let detail = try DayDetail(day("2026-11-08"), in: context)
        #expect(detail.title == context.names.fullDate(day("2026-11-08")))
        #expect(detail.hinduDate.iso == "2026-11-08" && detail.hinduDate.line != nil)
        #expect(
            detail.cards.map(\.id) == engine.dayObservances(on: day("2026-11-08"), in: try context.year(2026)).map(\.id)
        )
        #expect(detail.cards.contains { $0.id == "diwali" && $0.isFestival })
    }
}
