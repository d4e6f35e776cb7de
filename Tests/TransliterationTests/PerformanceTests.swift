import Testing

@testable import Transliteration

@Suite("Speed")
struct PerformanceTests {
    /// A whole chapter (18 has the most verses, 78) into every script. Release builds take well under a
    /// millisecond per script (docs/transliteration.md); the bound here is loose so debug builds on a busy CI
    /// machine pass, yet it still fails if conversion turns quadratic.
    @Test("The longest chapter converts into any script in a few milliseconds", arguments: Script.allCases)
    func chapter(_ target: Script) {
        let transliterator = Transliterator()
        let chapter = GitaCorpus.chapterVerses(18).map(\.original)
        #expect(chapter.count == 78)
        _ = chapter.map { transliterator.convert($0, from: .devanagari, to: target) }  // Tables built once.
        let clock = ContinuousClock()
        var best = Duration.seconds(1)
        for _ in 0..<5 {
            let elapsed = clock.measure {
                for verse in chapter { _ = transliterator.convert(verse, from: .devanagari, to: target) }
            }
            best = min(best, elapsed)
        }
        #expect(best < .milliseconds(40), "\(target): \(best)")
    }
}
