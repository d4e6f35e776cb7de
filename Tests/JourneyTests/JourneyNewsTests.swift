import Foundation
import Testing

@testable import Journey

private typealias F = Fixture

@Suite("The Journey's news is announced once")
struct JourneyNewsTests {
    let week: Journey = F.journey((0..<7).map { F.visit($0) })

    @Test("Before the first look everything is news, and the mark moves to now")
    func firstLook() {
        let now = F.at(6, 20)
        let news = week.news(seenThrough: nil, now: now)
        #expect(news.events == week.events(after: .distantPast))
        #expect(!news.events.isEmpty)
        #expect(news.seenThrough == now)
    }

    @Test("A look after the mark announces only what came later; a look with nothing new keeps the mark")
    func laterLooks() {
        let mark = F.at(4, 20)
        let news = week.news(seenThrough: mark, now: F.at(6, 21))
        #expect(news.events == week.events(after: mark))
        #expect(news.events.allSatisfy { $0.at > mark })
        let again = week.news(seenThrough: news.seenThrough, now: F.at(6, 22))
        #expect(again.events.isEmpty)
        #expect(again.seenThrough == nil, "nothing new: nothing to store")
    }

    @Test("The mark never moves back, even when the clock reads earlier than it")
    func markOnlyForward() {
        let news = week.news(seenThrough: F.at(2), now: F.at(1))
        #expect(!news.events.isEmpty)
        #expect(news.seenThrough == F.at(2))
    }
}
