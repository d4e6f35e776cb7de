import ArgumentParser
import CivilTime
import Foundation
import Japa
import Storage

/// A hidden command for the durability test: adds one circle at a time through the app's own
/// storage and prints each committed total, so a test can kill it right after a write returns.
struct DurabilityProbeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "durability-probe", abstract: "Write japa entries one by one (for tests).",
        shouldDisplay: false)

    @Option(help: "Data folder.") var data: String
    @Option(help: "How many additions to write.") var count: Int = 1000

    func run() async throws {
        let database = try AppDatabase(folder: URL(fileURLWithPath: data))
        let counter = try await database.ensureCounters(of: .local, defaultName: "Probe", now: Date())[0]
        for _ in 0..<count {
            let now = Date()
            let entry = JapaEntry(
                kind: .addition, amount: 1, recordedAt: now, day: CivilDate(now, in: TimeZone(identifier: "UTC")!))
            let snapshot = try await database.append(entry, to: counter.id!, for: .local)
            Console.out("committed \(snapshot.state.total)")
        }
    }
}
