import Foundation
import Scripture
import Testing

@Suite("Reading progress, derived from facts")
struct ReadingProgressTests {
    let library = try! ScriptureLibrary.bundled()
    let t0 = Date(timeIntervalSince1970: 1_790_000_000)

    func fact(_ ref: String, _ kind: ReadingFact.Kind, _ minutes: Double, text: String = "bhagavad-gita") -> ReadingFact
    {
        ReadingFact(textID: text, ref: ref, kind: kind, at: t0.addingTimeInterval(minutes * 60))
    }

    @Test("Before any reading there is no position and nothing read")
    func empty() throws {
        let gita = try library.text("bhagavad-gita")
        let progress = ReadingProgress(facts: [], library: library).of(gita)
        #expect(progress.readCount == 0 && progress.resumeRef == nil && !progress.hasStarted)
        #expect(DailyReading.next(in: gita, progress: progress)?.ref == "1.1")
    }

    @Test("A unit opened but not read is where reading resumes")
    func resumeOpened() throws {
        let gita = try library.text("bhagavad-gita")
        let facts = [fact("1.1", .read, 0), fact("2.47", .opened, 5)]
        let progress = ReadingProgress(facts: facts, library: library).of(gita)
        #expect(progress.resumeRef == "2.47")
        #expect(progress.readCount == 1)
        #expect(progress.fraction == 1.0 / 700)
    }

    @Test("After marking a unit read, reading resumes at the next unread one, across chapters")
    func resumeAfterRead() throws {
        let gita = try library.text("bhagavad-gita")
        let facts = [fact("3.1", .read, 0), fact("2.72", .read, 1)]
        let progress = ReadingProgress(facts: facts, library: library).of(gita)
        #expect(progress.resumeRef == "3.2", "3.1 is read already, so 2.72 is followed by 3.2")
        #expect(DailyReading.next(in: gita, progress: progress)?.ref == "3.2")
    }

    @Test("Facts for units a text does not have are ignored; marking twice counts once")
    func unknownAndRepeated() throws {
        let gita = try library.text("bhagavad-gita")
        let facts = [fact("1.1", .read, 0), fact("1.1", .read, 1), fact("99.9", .read, 2)]
        let progress = ReadingProgress(facts: facts, library: library).of(gita)
        #expect(progress.readCount == 1)
        #expect(progress.resumeRef == "1.2")
    }

    @Test("Continue reading is the text with the latest activity")
    func mostRecent() throws {
        guard library.contains("hanuman-chalisa") else { return }
        let facts = [
            fact("1.1", .opened, 0), fact("doha-1", .opened, 3, text: "hanuman-chalisa"), fact("1.2", .opened, 2),
        ]
        #expect(ReadingProgress(facts: facts, library: library).mostRecent?.textID == "hanuman-chalisa")
    }

    @Test("Every unit read is a completed text with no next daily unit")
    func complete() throws {
        let gita = try library.text("bhagavad-gita")
        let facts = gita.units.enumerated().map { fact($1.ref, .read, Double($0)) }
        let progress = ReadingProgress(facts: facts, library: library).of(gita)
        #expect(progress.isComplete && progress.fraction == 1)
        #expect(DailyReading.next(in: gita, progress: progress) == nil)
    }

    @Test("The briefing's schedule is the next unit and each unread one after it, one a day")
    func schedule() throws {
        let gita = try library.text("bhagavad-gita")
        let facts = [fact("2.46", .read, 0), fact("2.48", .read, 1)]
        let progress = ReadingProgress(facts: facts, library: library).of(gita)
        let refs = DailyReading.schedule(in: gita, progress: progress, days: 4).map(\.ref)
        #expect(refs == ["2.49", "2.50", "2.51", "2.52"], "after the last read (2.48), skipping read units")
        let all = gita.units.dropLast(2).enumerated().map { fact($1.ref, .read, Double($0)) }
        let nearlyDone = ReadingProgress(facts: all, library: library).of(gita)
        #expect(DailyReading.schedule(in: gita, progress: nearlyDone, days: 10).map(\.ref) == ["18.77", "18.78"])
        #expect(DailyReading.schedule(in: gita, progress: progress, days: 0).isEmpty)
    }
}
