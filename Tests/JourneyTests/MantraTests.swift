import Foundation
import Journey
import Testing

private typealias F = Fixture

@Suite("Mantras for Mantra Match")
struct MantraTests {
    @Test("The catalogue has at least four mantras, each with its own text and meaning")
    func catalogue() {
        let catalogue = Mantra.catalogue
        #expect(catalogue.count >= 4)
        #expect(Set(catalogue.map(\.meaning)).count == catalogue.count)
        #expect(Set(catalogue.map(\.text)).count == catalogue.count)
        #expect(catalogue.allSatisfy { !$0.meaning.isEmpty && !$0.tradition.isEmpty && $0.meaning != $0.text })
    }

    @Test("The catalogue alone makes a challenge on any day")
    func catalogueAlone() throws {
        for offset in 0..<8 {
            let challenge = try #require(DailyChallenge.of(F.day(offset), from: ChallengeMaterial()))
            #expect(challenge.kind == .mantraMatch)
        }
    }
}
